// The entities of a stash for the drawer: the shared per-stash query (reused 5 minutes, one
// request however many parts of the drawer ask), read as the list the drawer shows.
import type { PostEntitiesResponse } from '@stash/shared';
import { usePostEntities } from '../../api/entities-hooks';

const entitiesOf = (answer: PostEntitiesResponse) => answer.entities;

export function useStashEntities(postId: string, enabled: boolean) {
  return usePostEntities(postId, { enabled, select: entitiesOf });
}
