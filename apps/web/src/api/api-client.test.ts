import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '@stash/shared';
import { json } from './testing/fake-fetch';
import { ana, ben } from './testing/fixtures';
import { makeJwt } from './testing/jwt';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient, START } from './testing/setup-api-client';

const refreshed = (token: string) => () => json(200, { access_token: token, refresh_token: 'refresh-2', user: ana });

describe('createApiClient: headers and tokens', () => {
  it('sends member calls to /api with the default API key and the bearer token', async () => {
    const { client, store, calls } = setupApiClient({ 'GET /api/profile': () => json(200, { name: 'Ana' }) });
    store();
    await expect(client.get('/profile')).resolves.toEqual({ name: 'Ana' });
    expect(calls[0]?.headers).toEqual({ 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${FRESH_TOKEN}` });
  });

  it('sends deletes as member calls and reads their empty answer', async () => {
    const { client, store, calls } = setupApiClient({ 'DELETE /api/tags/t1': () => new Response(null, { status: 204 }) });
    store();
    await expect(client.delete('/tags/t1')).resolves.toBeUndefined();
    expect(calls[0]?.headers).toEqual({ 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${FRESH_TOKEN}` });
  });

  it('uses the configured base URL and API key', async () => {
    const { client, calls } = setupApiClient(
      { 'POST https://api.example.com/v/auth/login': () => json(200, {}) },
      { baseUrl: 'https://api.example.com/v/', apiKey: 'other-key' },
    );
    await client.post('/auth/login', { email: 'a' }, { access: 'visitor' });
    expect(calls[0]?.headers['x-api-key']).toBe('other-key');
  });

  it('fails a member call without a stored token before any fetch', async () => {
    const { client, calls } = setupApiClient({});
    expect(await rejectionOf(client.get('/profile'))).toMatchObject({
      message: 'No authentication token',
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(calls).toHaveLength(0);
  });

  it('sends visitor calls without a bearer token even when signed in', async () => {
    const { client, store, calls } = setupApiClient({ 'POST /api/claim/validate-token': () => json(200, { valid: true }) });
    store();
    await client.post('/claim/validate-token', { token_id: 't' }, { access: 'visitor' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('createApiClient: GET cache', () => {
  it('answers a repeated GET from the cache for 60 s', async () => {
    const { client, store, callsTo, advance } = setupApiClient({ 'GET /api/tags': () => json(200, ['a']) });
    store();
    await client.get('/tags');
    advance(59_999);
    await expect(client.get('/tags')).resolves.toEqual(['a']);
    expect(callsTo('GET /api/tags')).toHaveLength(1);
    advance(1);
    await client.get('/tags');
    expect(callsTo('GET /api/tags')).toHaveLength(2);
  });

  it('keys the cache by query string', async () => {
    const { client, store, calls } = setupApiClient({
      'GET /api/profile/username-check?username=ana': () => json(200, { available: false }),
      'GET /api/profile/username-check?username=bea': () => json(200, { available: true }),
    });
    store();
    await client.get('/profile/username-check?username=ana');
    await expect(client.get('/profile/username-check?username=bea')).resolves.toEqual({ available: true });
    expect(calls).toHaveLength(2);
  });

  it('keys the cache by member, so another member never reads it', async () => {
    const { client, store, calls } = setupApiClient({
      'GET /api/profile': (call) => json(200, { for: call.headers.authorization }),
    });
    store();
    await client.get('/profile');
    // Ben signs in from another tab: same storage, no sign-in through this client.
    const bensToken = makeJwt(START + 60 * 60_000, { sub: ben.user_id });
    store({ accessToken: bensToken, user: ben });
    await expect(client.get('/profile')).resolves.toEqual({ for: `Bearer ${bensToken}` });
    expect(calls).toHaveLength(2);
  });

  it('does not cache failures or non-GET calls', async () => {
    let status = 500;
    const { client, store, callsTo } = setupApiClient({
      'GET /api/tags': () => json(status, status === 200 ? ['a'] : { error: 'down' }),
      'POST /api/tags': () => json(200, { id: 't1' }),
    });
    store();
    await rejectionOf(client.get('/tags'));
    status = 200;
    await client.get('/tags');
    expect(callsTo('GET /api/tags')).toHaveLength(2);
    await client.post('/tags', { name: 'x' });
    await client.post('/tags', { name: 'x' });
    expect(callsTo('POST /api/tags')).toHaveLength(2);
  });

  it('keeps unrelated entries after a mutation and drops a prefix on invalidate', async () => {
    const { client, store, callsTo } = setupApiClient({
      'GET /api/profile': () => json(200, { name: 'Ana' }),
      'GET /api/tags': () => json(200, []),
      'PUT /api/profile': () => json(200, { name: 'Ana B' }),
    });
    store();
    await client.get('/profile');
    await client.get('/tags');
    await client.put('/profile', { name: 'Ana B' });
    await client.get('/profile');
    expect(callsTo('GET /api/profile')).toHaveLength(1);

    client.invalidate('/profile');
    await client.get('/profile');
    await client.get('/tags');
    expect(callsTo('GET /api/profile')).toHaveLength(2);
    expect(callsTo('GET /api/tags')).toHaveLength(1);
  });

  it('clears the cache on sign-out', async () => {
    const { client, callsTo } = setupApiClient({
      'GET /api/health': () => json(200, { status: 'ok' }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await client.get('/health', { access: 'visitor' });
    await client.session.signOut();
    await client.get('/health', { access: 'visitor' });
    expect(callsTo('GET /api/health')).toHaveLength(2);
  });
});

describe('createApiClient: rate limit', () => {
  it('makes no call once 60 have gone out in a minute', async () => {
    const { client, store, calls, advance } = setupApiClient({ 'POST /api/posts/list': () => json(200, { posts: [] }) });
    store();
    for (let i = 0; i < 60; i += 1) await client.post('/posts/list', {});
    expect(await rejectionOf(client.post('/posts/list', {}))).toMatchObject({
      message: 'Rate limit exceeded. Please try again later.',
      code: 'RATE_LIMITED',
      status: 429,
    });
    expect(calls).toHaveLength(60);
    advance(60_000);
    await client.post('/posts/list', {});
    expect(calls).toHaveLength(61);
  });
});

describe('createApiClient: refresh before expiry', () => {
  it('refreshes a token within 5 minutes of expiry before the call', async () => {
    const newToken = makeJwt(START + 60 * 60_000);
    const { client, store, calls, credentials } = setupApiClient({
      'POST /api/auth/refresh': refreshed(newToken),
      'GET /api/profile': () => json(200, {}),
    });
    store({ accessToken: makeJwt(START + 5 * 60_000) });
    await client.get('/profile');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/refresh', 'GET /api/profile']);
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${newToken}`);
    expect(credentials.refreshToken()).toBe('refresh-2');
  });

  it('does not refresh a token with more than 5 minutes left', async () => {
    const { client, store, callsTo } = setupApiClient({ 'GET /api/profile': () => json(200, {}) });
    store({ accessToken: makeJwt(START + 5 * 60_000 + 1_000) });
    await client.get('/profile');
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('shares one refresh between concurrent calls', async () => {
    const { client, store, callsTo } = setupApiClient({
      'POST /api/auth/refresh': refreshed(FRESH_TOKEN),
      'GET /api/profile': () => json(200, {}),
      'GET /api/tags': () => json(200, []),
      'POST /api/posts/list': () => json(200, {}),
    });
    store({ accessToken: makeJwt(START + 60_000) });
    await Promise.all([client.get('/profile'), client.get('/tags'), client.post('/posts/list', {})]);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('signs out and makes no call when the refresh is refused', async () => {
    const { client, callsTo, navigations, credentials } = setupApiClient({
      'POST /api/auth/refresh': () => json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' }),
      'GET /api/profile': () => json(200, {}),
    });
    client.signIn({ accessToken: makeJwt(START + 60_000), refreshToken: 'refresh-1', user: ana });
    expect(await rejectionOf(client.get('/profile'))).toMatchObject({ message: 'Token refresh failed', status: 401 });
    expect(callsTo('GET /api/profile')).toHaveLength(0);
    expect(credentials.accessToken()).toBeNull();
    expect(client.session.getState()).toEqual({ status: 'signed_out', user: null });
    expect(navigations).toEqual(['/']);
  });

  it('goes on with a still-valid token when the refresh cannot reach the server', async () => {
    const expiring = makeJwt(START + 60_000);
    const { client, store, callsTo, navigations } = setupApiClient({
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('offline')),
      'GET /api/profile': () => json(200, { ok: true }),
    });
    store({ accessToken: expiring });
    await expect(client.get('/profile')).resolves.toEqual({ ok: true });
    expect(callsTo('GET /api/profile')[0]?.headers.authorization).toBe(`Bearer ${expiring}`);
    expect(navigations).toEqual([]);
  });

  it('fails the call when the token has expired and the refresh cannot reach the server', async () => {
    const { client, store, callsTo, credentials } = setupApiClient({
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('offline')),
      'GET /api/profile': () => json(200, {}),
    });
    store({ accessToken: makeJwt(START - 1_000) });
    expect(await rejectionOf(client.get('/profile'))).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(callsTo('GET /api/profile')).toHaveLength(0);
    expect(credentials.refreshToken()).toBe('refresh-1');
  });
});

describe('createApiClient: 401 and 403 answers', () => {
  it('refreshes once and retries once after a 401', async () => {
    const newToken = makeJwt(START + 60 * 60_000, { n: 2 });
    const { client, store, callsTo } = setupApiClient({
      'POST /api/auth/refresh': refreshed(newToken),
      'GET /api/profile': (call) =>
        call.headers.authorization === `Bearer ${newToken}` ? json(200, { ok: true }) : json(401, { error: 'expired' }),
    });
    store();
    await expect(client.get('/profile')).resolves.toEqual({ ok: true });
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(callsTo('GET /api/profile').map((call) => call.headers.authorization)).toEqual([
      `Bearer ${FRESH_TOKEN}`,
      `Bearer ${newToken}`,
    ]);
  });

  it('clears tokens and goes to / when the retry is refused again', async () => {
    const { client, callsTo, credentials, navigations } = setupApiClient({
      'POST /api/auth/refresh': refreshed(FRESH_TOKEN),
      'GET /api/profile': () => json(401, { error: 'Unauthorized - token expired or invalid', code: 'UNAUTHORIZED' }),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    expect(await rejectionOf(client.get('/profile'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(callsTo('GET /api/profile')).toHaveLength(2);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(credentials.accessToken()).toBeNull();
    expect(client.session.getState().status).toBe('signed_out');
    expect(navigations).toEqual(['/']);
  });

  it('clears tokens and goes to / when the refresh after a 401 is refused', async () => {
    const { client, callsTo, credentials, navigations } = setupApiClient({
      'POST /api/auth/refresh': () => json(401, {}),
      'GET /api/profile': () => json(401, {}),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    expect(await rejectionOf(client.get('/profile'))).toMatchObject({ message: 'Token refresh failed' });
    expect(callsTo('GET /api/profile')).toHaveLength(1);
    expect(credentials.refreshToken()).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('signs out and goes to / on a 403 without refreshing or retrying', async () => {
    const { client, calls, credentials, navigations } = setupApiClient({
      'GET /api/profile': () => json(403, { error: 'Forbidden', code: 'FORBIDDEN' }),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    expect(await rejectionOf(client.get('/profile'))).toMatchObject({ message: 'Forbidden', status: 403, code: 'FORBIDDEN' });
    expect(calls).toHaveLength(1);
    expect(credentials.accessToken()).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('navigates once when several calls are refused together', async () => {
    const { client, navigations } = setupApiClient({
      'GET /api/profile': () => json(403, {}),
      'GET /api/tags': () => json(403, {}),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    await Promise.allSettled([client.get('/profile'), client.get('/tags')]);
    expect(navigations).toEqual(['/']);
  });

  it('leaves the session alone on other errors', async () => {
    const { client, store, calls, credentials, navigations } = setupApiClient({
      'GET /api/posts/x': () => json(404, { error: 'Not found', code: 'NOT_FOUND' }),
      'GET /api/tags': () => json(500, {}),
    });
    store();
    expect(await rejectionOf(client.get('/posts/x'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejectionOf(client.get('/tags'))).toMatchObject({ message: 'HTTP 500', code: 'SERVER_ERROR' });
    expect(calls).toHaveLength(2);
    expect(credentials.accessToken()).toBe(FRESH_TOKEN);
    expect(navigations).toEqual([]);
  });

  it('never refreshes or signs out on a visitor call answered 401', async () => {
    const { client, store, calls, credentials, navigations } = setupApiClient({
      'POST /api/auth/login': () => json(401, { error: 'Invalid email or password. Please try again.', code: 'UNAUTHORIZED' }),
    });
    store();
    await rejectionOf(client.post('/auth/login', {}, { access: 'visitor' }));
    expect(calls).toHaveLength(1);
    expect(credentials.accessToken()).toBe(FRESH_TOKEN);
    expect(navigations).toEqual([]);
  });
});
