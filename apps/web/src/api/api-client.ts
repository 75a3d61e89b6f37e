// Builds the client every API module calls: member calls with bearer tokens, early refresh,
// one refresh-and-retry on 401, sign-out on 403, and the 60 s GET cache. Dependencies are
// injected so tests run it on a fake fetch and memory storage.
import {
  CLIENT_RATE_LIMIT,
  DEFAULT_API_KEY,
  GET_CACHE_TTL_MS,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  RETRY_POLICY,
  TOKEN_REFRESH_MARGIN_MS,
  endpointUrl,
  type EndpointDefinition,
  type EndpointRequest,
  type EndpointResponse,
} from '@stash/shared';
import { createAuthSession, type Session } from './auth-session';
import { createCredentialStore, type Credentials } from './credentials';
import { ApiError, isAuthRejection } from './errors';
import { readTokenExpiry } from './jwt';
import type { KeyValueStorage } from './key-value-storage';
import { parseResponse, type ResponseSchema } from './parse-response';
import { createRateLimiter, type RateLimits } from './rate-limiter';
import { createResponseCache } from './response-cache';
import type { RetryPolicy } from './retry';
import { createTokenRefresher } from './token-refresher';
import { createTransport, type FetchFunction, type HttpMethod, type WireRequest } from './transport';

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
  /** 'member' (the default) sends the bearer token; 'visitor' calls (login, claim) send none. */
  access?: 'member' | 'visitor';
  /** Wording for an error answer whose body has no message; 'HTTP {status}' otherwise. */
  defaultErrorMessage?: (status: number) => string;
}

/** Wording of an answer that does not match the endpoint's response schema. */
export interface EndpointCallOptions extends Pick<CallOptions, 'defaultErrorMessage'> {
  invalidResponseMessage?: string;
}

/** A call's request parts, optional when the endpoint needs none (no path parameter or required body). */
export type EndpointCallArgs<Definition, Options> = object extends EndpointRequest<Definition>
  ? [request?: EndpointRequest<Definition>, options?: Options]
  : [request: EndpointRequest<Definition>, options?: Options];

export interface ApiClient {
  /**
   * `call(endpoints.tagsUpdate, { params: { id }, body: { name } })`: the endpoint's method and
   * address, its access (member calls carry the token), and the answer checked against its schema.
   */
  call<Definition extends EndpointDefinition>(
    endpoint: Definition,
    ...args: EndpointCallArgs<Definition, EndpointCallOptions>
  ): Promise<EndpointResponse<Definition>>;
  /** The same call, answering the body as it came, for callers that must look at it before it is checked. */
  send<Definition extends EndpointDefinition>(endpoint: Definition, ...args: EndpointCallArgs<Definition, CallOptions>): Promise<unknown>;
  get(path: string, options?: CallOptions): Promise<unknown>;
  post(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
  put(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
  delete(path: string, options?: CallOptions): Promise<unknown>;
  /** Forgets cached GET responses whose path starts with `pathPrefix`, e.g. after a change. */
  invalidate(pathPrefix: string): void;
  /** Stores the tokens of a successful login or claim and marks the session signed in. */
  signIn(credentials: Credentials): void;
  readonly session: Session;
}

const VISITOR_SCOPE = 'visitor';

export function createApiClient(deps: ApiClientDependencies): ApiClient {
  const now = deps.now ?? (() => Date.now());
  const send = createTransport({
    fetch: deps.fetch,
    baseUrl: deps.baseUrl ?? '/api',
    apiKey: deps.apiKey ?? DEFAULT_API_KEY,
    rateLimiter: createRateLimiter(deps.rateLimits ?? CLIENT_RATE_LIMIT, now),
    retryPolicy: deps.retryPolicy ?? RETRY_POLICY,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const credentials = createCredentialStore(deps.storage);
  const cache = createResponseCache(GET_CACHE_TTL_MS, now);
  const refresher = createTokenRefresher({ send, credentials, now, marginMs: TOKEN_REFRESH_MARGIN_MS });
  const auth = createAuthSession({
    send,
    credentials,
    refresher,
    cache,
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
      return await send({ ...request, accessToken: token });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 403) auth.endSession();
      if (error.status !== 401) throw error;
    }
    // A 401 despite a fresh-looking token: refresh once and retry once.
    const refreshed = await auth.refresh();
    try {
      return await send({ ...request, accessToken: refreshed });
    } catch (error) {
      if (isAuthRejection(error)) auth.endSession();
      throw error;
    }
  }

  async function request(method: HttpMethod, path: string, body: unknown, options: CallOptions = {}): Promise<unknown> {
    const wire: WireRequest = { method, path, body, defaultErrorMessage: options.defaultErrorMessage };
    let scope = VISITOR_SCOPE;
    let token: string | null = null;
    if ((options.access ?? 'member') === 'member') {
      token = credentials.accessToken();
      if (!token) throw new ApiError(MESSAGES.noAuthToken, 401, 'UNAUTHORIZED');
      // The member's id (the token only when no user is stored) keeps cached answers per member.
      scope = `member:${credentials.user()?.user_id ?? token}`;
    }

    if (method === 'GET') {
      const hit = cache.get(scope, path);
      if (hit) return hit.value;
    }
    const value = token === null ? await send(wire) : await memberCall(wire, token);
    if (method === 'GET') cache.set(scope, path, value);
    return value;
  }

  function sendToEndpoint(endpoint: EndpointDefinition, parts: { params?: object; query?: object; body?: unknown } = {}, options: CallOptions = {}) {
    if (endpoint.method === 'PATCH') throw new Error(`${endpoint.path}: the client sends PUT, never PATCH.`);
    const url = endpointUrl(endpoint, parts as Parameters<typeof endpointUrl>[1]);
    return request(endpoint.method, url, parts.body, { ...options, access: endpoint.access });
  }

  return {
    call: async (endpoint, ...[parts, options]) => {
      const body = await sendToEndpoint(endpoint, parts as object | undefined, options);
      const schema = endpoint.response as ResponseSchema<never> | undefined;
      return (schema ? parseResponse(schema, body, options?.invalidResponseMessage) : undefined) as EndpointResponse<typeof endpoint>;
    },
    send: (endpoint, ...[parts, options]) => sendToEndpoint(endpoint, parts as object | undefined, options),
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    invalidate: (pathPrefix) => cache.invalidate(pathPrefix),
    signIn: auth.signIn,
    session: auth.session,
  };
}
