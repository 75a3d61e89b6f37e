// Exchanges the refresh token for new tokens (POST /auth/refresh). The server rotates refresh
// tokens and treats a reused one as theft, so concurrent callers must share one request.
import { endpoints, endpointUrl, MESSAGES, userSchema } from '@stash/shared';
import type { CredentialStore, Credentials } from './credentials';
import { ApiError } from './errors';
import { isRecord } from './is-record';
import { readTokenExpiry } from './jwt';
import type { Transport } from './transport';

export const REFRESH_MESSAGES = {
  noRefreshToken: 'No refresh token available',
  invalidResponse: 'Invalid refresh response',
  failed: 'Token refresh failed',
} as const;

export interface TokenRefresher {
  /** Saves and returns new credentials; callers arriving while a refresh runs get the same result. */
  refresh(): Promise<Credentials>;
  /** Whether `accessToken` expires within the margin and so should be refreshed before use. */
  isExpiring(accessToken: string): boolean;
}

export interface TokenRefresherOptions {
  send: Transport;
  credentials: CredentialStore;
  now: () => number;
  marginMs: number;
}

export function createTokenRefresher({ send, credentials, now, marginMs }: TokenRefresherOptions): TokenRefresher {
  let inFlight: Promise<Credentials> | null = null;

  async function exchange(): Promise<Credentials> {
    const refreshToken = credentials.refreshToken();
    if (!refreshToken) throw new ApiError(REFRESH_MESSAGES.noRefreshToken, 401, 'UNAUTHORIZED');

    let body: unknown;
    try {
      body = await send({ method: endpoints.authRefresh.method, path: endpointUrl(endpoints.authRefresh), body: { refresh_token: refreshToken } });
    } catch (error) {
      // A refused or failed exchange reads as such; network trouble and rate limiting stay as they
      // are so callers can tell "signed out" from "try again".
      if (error instanceof ApiError && error.status >= 400 && error.status !== 429) {
        throw new ApiError(REFRESH_MESSAGES.failed, error.status, error.code, error.details);
      }
      throw error;
    }

    // Signed out or signed in again while the request ran: that newer state wins.
    if (credentials.refreshToken() !== refreshToken) return currentCredentials();

    const fresh = readRefreshResponse(body, refreshToken, credentials.user());
    // No usable token came back, so the session cannot go on: callers treat it like a refusal.
    if (!fresh) throw new ApiError(REFRESH_MESSAGES.invalidResponse, 401, 'UNAUTHORIZED');
    credentials.save(fresh);
    return fresh;
  }

  function currentCredentials(): Credentials {
    const accessToken = credentials.accessToken();
    const refreshToken = credentials.refreshToken();
    const user = credentials.user();
    if (!accessToken || !refreshToken || !user) throw new ApiError(MESSAGES.noAuthToken, 401, 'UNAUTHORIZED');
    return { accessToken, refreshToken, user };
  }

  return {
    refresh() {
      inFlight ??= exchange().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    isExpiring(accessToken) {
      const expiresAt = readTokenExpiry(accessToken);
      return expiresAt !== null && expiresAt - now() <= marginMs;
    },
  };
}

/**
 * Spec section 7: the answer carries `access_token` (or `accessToken`), optionally a new
 * `refresh_token` (else the old one stays valid) and the user (else the saved one is kept).
 */
function readRefreshResponse(body: unknown, previousRefreshToken: string, previousUser: Credentials['user'] | null): Credentials | null {
  if (!isRecord(body)) return null;
  const accessToken = [body.access_token, body.accessToken].find((value) => typeof value === 'string' && value !== '');
  const refreshToken = typeof body.refresh_token === 'string' && body.refresh_token !== '' ? body.refresh_token : previousRefreshToken;
  const parsedUser = userSchema.safeParse(body.user);
  const user = parsedUser.success ? parsedUser.data : previousUser;
  return typeof accessToken === 'string' && user ? { accessToken, refreshToken, user } : null;
}
