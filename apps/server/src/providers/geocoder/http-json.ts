// One JSON request to a geocoding service the operator configured: under a deadline that covers the
// whole exchange and a cap on the body, failures turned into GeocoderRequestError. Messages name
// the origin and path only, never the query string or headers (the Google key travels in a header).
import { GeocoderRequestError } from './geocoder-errors';

export type FetchLike = typeof fetch;

export interface JsonRequest {
  provider: string;
  url: URL;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
  fetchImpl: FetchLike;
  /** A POST carrying a key must not be replayed to wherever a redirect points. */
  followRedirects?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 1024 * 1024;

export async function requestJson(request: JsonRequest): Promise<unknown> {
  const { provider, url } = request;
  const where = `${url.origin}${url.pathname}`;
  const signal = AbortSignal.timeout(request.timeoutMs);
  const failed = (error: unknown): GeocoderRequestError => {
    if (error instanceof GeocoderRequestError) return error;
    if (signal.aborted) return new GeocoderRequestError(provider, 'timeout', `no answer from ${where} within ${request.timeoutMs} ms`, { retryable: true });
    return new GeocoderRequestError(provider, 'network', `request to ${where} failed`, { retryable: true });
  };

  let response: Response;
  try {
    response = await request.fetchImpl(url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal,
      redirect: request.followRedirects === false ? 'error' : 'follow',
    });
  } catch (error) {
    throw failed(error);
  }

  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    // Overload and outages pass; anything else (a bad key, a bad request) will fail again.
    const retryable = response.status === 429 || response.status >= 500;
    throw new GeocoderRequestError(provider, 'status', `${where} answered ${response.status}`, { retryable, status: response.status });
  }

  let text: string;
  try {
    text = await readCapped(response, request.maxBytes, provider, where);
  } catch (error) {
    throw failed(error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GeocoderRequestError(provider, 'bad_response', `${where} did not answer JSON`, { retryable: false });
  }
}

async function readCapped(response: Response, maxBytes: number, provider: string, where: string): Promise<string> {
  const tooLarge = () => new GeocoderRequestError(provider, 'too_large', `${where} sent more than ${maxBytes} bytes`, { retryable: false });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
