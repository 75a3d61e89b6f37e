import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@stash/shared';
import { STORAGE_KEYS } from './credentials';
import { json } from './testing/fake-fetch';
import { ana, anaProfile, ben } from './testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

const refreshAs = (user = ana) => () => json(200, { access_token: FRESH_TOKEN, refresh_token: 'refresh-2', user });

describe('session.initialise', () => {
  it('starts loading and ends signed out, without calls, when nothing is stored', async () => {
    const { client, calls } = setupApiClient({});
    expect(client.session.getState()).toEqual({ status: 'loading', user: null });
    await client.session.initialise();
    expect(client.session.getState()).toEqual({ status: 'signed_out', user: null });
    expect(calls).toHaveLength(0);
  });

  it('signs out and clears user data stored without tokens', async () => {
    const { client, store, storage, calls } = setupApiClient({});
    store();
    storage.removeItem(STORAGE_KEYS.accessToken);
    storage.removeItem(STORAGE_KEYS.refreshToken);
    await client.session.initialise();
    expect(client.session.getState().status).toBe('signed_out');
    expect(storage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('drops credentials saved by another API version', async () => {
    const { client, store, storage, calls } = setupApiClient({});
    store();
    storage.setItem(STORAGE_KEYS.apiVersion, 'v1.9.0');
    await client.session.initialise();
    expect(client.session.getState().status).toBe('signed_out');
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('restores the saved member and refreshes silently, staying loading until done', async () => {
    let answer = (_response: Response) => {};
    const { client, store, calls, credentials } = setupApiClient({
      'POST /api/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    store();
    const done = client.session.initialise();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(client.session.getState().status).toBe('loading');

    answer(refreshAs({ ...ana, is_admin: true })());
    await done;
    expect(client.session.getState()).toEqual({ status: 'signed_in', user: { ...ana, is_admin: true } });
    expect(credentials.refreshToken()).toBe('refresh-2');
  });

  it('signs out without navigating when the silent refresh is refused', async () => {
    const { client, store, credentials, navigations } = setupApiClient({ 'POST /api/auth/refresh': () => json(401, {}) });
    store();
    await client.session.initialise();
    expect(client.session.getState()).toEqual({ status: 'signed_out', user: null });
    expect(credentials.accessToken()).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('keeps the saved member signed in when the silent refresh cannot reach the server', async () => {
    const { client, store, credentials } = setupApiClient({
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('offline')),
    });
    store();
    await client.session.initialise();
    expect(client.session.getState()).toEqual({ status: 'signed_in', user: ana });
    expect(credentials.accessToken()).toBe(FRESH_TOKEN);
  });

  it('runs once however often it is called', async () => {
    const { client, store, callsTo, focusListeners } = setupApiClient({ 'POST /api/auth/refresh': refreshAs() });
    store();
    await Promise.all([client.session.initialise(), client.session.initialise()]);
    await client.session.initialise();
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(focusListeners).toHaveLength(1);
  });
});

describe('window focus', () => {
  it('signs out and goes to / when the tokens have gone', async () => {
    const { client, store, storage, focus, navigations } = setupApiClient({ 'POST /api/auth/refresh': refreshAs() });
    store();
    await client.session.initialise();
    focus();
    expect(client.session.getState().status).toBe('signed_in');

    storage.removeItem(STORAGE_KEYS.accessToken);
    focus();
    expect(client.session.getState()).toEqual({ status: 'signed_out', user: null });
    expect(storage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('does nothing for a visitor', async () => {
    const { client, focus, navigations } = setupApiClient({});
    await client.session.initialise();
    focus();
    expect(navigations).toEqual([]);
  });
});

describe('signIn and signOut', () => {
  it('signs in: stores the credentials and tells subscribers', () => {
    const { client, credentials } = setupApiClient({});
    const listener = vi.fn();
    client.session.subscribe(listener);
    client.signIn({ accessToken: 'a', refreshToken: 'r', user: ben });
    expect(client.session.getState()).toEqual({ status: 'signed_in', user: ben });
    expect(credentials.user()).toEqual(ben);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('signs out: tells the server, forgets the tokens and goes to /', async () => {
    const { client, calls, storage, navigations } = setupApiClient({
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    await client.session.signOut();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(Object.values(STORAGE_KEYS).map((key) => storage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(client.session.getState()).toEqual({ status: 'signed_out', user: null });
    expect(navigations).toEqual(['/']);
  });

  it('signs out even when the server cannot be told', async () => {
    const { client, credentials, navigations } = setupApiClient({
      'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    await expect(client.session.signOut()).resolves.toBeUndefined();
    expect(credentials.refreshToken()).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('updates the signed-in user from a refresh', async () => {
    const { client, callsTo } = setupApiClient({
      'GET /api/profile': (call) =>
        call.headers.authorization === 'Bearer old' ? json(401, {}) : json(200, anaProfile),
      'POST /api/auth/refresh': refreshAs({ ...ana, sender_ids: ['s-1', 's-2'] }),
    });
    client.signIn({ accessToken: 'old', refreshToken: 'refresh-1', user: ana });
    await client.call(endpoints.profileGet, {});
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(client.session.getState().user?.sender_ids).toEqual(['s-1', 's-2']);
  });
});
