import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api/client';
import { useProfile } from '../api/profile-hooks';
import { json } from '../api/testing/fake-fetch';
import { ana, anaProfile } from '../api/testing/fixtures';
import { makeJwt } from '../api/testing/jwt';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  const options = createQueryClient().getDefaultOptions().queries!;

  it('caches for a minute, keeps data five minutes and does not refetch on focus', () => {
    expect(options.staleTime).toBe(60_000);
    expect(options.gcTime).toBe(300_000);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.refetchOnReconnect).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, { status: 404, message: 'Not found' })).toBe(false);
    expect(retry(0, { status: 503 })).toBe(true);
    expect(retry(1, { status: 503 })).toBe(false);
  });
});

describe('the query cache as the only client cache (spec section 9: GET answers kept 60 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('answers a screen mounted again within 60 s from the cache, and asks again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn(() => Promise.resolve(json(200, anaProfile)));
    vi.stubGlobal('fetch', fetch);
    act(() => apiClient.signIn({ accessToken: makeJwt(Date.now() + 60 * 60_000), refreshToken: 'r', user: ana }));
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

    const first = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(anaProfile));
    first.unmount();

    vi.setSystemTime(Date.now() + 59_000);
    const again = renderHook(() => useProfile(), { wrapper });
    expect(again.result.current.data).toEqual(anaProfile);
    // Time for a refetch to reach the network, were one started.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    again.unmount();
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2_000);
    renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
