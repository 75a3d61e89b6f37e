import { describe, expect, it } from 'vitest';
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
