// 'Try again' on a failed post: asks the server to queue it once more, shows the card as
// organising at once, then invalidates every posts query so the feed reads the server's word.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { retrySave } from './saves';
import { applyPostUpdates, findFeedPost, type FeedData } from './feed-cache';
import { postQueryKeys } from './post-query-keys';

export function useRetryPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => retrySave(postId),
    onSuccess: (saved, postId) => {
      queryClient.setQueriesData<FeedData>({ queryKey: postQueryKeys.feeds() }, (data) => {
        const post = findFeedPost(data, postId);
        return post ? applyPostUpdates(data, { [postId]: { ...post, status: saved.status, status_reason: null } }) : data;
      });
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
    onError: (error) => {
      toast.error("Couldn't try again", { description: error.message || 'Please try again' });
    },
  });
}
