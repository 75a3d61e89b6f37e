// Stage 4: place the extracted entities on the map and write them into the member's stash, linked
// to this post. Looking places up happens before the transaction (it is slow and may be rate
// limited); the writes and the links happen in one. Running it again links the same entities.
import { relinkPostEntities } from '../modules/entities/entity-writes';
import type { GeocodeResult } from '../providers/geocoder/geocoder';
import { storeEntity } from './enrich/entity-store';
import { attachGuideItems, type LinkedEntity } from './enrich/guide-items';
import { placeQueryFor, placeQueryKey } from './enrich/place-query';
import { extractionSchema, type ExtractedEntity } from './extract/extraction';
import type { StoredExtraction } from './extract-stage';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { StageFailure } from './stage-failure';
import { completeStage, postReadyFor } from './stage-progress';

export async function runEnrichStage(deps: IngestDependencies, postId: string, _attempt: Attempt): Promise<void> {
  const post = await postReadyFor(deps.db, postId, 'enrich');
  if (!post) return;
  const stored = post.extraction as StoredExtraction | null;
  const parsed = extractionSchema.safeParse(stored?.result);
  if (!parsed.success) throw new StageFailure('We could not organise this post.', false, 'stored extraction does not validate');
  const places = await locate(deps, parsed.data.entities);

  await completeStage(deps, postId, 'enrich', async (tx) => {
    const linked: LinkedEntity[] = [];
    for (const [index, entity] of parsed.data.entities.entries()) {
      const place = places[index] ?? null;
      linked.push({ entity, id: await storeEntity(tx, post.userId, entity, place), place });
    }
    await attachGuideItems(tx, linked);
    await relinkPostEntities(tx, post.userId, postId, [...new Set(linked.map((item) => item.id))]);
  });
}

/** One lookup per distinct question; answers in the order of the entities (null where none). */
async function locate(deps: IngestDependencies, extracted: ExtractedEntity[]): Promise<(GeocodeResult | null)[]> {
  const answers = new Map<string, GeocodeResult | null>();
  const results: (GeocodeResult | null)[] = [];
  for (const entity of extracted) {
    const query = placeQueryFor(entity);
    if (!query) {
      results.push(null);
      continue;
    }
    const key = placeQueryKey(query);
    if (!answers.has(key)) answers.set(key, await deps.geocoder.geocode(query));
    results.push(answers.get(key) ?? null);
  }
  return results;
}
