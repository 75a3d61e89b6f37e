// Stand-ins for the browser and the server in unit tests: chrome.storage.local in memory, and a
// Stash server that answers the calls the extension makes and rotates refresh tokens as the real
// one does (a refresh token works once).
import { DEFAULT_API_KEY } from '@stash/shared';
import type { StorageArea } from '../session-store';

export function createMemoryArea(initial: Record<string, unknown> = {}): StorageArea & { items: Record<string, unknown> } {
  const items: Record<string, unknown> = structuredClone(initial);
  return {
    items,
    async get(key) {
      return key in items ? { [key]: structuredClone(items[key]) } : {};
    },
    async set(values) {
      Object.assign(items, structuredClone(values));
    },
    async remove(key) {
      delete items[key];
    },
  };
}

export const member = { user_id: 'u1', email: 'ana@example.com', sender_ids: [], is_admin: false };

export interface FakeRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A fake Stash server on fetch: every request is recorded; `live` holds the tokens it accepts now. */
export function createFakeServer() {
  let generation = 1;
  const live = { access: 'access-1', refresh: 'refresh-1' };
  const requests: FakeRequest[] = [];
  const saved = new Set<string>();
  const server = {
    requests,
    live,
    /** What the next save answers instead of the usual, once. */
    nextSaveAnswer: null as { status: number; body?: unknown } | null,
    /** Refresh calls fail with this status while set. */
    refuseRefresh: null as number | null,
    /** Answers waiting for `release` when set (to see two callers share one refresh). */
    holdRefresh: null as Promise<void> | null,
    /** Makes the current access token stale, as its expiry would. */
    expireAccessToken() {
      live.access = `access-expired-${generation}`;
    },
    fetch: async (url: string, init: RequestInit): Promise<Response> => {
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      requests.push({ url, method: init.method ?? 'GET', headers, body });
      const path = new URL(url).pathname;
      const json = (status: number, value?: unknown) =>
        new Response(value === undefined ? null : JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
      if (headers['x-api-key'] !== DEFAULT_API_KEY) return json(401, { error: 'Missing or invalid API key', code: 'UNAUTHORIZED' });

      const issue = () => {
        generation += 1;
        live.access = `access-${generation}`;
        live.refresh = `refresh-${generation}`;
        return { access_token: live.access, refresh_token: live.refresh, user: member };
      };

      if (path === '/api/auth/login') {
        if (body.password !== 'right') return json(401, { error: 'Invalid email or password. Please try again.', code: 'UNAUTHORIZED' });
        return json(200, issue());
      }
      if (path === '/api/auth/refresh') {
        if (server.holdRefresh) await server.holdRefresh;
        if (server.refuseRefresh) return json(server.refuseRefresh, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' });
        if (body.refresh_token !== live.refresh) return json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' });
        return json(200, issue());
      }
      if (path === '/api/auth/logout') return json(204);
      if (path === '/api/ios-share/saves') {
        if (headers.authorization !== `Bearer ${live.access}`) return json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' });
        if (server.nextSaveAnswer) {
          const answer = server.nextSaveAnswer;
          server.nextSaveAnswer = null;
          return json(answer.status, answer.body);
        }
        const link = String(body.url);
        const duplicate = saved.has(link);
        saved.add(link);
        return json(duplicate ? 200 : 202, { id: 'post-1', status: 'pending', duplicate, url: link });
      }
      return json(404, { error: 'Not found', code: 'NOT_FOUND' });
    },
  };
  return server;
}
