// Every API call carries the x-api-key of the client build; compared in constant time.
import type { onRequestAsyncHookHandler } from 'fastify';
import { endpoints, MESSAGES } from '@stash/shared';
import { secretsMatch } from '../lib/secure-tokens';
import { unauthorized } from '../lib/app-error';

/** Paths that answer without a key: health checks and the public API description. */
const OPEN_PATHS = new Set(['/api/health', '/api/docs']);

/**
 * Files the browser fetches by address (an export's signed download link): a navigation sends no
 * headers, and the signed address itself is the credential, checked by the route.
 */
const DOWNLOAD_ROUTES = new Set(
  Object.values(endpoints)
    .filter((definition) => 'download' in definition && definition.download && definition.access === 'visitor' && definition.method === 'GET')
    .map((definition) => `/api${definition.path}`),
);

export function requireApiKey(apiKey: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (OPEN_PATHS.has(request.url.split('?')[0] ?? '')) return;
    if ((request.method === 'GET' || request.method === 'HEAD') && DOWNLOAD_ROUTES.has(request.routeOptions.url ?? '')) return;
    const presented = request.headers['x-api-key'];
    if (typeof presented !== 'string' || !secretsMatch(presented, apiKey)) throw unauthorized(MESSAGES.missingApiKey);
  };
}
