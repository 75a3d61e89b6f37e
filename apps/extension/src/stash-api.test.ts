import { describe, expect, it } from 'vitest';
import { MESSAGES, SAVE_LINK_MESSAGES } from '@stash/shared';
import { EXTENSION_COPY } from './extension-copy';
import { createSessionStore } from './session-store';
import { createStashApi, StashApiError } from './stash-api';
import { createFakeServer, createMemoryArea, member } from './testing/fakes';

const SERVER = 'http://localhost:8080';
const POST = 'https://www.tiktok.com/@coffeewithcami/video/7384012256123915563?_r=1';

async function signedIn() {
  const server = createFakeServer();
  const area = createMemoryArea();
  const store = createSessionStore(area);
  const api = createStashApi({ fetch: server.fetch, store });
  await api.signIn(SERVER, member.email, 'right');
  return { server, area, store, api };
}

function saveCalls(server: ReturnType<typeof createFakeServer>) {
  return server.requests.filter((request) => request.url.endsWith('/api/ios-share/saves'));
}

describe('signing in', () => {
  it('posts the email and password with the API key and keeps the token pair', async () => {
    const { server, store } = await signedIn();
    const [login] = server.requests;
    expect(login).toMatchObject({ url: `${SERVER}/api/auth/login`, method: 'POST', body: { email: member.email, password: 'right' } });
    expect(login!.headers['x-api-key']).toBe('stash-web-client');
    expect(login!.headers.authorization).toBeUndefined();
    expect(await store.load()).toEqual({ server: SERVER, accessToken: server.live.access, refreshToken: server.live.refresh, user: member });
    expect(await store.lastServer()).toBe(SERVER);
  });

  it("words a refusal as the web's login does, and keeps nothing", async () => {
    const server = createFakeServer();
    const store = createSessionStore(createMemoryArea());
    const api = createStashApi({ fetch: server.fetch, store });
    await expect(api.signIn(SERVER, member.email, 'wrong')).rejects.toThrow(MESSAGES.invalidCredentials);
    expect(await store.load()).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    const store = createSessionStore(createMemoryArea());
    const api = createStashApi({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), store });
    await expect(api.signIn(SERVER, member.email, 'right')).rejects.toThrow(EXTENSION_COPY.unreachable(SERVER));
  });
});

describe('saving', () => {
  it("sends the link as the extension's save, with the bearer token", async () => {
    const { server, api } = await signedIn();
    const saved = await api.save(POST);
    expect(saved).toMatchObject({ id: 'post-1', duplicate: false });
    const [call] = saveCalls(server);
    expect(call).toMatchObject({ method: 'POST', body: { url: POST, share_sheet_variant: 'extension' } });
    expect(call!.headers.authorization).toBe(`Bearer ${server.live.access}`);
    expect(call!.headers['x-api-key']).toBe('stash-web-client');
    expect((await api.save(POST)).duplicate).toBe(true);
  });

  it('refuses a link that is not a post before calling, in the web’s words', async () => {
    const { server, api } = await signedIn();
    await expect(api.save('https://example.com/a')).rejects.toThrow(SAVE_LINK_MESSAGES.unsupportedHost);
    await expect(api.save('https://www.instagram.com/vera.eats/')).rejects.toThrow(SAVE_LINK_MESSAGES.notAPost);
    expect(saveCalls(server)).toHaveLength(0);
  });

  it("shows the server's own error text, or the web's fallback when it has none", async () => {
    const { server, api } = await signedIn();
    server.nextSaveAnswer = { status: 400, body: { error: 'That link is too long.', code: 'VALIDATION_ERROR' } };
    await expect(api.save(POST)).rejects.toThrow('That link is too long.');
    server.nextSaveAnswer = { status: 502 };
    await expect(api.save(POST)).rejects.toThrow(EXTENSION_COPY.saveFailed);
  });

  it('asks the member to sign in when there is no session', async () => {
    const server = createFakeServer();
    const api = createStashApi({ fetch: server.fetch, store: createSessionStore(createMemoryArea()) });
    const failure = await api.save(POST).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StashApiError);
    expect(failure).toMatchObject({ message: EXTENSION_COPY.notSignedIn, status: 401 });
    expect(server.requests).toHaveLength(0);
  });
});

describe('refreshing on a 401', () => {
  it('refreshes once, stores the new pair (the old refresh token is spent) and retries', async () => {
    const { server, store, api } = await signedIn();
    const before = await store.load();
    server.expireAccessToken();
    await expect(api.save(POST)).resolves.toMatchObject({ duplicate: false });
    const refreshes = server.requests.filter((request) => request.url.endsWith('/api/auth/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ refresh_token: before!.refreshToken });
    const after = await store.load();
    expect(after).toMatchObject({ accessToken: server.live.access, refreshToken: server.live.refresh });
    expect(after!.refreshToken).not.toBe(before!.refreshToken);
    expect(saveCalls(server)).toHaveLength(2);

    // The next stale token is refreshed with the stored new refresh token, which the server takes.
    server.expireAccessToken();
    await expect(api.save(POST)).resolves.toMatchObject({ duplicate: true });
  });

  it('shares one refresh between saves made at the same time', async () => {
    const { server, api } = await signedIn();
    server.expireAccessToken();
    let release!: () => void;
    server.holdRefresh = new Promise((resolve) => (release = resolve));
    const saves = Promise.all([api.save(POST), api.save('https://x.com/dailystoicbits/status/1859011246630707341')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    server.holdRefresh = null;
    release();
    await expect(saves).resolves.toHaveLength(2);
    expect(server.requests.filter((request) => request.url.endsWith('/api/auth/refresh'))).toHaveLength(1);
  });

  it('signs out when the refresh is refused', async () => {
    const { server, store, api } = await signedIn();
    server.expireAccessToken();
    server.refuseRefresh = 401;
    await expect(api.save(POST)).rejects.toThrow(EXTENSION_COPY.sessionEnded);
    expect(await store.load()).toBeNull();
    expect(saveCalls(server)).toHaveLength(1);
  });

  it('keeps the session when the refresh gets no answer, to try again later', async () => {
    const { server, store } = await signedIn();
    server.expireAccessToken();
    const offline = createStashApi({
      fetch: (url, init) => (url.endsWith('/auth/refresh') ? Promise.reject(new TypeError('offline')) : server.fetch(url, init)),
      store,
    });
    await expect(offline.save(POST)).rejects.toThrow(EXTENSION_COPY.unreachable(SERVER));
    expect(await store.load()).not.toBeNull();
  });

  it('signs out on a 403 without refreshing', async () => {
    const { server, store, api } = await signedIn();
    server.nextSaveAnswer = { status: 403, body: { error: MESSAGES.accountDisabled, code: 'FORBIDDEN' } };
    await expect(api.save(POST)).rejects.toThrow(MESSAGES.accountDisabled);
    expect(await store.load()).toBeNull();
    expect(server.requests.filter((request) => request.url.endsWith('/api/auth/refresh'))).toHaveLength(0);
  });
});

describe('signing out', () => {
  it('forgets the session, ends it on the server, and keeps the server address', async () => {
    const { server, store, api } = await signedIn();
    const refreshToken = (await store.load())!.refreshToken;
    await api.signOut();
    expect(await store.load()).toBeNull();
    expect(await store.lastServer()).toBe(SERVER);
    expect(server.requests.at(-1)).toMatchObject({ url: `${SERVER}/api/auth/logout`, body: { refresh_token: refreshToken } });
  });

  it('is signed out here even when the server cannot be reached', async () => {
    const { store } = await signedIn();
    const api = createStashApi({ fetch: () => Promise.reject(new TypeError('offline')), store });
    await api.signOut();
    expect(await store.load()).toBeNull();
  });
});
