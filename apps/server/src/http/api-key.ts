// Every API call carries the x-api-key of the client build; compared in constant time.
import type { onRequestAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@stash/shared';
import { secretsMatch } from '../lib/secure-tokens';
import { unauthorized } from '../lib/app-error';

/** Paths that answer without a key: health checks and the public API description. */
const OPEN_PATHS = new Set(['/api/health', '/api/docs']);

export function requireApiKey(apiKey: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (OPEN_PATHS.has(request.url.split('?')[0] ?? '')) return;
    const presented = request.headers['x-api-key'];
    if (typeof presented !== 'string' || !secretsMatch(presented, apiKey)) throw unauthorized(MESSAGES.missingApiKey);
  };
}
