// The member's session in the extension's own storage (chrome.storage.local: web pages never see
// it): which server, the token pair and who signed in. The server address outlives a sign-out, so
// the sign-in form offers it again.
import { userSchema, type User } from '@stash/shared';

export interface StoredSession {
  /** The server's origin, e.g. http://localhost:8080; the API is under /api on it. */
  server: string;
  accessToken: string;
  refreshToken: string;
  user: User;
}

/** The part of chrome.storage.StorageArea the store uses, so tests can pass a fake. */
export interface StorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface SessionStore {
  load(): Promise<StoredSession | null>;
  save(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
  /** The server last signed in to, if any. */
  lastServer(): Promise<string | null>;
}

const SESSION_KEY = 'stash_session';
const SERVER_KEY = 'stash_server';

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** A stored value as a session; anything else (an older shape, a damaged entry) reads as none. */
function readSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { server, accessToken, refreshToken, user } = value as Record<string, unknown>;
  const parsedUser = userSchema.safeParse(user);
  if (!isText(server) || !isText(accessToken) || !isText(refreshToken) || !parsedUser.success) return null;
  return { server, accessToken, refreshToken, user: parsedUser.data };
}

export function createSessionStore(area: StorageArea): SessionStore {
  return {
    async load() {
      const items = await area.get(SESSION_KEY);
      return readSession(items[SESSION_KEY]);
    },
    async save(session) {
      await area.set({ [SESSION_KEY]: session, [SERVER_KEY]: session.server });
    },
    async clear() {
      await area.remove(SESSION_KEY);
    },
    async lastServer() {
      const items = await area.get(SERVER_KEY);
      const server = items[SERVER_KEY];
      return isText(server) ? server : null;
    },
  };
}
