// A full client on fakes: fake fetch, memory storage, a manual clock, recorded navigation and a
// focus trigger.
import type { Credentials } from '../credentials';
import { createApiClient, type ApiClientDependencies } from '../api-client';
import { createCredentialStore } from '../credentials';
import { createMemoryStorage } from '../key-value-storage';
import { createFakeFetch, type Routes } from './fake-fetch';
import { ana } from './fixtures';
import { makeJwt } from './jwt';

export const START = 1_800_000_000_000;
/** An access token that stays valid for an hour after START. */
export const FRESH_TOKEN = makeJwt(START + 60 * 60_000, { sub: ana.user_id });

export function setupApiClient(routes: Routes, overrides: Partial<ApiClientDependencies> = {}) {
  const server = createFakeFetch(routes);
  const storage = createMemoryStorage();
  const credentials = createCredentialStore(storage);
  let time = START;
  const navigations: string[] = [];
  const focusListeners: Array<() => void> = [];
  const client = createApiClient({
    fetch: server.fetch,
    storage,
    now: () => time,
    navigate: (path) => void navigations.push(path),
    watchFocus: (listener) => void focusListeners.push(listener),
    ...overrides,
  });
  return {
    ...server,
    client,
    storage,
    credentials,
    navigations,
    focusListeners,
    advance: (ms: number) => void (time += ms),
    focus: () => focusListeners.forEach((listener) => listener()),
    /** Writes credentials straight to storage, as an earlier page load (or another tab) would. */
    store: (stored: Partial<Credentials> = {}) =>
      credentials.save({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana, ...stored }),
  };
}
