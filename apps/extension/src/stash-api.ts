// Calls the member's Stash server: sign in, save a link, sign out. Every call carries the API key;
// member calls carry the access token, and a 401 refreshes the tokens once and retries once.
// Refresh tokens rotate on every use and the server treats a reused one as stolen, so one refresh
// at a time is shared by all callers and each new pair is stored as soon as it arrives.
import {
  DEFAULT_API_KEY,
  endpoints,
  endpointUrl,
  loginResponseSchema,
  MESSAGES,
  parseSaveLink,
  refreshResponseSchema,
  REQUEST_TIMEOUT_MS,
  saveLinkResponseSchema,
  type EndpointDefinition,
  type SaveLinkResponse,
  type ShareSheetVariant,
} from '@stash/shared';
import { EXTENSION_COPY } from './extension-copy';
import type { SessionStore, StoredSession } from './session-store';

/** A call that did not succeed, worded for the member; `status` is 0 when no answer came. */
export class StashApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'StashApiError';
    this.status = status;
  }
}

export interface StashApiDependencies {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  store: SessionStore;
  apiKey?: string;
  timeoutMs?: number;
}

export interface StashApi {
  signIn(server: string, email: string, password: string): Promise<StoredSession>;
  /** Saves `address` for the signed-in member; rejects before any call when it is not a post link. */
  save(address: string, variant?: ShareSheetVariant): Promise<SaveLinkResponse>;
  signOut(): Promise<void>;
}

interface Call {
  endpoint: Pick<EndpointDefinition, 'method' | 'path'>;
  body: unknown;
  accessToken?: string;
  /** Wording for an error answer whose body has no message of its own. */
  fallback: (status: number) => string;
}

function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error } = body as Record<string, unknown>;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createStashApi(deps: StashApiDependencies): StashApi {
  const apiKey = deps.apiKey ?? DEFAULT_API_KEY;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let refreshing: Promise<StoredSession> | null = null;

  async function send(server: string, call: Call): Promise<unknown> {
    const headers: Record<string, string> = { 'x-api-key': apiKey, 'Content-Type': 'application/json' };
    if (call.accessToken) headers.Authorization = `Bearer ${call.accessToken}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await deps.fetch(`${server}/api${endpointUrl(call.endpoint)}`, {
        method: call.endpoint.method,
        headers,
        body: JSON.stringify(call.body),
        signal: controller.signal,
      });
      const body = await readJson(response);
      if (!response.ok) throw new StashApiError(errorTextOf(body) ?? call.fallback(response.status), response.status);
      return body;
    } catch (error) {
      if (error instanceof StashApiError) throw error;
      throw new StashApiError(timedOut ? MESSAGES.requestTimeout : EXTENSION_COPY.unreachable(server), 0);
    } finally {
      clearTimeout(timer);
    }
  }

  async function exchangeRefreshToken(session: StoredSession): Promise<StoredSession> {
    let body: unknown;
    try {
      body = await send(session.server, {
        endpoint: endpoints.authRefresh,
        body: { refresh_token: session.refreshToken },
        fallback: () => EXTENSION_COPY.sessionEnded,
      });
    } catch (error) {
      // Refused: the session is over. No answer (offline, server down): keep it for next time.
      if (error instanceof StashApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        await deps.store.clear();
        throw new StashApiError(EXTENSION_COPY.sessionEnded, 401);
      }
      throw error;
    }
    // Signed out, or in again, while the request ran: that newer state wins.
    const current = await deps.store.load();
    if (!current || current.refreshToken !== session.refreshToken) {
      if (current) return current;
      throw new StashApiError(EXTENSION_COPY.notSignedIn, 401);
    }
    const parsed = refreshResponseSchema.safeParse(body);
    if (!parsed.success) {
      await deps.store.clear();
      throw new StashApiError(EXTENSION_COPY.sessionEnded, 401);
    }
    const fresh: StoredSession = {
      server: session.server,
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      user: parsed.data.user,
    };
    await deps.store.save(fresh);
    return fresh;
  }

  function refresh(session: StoredSession): Promise<StoredSession> {
    refreshing ??= exchangeRefreshToken(session).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** A member call: on a 401, one refresh and one retry; a 403, or a 401 again, ends the session. */
  async function memberCall(call: Omit<Call, 'accessToken'>): Promise<unknown> {
    const session = await deps.store.load();
    if (!session) throw new StashApiError(EXTENSION_COPY.notSignedIn, 401);
    try {
      return await send(session.server, { ...call, accessToken: session.accessToken });
    } catch (error) {
      if (!(error instanceof StashApiError) || (error.status !== 401 && error.status !== 403)) throw error;
      if (error.status === 403) {
        await deps.store.clear();
        throw error;
      }
    }
    const refreshed = await refresh(session);
    try {
      return await send(refreshed.server, { ...call, accessToken: refreshed.accessToken });
    } catch (error) {
      if (error instanceof StashApiError && (error.status === 401 || error.status === 403)) {
        await deps.store.clear();
        throw new StashApiError(error.status === 401 ? EXTENSION_COPY.sessionEnded : error.message, error.status);
      }
      throw error;
    }
  }

  return {
    async signIn(server, email, password) {
      const body = await send(server, {
        endpoint: endpoints.authLogin,
        body: { email, password },
        fallback: (status) => (status === 401 ? MESSAGES.invalidCredentials : EXTENSION_COPY.loginFailed),
      });
      const parsed = loginResponseSchema.safeParse(body);
      if (!parsed.success) throw new StashApiError(EXTENSION_COPY.loginFailed, 0);
      const session: StoredSession = {
        server,
        accessToken: parsed.data.access_token,
        refreshToken: parsed.data.refresh_token,
        user: parsed.data.user,
      };
      await deps.store.save(session);
      return session;
    },

    async save(address, variant = 'extension') {
      const link = parseSaveLink(address);
      if (!link.ok) throw new StashApiError(link.message, 400);
      const body = await memberCall({
        endpoint: endpoints.savesCreate,
        body: { url: address.trim(), share_sheet_variant: variant },
        fallback: () => EXTENSION_COPY.saveFailed,
      });
      const parsed = saveLinkResponseSchema.safeParse(body);
      if (!parsed.success) throw new StashApiError(EXTENSION_COPY.saveFailed, 0);
      return parsed.data;
    },

    async signOut() {
      const session = await deps.store.load();
      await deps.store.clear();
      if (!session) return;
      // Ends the session on the server too, so the stored refresh token is dead even if copied.
      // Signed out here whatever the answer: a server that cannot be reached must not keep the
      // member stuck signed in.
      await send(session.server, {
        endpoint: endpoints.authLogout,
        body: { refresh_token: session.refreshToken },
        fallback: () => EXTENSION_COPY.loginFailed,
      }).catch(() => undefined);
    },
  };
}
