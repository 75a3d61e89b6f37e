import { QueryClient } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS } from '@stash/shared';

const GC_TIME_MS = 5 * 60_000;

/** 4xx answers will not change on a retry (bad input, missing access); retrying only adds load. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: GET_CACHE_TTL_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // The HTTP layer already applies the spec's retry policy; one more try covers a blip.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
