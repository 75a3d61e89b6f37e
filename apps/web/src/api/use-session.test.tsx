import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { session } from './session';
import { ana } from './testing/fixtures';
import { useSession } from './use-session';

afterEach(() => localStorage.clear());

describe('useSession', () => {
  it('follows the session from loading to signed out to signed in', async () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'loading', user: null });

    await act(() => session.initialise());
    expect(result.current).toEqual({ status: 'signed_out', user: null });

    act(() => apiClient.signIn({ accessToken: 'a', refreshToken: 'r', user: ana }));
    expect(result.current).toEqual({ status: 'signed_in', user: ana });
  });
});
