// Builds the client every API module calls: one typed `call` per endpoint definition, member
// calls with bearer tokens, early refresh, one refresh-and-retry on 401, sign-out on 403.
// Dependencies are injected so tests run it on a fake fetch and memory storage. Answers are not
// cached here: TanStack Query is the web's only client cache.
import {
  CLIENT_RATE_LIMIT,
  DEFAULT_API_KEY,
  endpointUrl,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  RETRY_POLICY,
  TOKEN_REFRESH_MARGIN_MS,
  type EndpointDefinition,
  type EndpointRequest,
  type EndpointResponse,
} from '@stash/shared';
import { createAuthSession, type Session } from './auth-session';
import { createCredentialStore, type Credentials } from './credentials';
import { ApiError, isAuthRejection } from './errors';
import { readTokenExpiry } from './jwt';
import type { KeyValueStorage } from './key-value-storage';
import { createRateLimiter, type RateLimits } from './rate-limiter';
import { isRecord } from './is-record';
import { parseResponse } from './parse-response';
import type { RetryPolicy } from './retry';
import { createTokenRefresher } from './token-refresher';
import { readEventStream } from './event-stream';
import { createTransport, type FetchFunction, type WireRequest } from './transport';

export interface ApiClientDependencies {
  fetch: FetchFunction;
  storage: KeyValueStorage;
  navigate: (path: string) => void;
  watchFocus: (listener: () => void) => void;
  now?: () => number;
  baseUrl?: string;
  apiKey?: string;
  retryPolicy?: RetryPolicy;
  rateLimits?: RateLimits;
}

export interface CallOptions {
  /** Wording for an error answer whose body has no message; 'HTTP {status}' otherwise. */
  defaultErrorMessage?: (status: number) => string;
  /** Wording for a success answer that does not match the definition's response schema. */
  invalidResponseMessage?: string;
  /**
   * Claim steps answer 200 `{success: false, error}` for a refused step. With this set, such an
   * answer rejects, worded by its `error`, else by this.
   */
  refusedMessage?: string;
  /**
   * Sends the request with fetch's keepalive, so it still goes out when the page is being left
   * (pagehide): /manage's pending delete. The browser caps such bodies at 64 KB in all.
   */
  keepalive?: boolean;
}

export interface ApiClient {
  /**
   * Makes the call `endpoint` defines: its method, its address from `request.params` and
   * `request.query`, `request.body` as JSON, the bearer token when its access is 'member'; answers
   * with the body checked against its response schema (undefined for a 204 call).
   */
  call<Endpoint extends EndpointDefinition>(
    endpoint: Endpoint,
    request: EndpointRequest<Endpoint>,
    options?: CallOptions,
  ): Promise<EndpointResponse<Endpoint>>;
  /**
   * Makes a member call whose answer is a stream of server-sent events, handing each to `onEvent`
   * as it arrives; resolves when the stream ends. Errors before the stream starts reject as `call`'s do.
   */
  stream<Endpoint extends EndpointDefinition>(
    endpoint: Endpoint,
    request: EndpointRequest<Endpoint>,
    onEvent: (event: { event: string; data: string }) => void,
  ): Promise<void>;
  /** Stores the tokens of a successful login or claim and marks the session signed in. */
  signIn(credentials: Credentials): void;
  readonly session: Session;
}

/** The parts of a request as `call` reads them, whatever the endpoint. */
interface RequestParts {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

function throwIfRefused(body: unknown, fallback: string): void {
  if (isRecord(body) && body.success === false) {
    const message = typeof body.error === 'string' && body.error !== '' ? body.error : fallback;
    throw new ApiError(message, 400, 'VALIDATION_ERROR');
  }
}

export function createApiClient(deps: ApiClientDependencies): ApiClient {
  const now = deps.now ?? (() => Date.now());
  const transport = createTransport({
    fetch: deps.fetch,
    baseUrl: deps.baseUrl ?? '/api',
    apiKey: deps.apiKey ?? DEFAULT_API_KEY,
    rateLimiter: createRateLimiter(deps.rateLimits ?? CLIENT_RATE_LIMIT, now),
    retryPolicy: deps.retryPolicy ?? RETRY_POLICY,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const credentials = createCredentialStore(deps.storage);
  const refresher = createTokenRefresher({ send: transport, credentials, now, marginMs: TOKEN_REFRESH_MARGIN_MS });
  const auth = createAuthSession({
    send: transport,
    credentials,
    refresher,
    navigate: deps.navigate,
    watchFocus: deps.watchFocus,
  });

  /** The stored access token, refreshed first when it is about to expire. */
  async function usableAccessToken(token: string): Promise<string> {
    if (!refresher.isExpiring(token)) return token;
    try {
      return await auth.refresh();
    } catch (error) {
      // Refused means signed out. Otherwise (offline, server down) a token that still has a
      // few minutes left is better than failing the call.
      const stillValid = !isAuthRejection(error) && (readTokenExpiry(token) ?? 0) > now();
      if (stillValid) return token;
      throw error;
    }
  }

  async function memberCall(request: WireRequest, storedToken: string): Promise<unknown> {
    // Outside the try below: a refused early refresh has already ended the session.
    const token = await usableAccessToken(storedToken);
    try {
      return await transport({ ...request, accessToken: token });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 403) auth.endSession();
      if (error.status !== 401) throw error;
    }
    // A 401 despite a fresh-looking token: refresh once and retry once.
    const refreshed = await auth.refresh();
    try {
      return await transport({ ...request, accessToken: refreshed });
    } catch (error) {
      if (isAuthRejection(error)) auth.endSession();
      throw error;
    }
  }

  async function send(wire: WireRequest, access: EndpointDefinition['access']): Promise<unknown> {
    if (access === 'visitor') return transport(wire);
    const token = credentials.accessToken();
    // Sent signed in when there is a session, as a visitor otherwise; never refreshed or retried.
    if (access === 'anyone') return transport(token ? { ...wire, accessToken: token } : wire);
    if (!token) throw new ApiError(MESSAGES.noAuthToken, 401, 'UNAUTHORIZED');
    return memberCall(wire, token);
  }

  async function call<Endpoint extends EndpointDefinition>(
    endpoint: Endpoint,
    request: EndpointRequest<Endpoint>,
    options: CallOptions = {},
  ): Promise<EndpointResponse<Endpoint>> {
    const parts = request as RequestParts;
    const path = endpointUrl(endpoint, { params: parts.params, query: parts.query });
    const body = await send(
      { method: endpoint.method, path, body: parts.body, defaultErrorMessage: options.defaultErrorMessage, keepalive: options.keepalive },
      endpoint.access,
    );
    if (options.refusedMessage !== undefined) throwIfRefused(body, options.refusedMessage);
    // A definition without a response schema answers 204: there is nothing to read.
    if (!endpoint.response) return undefined as EndpointResponse<Endpoint>;
    return parseResponse(endpoint.response, body, options.invalidResponseMessage) as EndpointResponse<Endpoint>;
  }

  async function stream<Endpoint extends EndpointDefinition>(
    endpoint: Endpoint,
    request: EndpointRequest<Endpoint>,
    onEvent: (event: { event: string; data: string }) => void,
  ): Promise<void> {
    const parts = request as RequestParts;
    const path = endpointUrl(endpoint, { params: parts.params, query: parts.query });
    await send({ method: endpoint.method, path, body: parts.body, accept: 'text/event-stream', readBody: (response) => readEventStream(response, onEvent) }, endpoint.access);
  }

  return {
    call,
    stream,
    signIn: auth.signIn,
    session: auth.session,
  };
}
