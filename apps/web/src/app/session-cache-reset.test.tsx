import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api/client';
import { json } from '../api/testing/fake-fetch';
import { ana, anaProfile, ben } from '../api/testing/fixtures';
import { makeJwt } from '../api/testing/jwt';
import { profileQueryKeys } from '../api/profile-hooks';
import { SessionCacheReset } from './session-cache-reset';

const signInAs = (user: typeof ana) => apiClient.signIn({ accessToken: makeJwt(Date.now() + 60 * 60_000), refreshToken: 'r', user });

function renderReset() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionCacheReset />
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SessionCacheReset: the query cache is the only client cache, so it is emptied with the session', () => {
  it("drops every cached answer when another member signs in, so they never see the last one's", () => {
    act(() => signInAs(ana));
    const queryClient = renderReset();
    queryClient.setQueryData(profileQueryKeys.mine(), anaProfile);
    act(() => signInAs(ben));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('drops every cached answer on sign-out', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(204))));
    act(() => signInAs(ana));
    const queryClient = renderReset();
    queryClient.setQueryData(profileQueryKeys.mine(), anaProfile);
    await act(() => apiClient.session.signOut());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
