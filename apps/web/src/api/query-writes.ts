// Writing what a change answered into a cached query. A read of that query still on its way began
// before the change, and when it lands it would put the old state back: a deleted tag in the list,
// the title a member just edited, an account shown linked after it was unlinked. Such a read is
// called off first and made again after the write.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function writeQueryData<T>(queryClient: QueryClient, queryKey: QueryKey, update: (current: T | undefined) => T | undefined): Promise<void> {
  const filters = { queryKey, exact: true };
  const reading = queryClient.isFetching(filters) > 0;
  if (reading) await queryClient.cancelQueries(filters);
  queryClient.setQueryData<T>(queryKey, update);
  if (reading) void queryClient.invalidateQueries(filters);
}
