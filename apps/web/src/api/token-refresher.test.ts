import { describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_MARGIN_MS } from '@stash/shared';
import { createTokenRefresher } from './token-refresher';
import { json, type Routes } from './testing/fake-fetch';
import { ana, ben } from './testing/fixtures';
import { makeJwt } from './testing/jwt';
import { rejectionOf, setupTransport } from './testing/setup-client';

const NOW = 1_800_000_000_000;

function setup(routes: Routes, signedIn = true) {
  const context = setupTransport(routes, () => NOW);
  if (signedIn) context.credentials.save({ accessToken: 'old-access', refreshToken: 'old-refresh', user: ana });
  const refresher = createTokenRefresher({
    send: context.send,
    credentials: context.credentials,
    now: () => NOW,
    marginMs: TOKEN_REFRESH_MARGIN_MS,
  });
  return { ...context, refresher };
}

describe('createTokenRefresher', () => {
  it('fails with No refresh token available without calling the server', async () => {
    const { refresher, calls } = setup({}, false);
    expect(await rejectionOf(refresher.refresh())).toMatchObject({
      message: 'No refresh token available',
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(calls).toHaveLength(0);
  });

  it('posts the refresh token without a bearer token and saves the answer', async () => {
    const { refresher, calls, credentials } = setup({
      'POST /api/auth/refresh': () => json(200, { access_token: 'new-access', refresh_token: 'new-refresh', user: ben }),
    });
    await expect(refresher.refresh()).resolves.toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh', user: ben });
    expect(calls[0]?.body).toEqual({ refresh_token: 'old-refresh' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect([credentials.accessToken(), credentials.refreshToken(), credentials.user()]).toEqual(['new-access', 'new-refresh', ben]);
  });

  it('accepts accessToken and keeps the old refresh token and user when they are absent', async () => {
    const { refresher, credentials } = setup({ 'POST /api/auth/refresh': () => json(200, { accessToken: 'camel' }) });
    await refresher.refresh();
    expect([credentials.accessToken(), credentials.refreshToken(), credentials.user()]).toEqual(['camel', 'old-refresh', ana]);
  });

  it('rejects an answer without an access token as Invalid refresh response and keeps the old tokens', async () => {
    const { refresher, credentials } = setup({ 'POST /api/auth/refresh': () => json(200, { refresh_token: 'r' }) });
    expect(await rejectionOf(refresher.refresh())).toMatchObject({ message: 'Invalid refresh response', status: 401 });
    expect(credentials.accessToken()).toBe('old-access');
  });

  it('reports a refused refresh as Token refresh failed with the server status', async () => {
    const { refresher, credentials } = setup({
      'POST /api/auth/refresh': () => json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' }),
    });
    expect(await rejectionOf(refresher.refresh())).toMatchObject({
      message: 'Token refresh failed',
      status: 401,
      code: 'UNAUTHORIZED',
    });
    // Signing out is the caller's decision.
    expect(credentials.refreshToken()).toBe('old-refresh');
  });

  it('passes network failures through unchanged', async () => {
    const { refresher } = setup({ 'POST /api/auth/refresh': () => Promise.reject(new TypeError('offline')) });
    expect(await rejectionOf(refresher.refresh())).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('shares one in-flight refresh between concurrent callers, then starts afresh', async () => {
    let issued = 0;
    const { refresher, callsTo } = setup({
      'POST /api/auth/refresh': () => {
        issued += 1;
        return json(200, { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, user: ana });
      },
    });
    const [first, second, third] = await Promise.all([refresher.refresh(), refresher.refresh(), refresher.refresh()]);
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(second).toBe(first);
    expect(third).toBe(first);

    await refresher.refresh();
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(2);
    expect(callsTo('POST /api/auth/refresh')[1]?.body).toEqual({ refresh_token: 'refresh-1' });
  });

  it('does not sign a member back in who signed out while the refresh ran', async () => {
    let release = () => {};
    const { refresher, credentials, calls } = setup({
      'POST /api/auth/refresh': () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { access_token: 'late', refresh_token: 'late', user: ana }));
        }),
    });
    const pending = refresher.refresh();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    credentials.clear();
    release();
    expect(await rejectionOf(pending)).toMatchObject({ message: 'No authentication token' });
    expect(credentials.accessToken()).toBeNull();
  });

  it('counts a token as expiring within 5 minutes of its exp', () => {
    const { refresher } = setup({});
    expect(refresher.isExpiring(makeJwt(NOW + TOKEN_REFRESH_MARGIN_MS + 1_000))).toBe(false);
    expect(refresher.isExpiring(makeJwt(NOW + TOKEN_REFRESH_MARGIN_MS))).toBe(true);
    expect(refresher.isExpiring(makeJwt(NOW - 1_000))).toBe(true);
    expect(refresher.isExpiring('opaque')).toBe(false);
  });
});
