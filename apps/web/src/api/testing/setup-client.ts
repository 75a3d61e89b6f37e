// Shared wiring for tests of the modules that sit on the transport: fake fetch, memory storage.
import { CLIENT_RATE_LIMIT, REQUEST_TIMEOUT_MS, RETRY_POLICY } from '@stash/shared';
import { createCredentialStore } from '../credentials';
import { createMemoryStorage } from '../key-value-storage';
import { createRateLimiter } from '../rate-limiter';
import { createTransport } from '../transport';
import { createFakeFetch, type Routes } from './fake-fetch';

export function setupTransport(routes: Routes, now: () => number = () => Date.now()) {
  const server = createFakeFetch(routes);
  const storage = createMemoryStorage();
  const credentials = createCredentialStore(storage);
  const send = createTransport({
    fetch: server.fetch,
    baseUrl: '/api',
    apiKey: 'test-key',
    rateLimiter: createRateLimiter(CLIENT_RATE_LIMIT, now),
    retryPolicy: RETRY_POLICY,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  return { ...server, storage, credentials, send };
}

/** Awaits a rejection and hands back the reason, failing the test if the promise resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the promise to reject');
    },
    (reason: unknown) => reason,
  );
}
