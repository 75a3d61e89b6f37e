import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { profileQueryKeys, useProfile, useUpdateProfile } from './profile-hooks';
import { json } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { makeJwt } from './testing/jwt';
import { anaProfile } from './testing/fixtures';

const profile = anaProfile;

function withQueryClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile hooks', () => {
  it('waits for a signed-in session, then loads the profile under the profile key', async () => {
    // A server that keeps the change: a profile read that lands after the update (a refetch the
    // sign-in set off) answers what the server holds then, as the real one would.
    let stored = profile;
    const fetch = vi.fn((url: string, init: RequestInit) => {
      if (init.method === 'PUT') stored = { ...stored, name: 'Ana B' };
      return Promise.resolve(json(200, stored));
    });
    vi.stubGlobal('fetch', fetch);
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(() => ({ query: useProfile(), update: useUpdateProfile() }), { wrapper });

    expect(result.current.query.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();

    act(() => apiClient.signIn({ accessToken: makeJwt(Date.now() + 60 * 60_000), refreshToken: 'r', user: ana }));
    // Generous: on a busy machine the first render and fetch can take longer than waitFor's default second.
    await waitFor(() => expect(result.current.query.data).toEqual(profile), { timeout: 10_000 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/profile');

    await act(() => result.current.update.mutateAsync({ name: 'Ana B' }));
    expect(queryClient.getQueryData(profileQueryKeys.mine())).toMatchObject({ name: 'Ana B' });
    expect(result.current.query.data).toMatchObject({ name: 'Ana B' });
  });
});
