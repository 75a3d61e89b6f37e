// The small SQL functions the renderings and the search refresh call for every linked entity are
// inlined into the statements that call them (migration 0041). One that is not is planned again
// each time the calling statement runs: a function declared IMMUTABLE whose body is only STABLE
// (text || int, concat_ws) silently stops being inlined, so this reads the plans.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { queryRows } from './query-rows';
import { createTestDatabase } from '../test-support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function planOf(query: string): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql.raw(`EXPLAIN (VERBOSE, COSTS OFF) ${query}`));
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

it.each([
  ['stash_place_cells', 'SELECT c FROM entities e, unnest(stash_place_cells(e.latitude, e.longitude)) AS c'],
  ['stash_linked_entity_doc', 'SELECT stash_linked_entity_doc(e.doc, pe.post_id, pe.created_at) FROM post_entities pe JOIN entities e ON e.id = pe.entity_id'],
  ['stash_entity_place_text', 'SELECT stash_entity_place_text(e.entity_type, e.entity_name, e.entity_data) FROM entities e'],
  ['stash_entity_city', 'SELECT stash_entity_city(e.entity_type, e.entity_name, e.entity_data) FROM entities e'],
])('%s is inlined where it is called', async (name, query) => {
  const plan = await planOf(query);
  expect(plan).toContain('Output:');
  expect(plan).not.toContain(name);
});
