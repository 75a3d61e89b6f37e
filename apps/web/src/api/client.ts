// The browser's API client: window.fetch, localStorage, window focus and page navigation. Tests
// build their own with createApiClient and fakes.
import { DEFAULT_API_KEY } from '@stash/shared';
import { createApiClient, type ApiClientDependencies } from './api-client';
import { createMemoryStorage, type KeyValueStorage } from './key-value-storage';

type Env = Readonly<Record<string, unknown>>;

function envText(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** localStorage, or page-lifetime storage where the browser refuses it (some private modes). */
function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

export function browserDependencies(env: Env = import.meta.env): ApiClientDependencies {
  return {
    // Looked up per call so a fetch installed after start-up (a test stub, a polyfill) is used.
    fetch: (url, init) => window.fetch(url, init),
    storage: browserStorage(),
    // A full page load, so nothing held in memory (query caches included) outlives the member.
    navigate: (path) => window.location.assign(path),
    watchFocus: (listener) => window.addEventListener('focus', listener),
    baseUrl: envText(env, 'VITE_API_BASE_URL') ?? '/api',
    apiKey: envText(env, 'VITE_STASH_API_KEY') ?? DEFAULT_API_KEY,
  };
}

export const apiClient = createApiClient(browserDependencies());
