import { describe, expect, it } from 'vitest';
import { createProfileApi } from './profile';
import { json, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

const profile = {
  name: 'Ana',
  email: 'ana@example.com',
  stash_username: 'ana',
  avatar_url: null,
  instagram_handle: 'ana.eats',
  total_stashes: 12,
  created_at: '2025-01-01T00:00:00.000Z',
};

function setup(routes: Routes) {
  const context = setupApiClient(routes);
  context.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  return { ...context, profileApi: createProfileApi(context.client) };
}

describe('profile calls', () => {
  it('reads the profile as a member', async () => {
    const { profileApi, callsTo } = setup({ 'GET /api/profile': () => json(200, profile) });
    await expect(profileApi.getProfile()).resolves.toEqual(profile);
    expect(callsTo('GET /api/profile')).toHaveLength(1);
    expect(callsTo('GET /api/profile')[0]?.headers.authorization).toBe(`Bearer ${FRESH_TOKEN}`);
  });

  it('rejects a profile of the wrong shape', async () => {
    const { profileApi } = setup({ 'GET /api/profile': () => json(200, { name: 'Ana' }) });
    expect(await rejectionOf(profileApi.getProfile())).toMatchObject({ message: 'Invalid response from server' });
  });

  it('updates with a partial body and answers the whole profile', async () => {
    const { profileApi, callsTo } = setup({ 'PUT /api/profile': () => json(200, { ...profile, name: 'Ana B' }) });
    await expect(profileApi.updateProfile({ name: 'Ana B' })).resolves.toEqual({ ...profile, name: 'Ana B' });
    expect(callsTo('PUT /api/profile')[0]?.body).toEqual({ name: 'Ana B' });
  });

  it('checks a username with an encoded query', async () => {
    const { profileApi, calls } = setup({
      'GET /api/profile/username-check?username=ana%20b%26c': () =>
        json(200, { username: 'ana b&c', available: false, reason: 'Username can only use letters, numbers, underscores and dots.' }),
    });
    await expect(profileApi.checkUsername('ana b&c')).resolves.toMatchObject({ available: false });
    expect(calls).toHaveLength(1);
  });
});
