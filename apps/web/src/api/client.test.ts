import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_KEY, endpoints } from '@stash/shared';
import { apiClient, browserDependencies } from './client';
import { json } from './testing/fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('browserDependencies', () => {
  it('defaults to /api and the shared API key', () => {
    const deps = browserDependencies({});
    expect([deps.baseUrl, deps.apiKey]).toEqual(['/api', DEFAULT_API_KEY]);
    expect(browserDependencies({ VITE_API_BASE_URL: '', VITE_STASH_API_KEY: '' }).apiKey).toBe(DEFAULT_API_KEY);
  });

  it('takes the base URL and API key from the build environment', () => {
    const deps = browserDependencies({ VITE_API_BASE_URL: 'https://api.example.com', VITE_STASH_API_KEY: 'k' });
    expect([deps.baseUrl, deps.apiKey]).toEqual(['https://api.example.com', 'k']);
  });

  it('uses localStorage, or memory when the browser refuses it', () => {
    expect(browserDependencies({}).storage).toBe(window.localStorage);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = browserDependencies({}).storage;
    storage.setItem('stash_access_token', 'a');
    expect(storage.getItem('stash_access_token')).toBe('a');
  });

  it('listens for window focus', () => {
    const listener = vi.fn();
    browserDependencies({}).watchFocus(listener);
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('apiClient', () => {
  it('calls window.fetch under /api with the API key', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json(200, { valid: true })));
    vi.stubGlobal('fetch', fetch);
    await expect(apiClient.call(endpoints.claimValidateToken, { body: { token_id: 't' } })).resolves.toEqual({ valid: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/claim/validate-token');
    expect(new Headers(init?.headers).get('x-api-key')).toBe(DEFAULT_API_KEY);
  });

  it('keeps credentials in localStorage', () => {
    apiClient.signIn({
      accessToken: 'a',
      refreshToken: 'r',
      user: { user_id: 'u', email: 'u@example.com', sender_ids: [], is_admin: false },
    });
    expect(localStorage.getItem('stash_access_token')).toBe('a');
  });
});
