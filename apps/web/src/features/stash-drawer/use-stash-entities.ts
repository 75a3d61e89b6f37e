// The entities of a stash, through the api layer's 5-minute per-stash cache; the query only
// adds loading and error state for the drawer.
import { useQuery } from '@tanstack/react-query';
import { getPostEntities } from '../../api/entities';

export function useStashEntities(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['entities', 'of-post', postId],
    queryFn: async () => (await getPostEntities(postId)).entities,
    enabled,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
