// Discover's data: trending entities, types with totals, and entities related to what the member
// saved most recently (the related lists of the latest few, merged without repeats).
import { useQueries } from '@tanstack/react-query';
import type { Entity } from '@stash/shared';
import { ENTITY_STALE_TIME_MS, entityQueryKeys, useEntities, useEntitiesApi } from '../../api/entities-hooks';

/** How many of the latest saves seed the related list. */
export const DISCOVER_SEED_COUNT = 3;
/** How many related entities Discover shows at most. */
export const DISCOVER_RELATED_MAX = 12;

export interface RelatedPick {
  entity: Entity;
  /** The recent save it is related to. */
  seed: Entity;
}

/** Related entities of each seed in turn, each entity once, none of the seeds themselves. */
export function mergeRelated(seeds: readonly Entity[], relatedBySeed: ReadonlyArray<readonly Entity[] | undefined>, max = DISCOVER_RELATED_MAX): RelatedPick[] {
  const seen = new Set(seeds.map((seed) => seed.entity_id));
  const picks: RelatedPick[] = [];
  // Round-robin, so the first seed's long list does not push the others out.
  const longest = Math.max(0, ...relatedBySeed.map((list) => list?.length ?? 0));
  for (let index = 0; index < longest && picks.length < max; index += 1) {
    seeds.forEach((seed, seedIndex) => {
      const entity = relatedBySeed[seedIndex]?.[index];
      if (!entity || seen.has(entity.entity_id) || picks.length >= max) return;
      seen.add(entity.entity_id);
      picks.push({ entity, seed });
    });
  }
  return picks;
}

export function useRecentRelated() {
  const api = useEntitiesApi();
  const recent = useEntities({ sort: 'recent', limit: DISCOVER_SEED_COUNT });
  const seeds = recent.data?.entities ?? [];
  const related = useQueries({
    queries: seeds.map((seed) => ({
      queryKey: entityQueryKeys.related(seed.entity_id),
      queryFn: () => api.getRelatedEntities(seed.entity_id),
      staleTime: ENTITY_STALE_TIME_MS,
    })),
  });
  const pending = recent.isPending || related.some((query) => query.isPending);
  return {
    isPending: pending,
    isError: recent.isError,
    hasSeeds: seeds.length > 0,
    picks: pending ? [] : mergeRelated(seeds, related.map((query) => query.data?.related_entities)),
  };
}
