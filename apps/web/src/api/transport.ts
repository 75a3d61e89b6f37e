// Puts one request on the wire: base URL, API key, JSON (or a file's bytes for an upload), the
// client rate limit, the 30 s timeout (none for uploads), retries, and turning every failure into
// an ApiError. Knows nothing about sessions.
import { MESSAGES, type HttpMethod } from '@stash/shared';
import { ApiError, errorFromResponse, invalidResponseError } from './errors';
import type { RateLimiter } from './rate-limiter';
import { withRetry, type RetryPolicy } from './retry';

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  fetch: FetchFunction;
  baseUrl: string;
  apiKey: string;
  rateLimiter: RateLimiter;
  retryPolicy: RetryPolicy;
  timeoutMs: number;
}

export interface WireRequest {
  method: HttpMethod;
  /** Path under the base URL, query string included. */
  path: string;
  body?: unknown;
  /** Sent as a bearer token when given. */
  accessToken?: string;
  /** Wording for an error response whose body has no message; 'HTTP {status}' otherwise. */
  defaultErrorMessage?: (status: number) => string;
  /**
   * Reads a successful answer's body itself (a stream of events) instead of as JSON. The timeout
   * then covers only the wait for the answer to start, and the request is never repeated, since
   * what was read is already shown.
   */
  readBody?: (response: Response) => Promise<unknown>;
  /** The Accept header, when the call wants something other than JSON. */
  accept?: string;
  /** fetch's keepalive: the request outlives the page (sent while it is being left). */
  keepalive?: boolean;
}

export type Transport = (request: WireRequest) => Promise<unknown>;

const NETWORK_ERROR_MESSAGE = 'Network error';

/** Server trouble and lost connections may pass; a 4xx answer would only be repeated. */
function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.status >= 500);
}

export function createTransport(options: TransportOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function attempt(request: WireRequest): Promise<unknown> {
    if (!options.rateLimiter.tryAcquire()) throw new ApiError(MESSAGES.rateLimited, 429, 'RATE_LIMITED');

    const headers: Record<string, string> = { 'x-api-key': options.apiKey };
    const upload = isUpload(request);
    if (request.body !== undefined) headers['Content-Type'] = upload ? 'application/octet-stream' : 'application/json';
    if (request.accessToken) headers.Authorization = `Bearer ${request.accessToken}`;
    if (request.accept) headers.Accept = request.accept;

    const controller = new AbortController();
    let timedOut = false;
    // An upload takes as long as its file takes to send: the timeout would cut a large one off.
    const timer = upload
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
    try {
      const response = await options.fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : upload ? (request.body as Blob) : JSON.stringify(request.body),
        signal: controller.signal,
        ...(request.keepalive ? { keepalive: true } : {}),
      });
      if (request.readBody && response.ok) {
        clearTimeout(timer);
        return await request.readBody(response);
      }
      const body = await readJson(response);
      if (!response.ok) throw errorFromResponse(response.status, body.value, request.defaultErrorMessage);
      if (!body.parsed) throw invalidResponseError();
      return body.value;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The body read can be cut by the timeout too, so the flag decides, not the error's type.
      if (timedOut) throw new ApiError(MESSAGES.requestTimeout, 0, 'NETWORK_ERROR');
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR', error instanceof Error ? error.message : undefined);
    } finally {
      clearTimeout(timer);
    }
  }

  // A stream is never repeated (what was read is shown); nor is an upload (it would be sent, and
  // perhaps imported, twice).
  return (request) => (request.readBody || isUpload(request) ? attempt(request) : withRetry(() => attempt(request), options.retryPolicy, isRetryable));
}

/** A file's bytes (upload endpoints): sent as they are, as application/octet-stream. */
const isUpload = (request: WireRequest) => typeof Blob !== 'undefined' && request.body instanceof Blob;

/** An empty body (204) reads as undefined; `parsed` is false when the body is not JSON. */
async function readJson(response: Response): Promise<{ value: unknown; parsed: boolean }> {
  const text = await response.text();
  if (text === '') return { value: undefined, parsed: true };
  try {
    return { value: JSON.parse(text) as unknown, parsed: true };
  } catch {
    return { value: undefined, parsed: false };
  }
}
