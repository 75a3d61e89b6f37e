import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Post } from '@stash/shared';
import { postQueryKeys } from '../../api/post-query-keys';
import { getPost, updatePost } from '../../api/posts';
import { makePost } from '../../api/testing/posts';
import { useStashPost, useUpdateStashPost } from './use-stash-post';

vi.mock('../../api/posts', async (importOriginal) => ({ ...(await importOriginal<object>()), getPost: vi.fn(), updatePost: vi.fn() }));

describe('the drawer post', () => {
  it("keeps a member's edit when a read of the post begun before it answers after it", async () => {
    const before = makePost({ id: 'p1', title: 'Old title', status: 'fetched' });
    const edited = { ...before, title: 'My title' };
    let answerStaleRead = () => {};
    vi.mocked(getPost)
      .mockResolvedValueOnce(before)
      // The drawer's next read of a post still being organised, held as a slow answer would be,
      // answers the post as it was when the read began; a later read answers it edited.
      .mockImplementationOnce(() => new Promise<Post>((resolve) => (answerStaleRead = () => resolve(before))))
      .mockResolvedValue(edited);
    vi.mocked(updatePost).mockResolvedValue(edited);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const hooks = renderHook(() => ({ post: useStashPost('p1', 60_000), update: useUpdateStashPost('p1') }), { wrapper });
    await waitFor(() => expect(hooks.result.current.post.data?.title).toBe('Old title'));

    void hooks.result.current.post.refetch();
    await waitFor(() => expect(getPost).toHaveBeenCalledTimes(2));
    await act(() => hooks.result.current.update.mutateAsync({ title: 'My title' }));
    act(() => answerStaleRead());
    await waitFor(() => expect(queryClient.isFetching({ queryKey: postQueryKeys.detail('p1') })).toBe(0));
    expect(queryClient.getQueryData<Post>(postQueryKeys.detail('p1'))?.title).toBe('My title');
  });
});
