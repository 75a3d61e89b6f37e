import { describe, expect, it } from 'vitest';
import { createCredentialStore, STORAGE_KEYS } from './credentials';
import { createMemoryStorage } from './key-value-storage';
import { ana } from './testing/fixtures';

describe('createCredentialStore', () => {
  it('saves under the stash_ keys with the version markers', () => {
    const storage = createMemoryStorage();
    createCredentialStore(storage).save({ accessToken: 'a', refreshToken: 'r', user: ana });
    expect(storage.getItem('stash_access_token')).toBe('a');
    expect(storage.getItem('stash_refresh_token')).toBe('r');
    expect(JSON.parse(storage.getItem('stash_user_data') ?? '')).toEqual(ana);
    expect(storage.getItem('stash_token_version')).toBe('1');
    expect(storage.getItem('stash_api_version')).toBe('v2.0.1');
  });

  it('reads back what it saved', () => {
    const store = createCredentialStore(createMemoryStorage());
    store.save({ accessToken: 'a', refreshToken: 'r', user: ana });
    expect([store.accessToken(), store.refreshToken(), store.user(), store.isCurrentVersion()]).toEqual([
      'a', 'r', ana, true,
    ]);
  });

  it('treats unreadable user data as absent', () => {
    const storage = createMemoryStorage();
    const store = createCredentialStore(storage);
    storage.setItem(STORAGE_KEYS.userData, '{not json');
    expect(store.user()).toBeNull();
    storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ user_id: 1 }));
    expect(store.user()).toBeNull();
  });

  it('flags credentials from another API version', () => {
    const storage = createMemoryStorage();
    const store = createCredentialStore(storage);
    store.save({ accessToken: 'a', refreshToken: 'r', user: ana });
    storage.setItem(STORAGE_KEYS.apiVersion, 'v1.0.0');
    expect(store.isCurrentVersion()).toBe(false);
  });

  it('clears every key', () => {
    const storage = createMemoryStorage();
    const store = createCredentialStore(storage);
    store.save({ accessToken: 'a', refreshToken: 'r', user: ana });
    storage.setItem('stash_theme', 'dark');
    store.clear();
    expect(Object.values(STORAGE_KEYS).map((key) => storage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(storage.getItem('stash_theme')).toBe('dark');
  });
});
