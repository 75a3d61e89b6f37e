import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, endpoints } from '@stash/shared';
import { json } from './testing/fake-fetch';
import { ana, anaProfile } from './testing/fixtures';
import { makeJwt } from './testing/jwt';
import { rejectionOf } from './testing/setup-client';
import { makeListResponse } from './testing/posts';
import { FRESH_TOKEN, setupApiClient, START } from './testing/setup-api-client';

const refreshed = (token: string) => () => json(200, { access_token: token, refresh_token: 'refresh-2', user: ana });

describe('createApiClient: headers and tokens', () => {
  it('sends member calls to /api with the default API key and the bearer token', async () => {
    const { client, store, calls } = setupApiClient({ 'GET /api/profile': () => json(200, anaProfile) });
    store();
    await expect(client.call(endpoints.profileGet, {})).resolves.toEqual(anaProfile);
    expect(calls[0]?.headers).toEqual({ 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${FRESH_TOKEN}` });
  });

  it('sends deletes as member calls and reads their empty answer', async () => {
    const { client, store, calls } = setupApiClient({ 'DELETE /api/tags/t1': () => new Response(null, { status: 204 }) });
    store();
    await expect(client.call(endpoints.tagsDelete, { params: { id: 't1' } })).resolves.toBeUndefined();
    expect(calls[0]?.headers).toEqual({ 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${FRESH_TOKEN}` });
  });

  it('uses the configured base URL and API key', async () => {
    const { client, calls } = setupApiClient(
      { 'POST https://api.example.com/v/auth/login': () => json(200, { access_token: FRESH_TOKEN, refresh_token: 'refresh-1', user: ana }) },
      { baseUrl: 'https://api.example.com/v/', apiKey: 'other-key' },
    );
    await client.call(endpoints.authLogin, { body: { email: 'ana@example.com', password: 'secret' } });
    expect(calls[0]?.headers['x-api-key']).toBe('other-key');
  });

  it('fails a member call without a stored token before any fetch', async () => {
    const { client, calls } = setupApiClient({});
    expect(await rejectionOf(client.call(endpoints.profileGet, {}))).toMatchObject({
      message: 'No authentication token',
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(calls).toHaveLength(0);
  });

  it('sends visitor calls without a bearer token even when signed in', async () => {
    const { client, store, calls } = setupApiClient({ 'POST /api/claim/validate-token': () => json(200, { valid: true }) });
    store();
    await client.call(endpoints.claimValidateToken, { body: { token_id: 't' } });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('createApiClient: typed calls', () => {
  it("builds the address from the definition's path, params and query, and parses the answer", async () => {
    const related = { entity_id: 'e 1', related_entities: [], total: 0 };
    const { client, store, calls } = setupApiClient({ 'GET /api/entities/related/e%201?limit=5': () => json(200, related) });
    store();
    await expect(client.call(endpoints.entitiesRelated, { params: { id: 'e 1' }, query: { limit: 5 } })).resolves.toEqual(related);
    expect(calls).toHaveLength(1);
  });

  it("sends the body as JSON with the definition's method", async () => {
    const { client, store, calls } = setupApiClient({ 'PUT /api/tags/post/p1': () => json(200, { tags: [] }) });
    store();
    await client.call(endpoints.tagsSetOfPost, { params: { postId: 'p1' }, body: { tagIds: ['t1'] } });
    expect(calls[0]?.body).toEqual({ tagIds: ['t1'] });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('rejects an answer of another shape, in the wording asked for', async () => {
    const { client, store } = setupApiClient({ 'GET /api/profile': () => json(200, { name: 42 }) });
    store();
    expect(await rejectionOf(client.call(endpoints.profileGet, {}))).toMatchObject({ message: 'Invalid response from server', status: 502 });
    expect(await rejectionOf(client.call(endpoints.profileGet, {}, { invalidResponseMessage: 'Odd answer' }))).toMatchObject({ message: 'Odd answer' });
  });

  it('rejects a refused claim step ({success: false}) with its reason when asked to', async () => {
    const { client } = setupApiClient({ 'POST /api/claim/verify-magic-link': () => json(200, { success: false, error: 'Link used' }) });
    expect(await rejectionOf(client.call(endpoints.claimVerifyMagicLink, { body: { link_id: 'l1' } }, { refusedMessage: 'Failed' }))).toMatchObject({
      message: 'Link used',
      status: 400,
    });
  });

  it('makes every call it is asked for: keeping answers is the query cache\'s job', async () => {
    const { client, store, callsTo } = setupApiClient({ 'GET /api/tags': () => json(200, { tags: [] }) });
    store();
    await client.call(endpoints.tagsList, {});
    await client.call(endpoints.tagsList, {});
    expect(callsTo('GET /api/tags')).toHaveLength(2);
  });
});

describe('createApiClient: rate limit', () => {
  it('makes no call once 60 have gone out in a minute', async () => {
    const { client, store, calls, advance } = setupApiClient({ 'POST /api/posts/list': () => json(200, makeListResponse([])) });
    store();
    for (let i = 0; i < 60; i += 1) await client.call(endpoints.postsList, { body: {} });
    expect(await rejectionOf(client.call(endpoints.postsList, { body: {} }))).toMatchObject({
      message: 'Rate limit exceeded. Please try again later.',
      code: 'RATE_LIMITED',
      status: 429,
    });
    expect(calls).toHaveLength(60);
    advance(60_000);
    await client.call(endpoints.postsList, { body: {} });
    expect(calls).toHaveLength(61);
  });
});

describe('createApiClient: refresh before expiry', () => {
  it('refreshes a token within 5 minutes of expiry before the call', async () => {
    const newToken = makeJwt(START + 60 * 60_000);
    const { client, store, calls, credentials } = setupApiClient({
      'POST /api/auth/refresh': refreshed(newToken),
      'GET /api/profile': () => json(200, anaProfile),
    });
    store({ accessToken: makeJwt(START + 5 * 60_000) });
    await client.call(endpoints.profileGet, {});
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/refresh', 'GET /api/profile']);
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${newToken}`);
    expect(credentials.refreshToken()).toBe('refresh-2');
  });

  it('does not refresh a token with more than 5 minutes left', async () => {
    const { client, store, callsTo } = setupApiClient({ 'GET /api/profile': () => json(200, anaProfile) });
    store({ accessToken: makeJwt(START + 5 * 60_000 + 1_000) });
    await client.call(endpoints.profileGet, {});
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('shares one refresh between concurrent calls', async () => {
    const { client, store, callsTo } = setupApiClient({
      'POST /api/auth/refresh': refreshed(FRESH_TOKEN),
      'GET /api/profile': () => json(200, anaProfile),
      'GET /api/tags': () => json(200, { tags: [] }),
      'POST /api/posts/list': () => json(200, makeListResponse([])),
    });
    store({ accessToken: makeJwt(START + 60_000) });
    await Promise.all([client.call(endpoints.profileGet, {}), client.call(endpoints.tagsList, {}), client.call(endpoints.postsList, { body: {} })]);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('signs out and makes no call when the refresh is refused', async () => {
    const { client, callsTo, navigations, credentials } = setupApiClient({
      'POST /api/auth/refresh': () => json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' }),
      'GET /api/profile': () => json(200, anaProfile),
    });
    client.signIn({ accessToken: makeJwt(START + 60_000), refreshToken: 'refresh-1', user: ana });
    expect(await rejectionOf(client.call(endpoints.profileGet, {}))).toMatchObject({ message: 'Token refresh failed', status: 401 });
    expect(callsTo('GET /api/profile')).toHaveLength(0);
    expect(credentials.accessToken()).toBeNull();
    expect(client.session.getState()).toEqual({ status: 'signed_out', user: null });
    expect(navigations).toEqual(['/']);
  });

  it('goes on with a still-valid token when the refresh cannot reach the server', async () => {
    const expiring = makeJwt(START + 60_000);
    const { client, store, callsTo, navigations } = setupApiClient({
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('offline')),
      'GET /api/profile': () => json(200, anaProfile),
    });
    store({ accessToken: expiring });
    await expect(client.call(endpoints.profileGet, {})).resolves.toEqual(anaProfile);
    expect(callsTo('GET /api/profile')[0]?.headers.authorization).toBe(`Bearer ${expiring}`);
    expect(navigations).toEqual([]);
  });

  it('fails the call when the token has expired and the refresh cannot reach the server', async () => {
    const { client, store, callsTo, credentials } = setupApiClient({
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('offline')),
      'GET /api/profile': () => json(200, anaProfile),
    });
    store({ accessToken: makeJwt(START - 1_000) });
    expect(await rejectionOf(client.call(endpoints.profileGet, {}))).toMatchObject({ code: 'NETWORK_ERROR' });
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
        call.headers.authorization === `Bearer ${newToken}` ? json(200, anaProfile) : json(401, { error: 'expired' }),
    });
    store();
    await expect(client.call(endpoints.profileGet, {})).resolves.toEqual(anaProfile);
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
    expect(await rejectionOf(client.call(endpoints.profileGet, {}))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
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
    expect(await rejectionOf(client.call(endpoints.profileGet, {}))).toMatchObject({ message: 'Token refresh failed' });
    expect(callsTo('GET /api/profile')).toHaveLength(1);
    expect(credentials.refreshToken()).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('signs out and goes to / on a 403 without refreshing or retrying', async () => {
    const { client, calls, credentials, navigations } = setupApiClient({
      'GET /api/profile': () => json(403, { error: 'Forbidden', code: 'FORBIDDEN' }),
    });
    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    expect(await rejectionOf(client.call(endpoints.profileGet, {}))).toMatchObject({ message: 'Forbidden', status: 403, code: 'FORBIDDEN' });
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
    await Promise.allSettled([client.call(endpoints.profileGet, {}), client.call(endpoints.tagsList, {})]);
    expect(navigations).toEqual(['/']);
  });

  it('leaves the session alone on other errors', async () => {
    const { client, store, calls, credentials, navigations } = setupApiClient({
      'GET /api/tags/x': () => json(404, { error: 'Not found', code: 'NOT_FOUND' }),
      'GET /api/tags': () => json(500, {}),
    });
    store();
    expect(await rejectionOf(client.call(endpoints.tagsGet, { params: { id: 'x' } }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejectionOf(client.call(endpoints.tagsList, {}))).toMatchObject({ message: 'HTTP 500', code: 'SERVER_ERROR' });
    expect(calls).toHaveLength(2);
    expect(credentials.accessToken()).toBe(FRESH_TOKEN);
    expect(navigations).toEqual([]);
  });

  it('never refreshes or signs out on a visitor call answered 401', async () => {
    const { client, store, calls, credentials, navigations } = setupApiClient({
      'POST /api/auth/login': () => json(401, { error: 'Invalid email or password. Please try again.', code: 'UNAUTHORIZED' }),
    });
    store();
    await rejectionOf(client.call(endpoints.authLogin, { body: { email: 'ana@example.com', password: 'wrong' } }));
    expect(calls).toHaveLength(1);
    expect(credentials.accessToken()).toBe(FRESH_TOKEN);
    expect(navigations).toEqual([]);
  });
});
