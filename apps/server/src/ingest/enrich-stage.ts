// Organise, second step: place the extracted entities on the map and write them into the member's
// stash, linked to this post. Looking places up happens before the transaction (it is slow and may
// be rate limited); the writes and the links happen in the organise transaction. Running it again
// links the same entities.
import type { Executor } from '../db/connection';
import { relinkPostEntities } from '../modules/entities/entity-writes';
import type { GeocodeResult } from '../providers/geocoder/geocoder';
import { storeEntities } from './enrich/entity-store';
import { attachGuideItems, type LinkedEntity } from './enrich/guide-items';
import { placeQueryFor, placeQueryKey } from './enrich/place-query';
import type { ExtractedEntity } from './extract/extraction';
import type { IngestDependencies } from './ingest-dependencies';

/** One lookup per distinct question; answers in the order of the entities (null where none). */
export async function locateEntities(deps: Pick<IngestDependencies, 'geocoder'>, extracted: readonly ExtractedEntity[]): Promise<(GeocodeResult | null)[]> {
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

/** Stores the entities (with their places, in the same order) and links exactly these to the post. */
export async function writeEntities(
  tx: Executor,
  post: { id: string; userId: string },
  extracted: readonly ExtractedEntity[],
  places: readonly (GeocodeResult | null)[],
): Promise<void> {
  const items = extracted.map((entity, index) => ({ entity, place: places[index] ?? null }));
  const ids = await storeEntities(tx, post.userId, items);
  const linked: LinkedEntity[] = items.map((item, index) => ({ ...item, id: ids[index]! }));
  await attachGuideItems(tx, linked);
  await relinkPostEntities(tx, post.userId, post.id, [...new Set(linked.map((item) => item.id))]);
}
