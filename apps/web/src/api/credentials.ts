// The signed-in member's tokens and user, kept in storage under the product's keys (spec
// section 9) so a reload stays signed in.
import { API_VERSION, STORAGE_PREFIX, userSchema, type User } from '@stash/shared';
import type { KeyValueStorage } from './key-value-storage';

export const STORAGE_KEYS = {
  accessToken: `${STORAGE_PREFIX}access_token`,
  refreshToken: `${STORAGE_PREFIX}refresh_token`,
  userData: `${STORAGE_PREFIX}user_data`,
  tokenVersion: `${STORAGE_PREFIX}token_version`,
  apiVersion: `${STORAGE_PREFIX}api_version`,
} as const;

/**
 * The layout of what is stored. Stored credentials written under another layout or API version are
 * dropped rather than guessed at, which signs the member out once after an incompatible release.
 */
const TOKEN_VERSION = '1';

export interface Credentials {
  accessToken: string;
  refreshToken: string;
  user: User;
}

export interface CredentialStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** The saved user, or null when absent or unreadable. */
  user(): User | null;
  /** Whether stored credentials come from this layout and API version. */
  isCurrentVersion(): boolean;
  save(credentials: Credentials): void;
  clear(): void;
}

export function createCredentialStore(storage: KeyValueStorage): CredentialStore {
  return {
    accessToken: () => storage.getItem(STORAGE_KEYS.accessToken) || null,
    refreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken) || null,
    user() {
      const raw = storage.getItem(STORAGE_KEYS.userData);
      if (!raw) return null;
      try {
        const parsed = userSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    isCurrentVersion: () =>
      storage.getItem(STORAGE_KEYS.tokenVersion) === TOKEN_VERSION &&
      storage.getItem(STORAGE_KEYS.apiVersion) === API_VERSION,
    save({ accessToken, refreshToken, user }) {
      storage.setItem(STORAGE_KEYS.accessToken, accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
      storage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
      storage.setItem(STORAGE_KEYS.tokenVersion, TOKEN_VERSION);
      storage.setItem(STORAGE_KEYS.apiVersion, API_VERSION);
    },
    clear() {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    },
  };
}
