// A server upgraded while posts were between extract, enrich and index (three queues before the
// organise stage): the posts' waiting jobs in the old queues are moved at start, and organise
// finishes each post from where it stood, with the extraction it had stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { ensureQueue } from '../queue/queue';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { testDatabaseKind } from '../test-support/test-database';
import { writeEntities } from './enrich-stage';
import { extractPost, writeExtraction } from './extract-stage';
import { runFetchStage } from './fetch-stage';
import { startIngestWorkers } from './ingest-worker';
import { runMediaStage } from './media-stage';
import { findPost } from '../modules/posts/post-lifecycle';
import { ENRICHED, EXTRACTED, queueName, type StageJob } from './stages';

let h: IngestHarness;
let member: TestMember;

beforeAll(async () => {
  h = await createIngestHarness({ workers: false });
  member = await createMember(h.t);
}, 60_000);
afterAll(() => h?.close());

const firstTry = { number: 1, last: false };

/** A saved post taken through fetch and media by hand, then left where an older server left it. */
async function postLeftAt(key: string, standing: typeof EXTRACTED | typeof ENRICHED, legacyQueue: string): Promise<string> {
  const id = await h.save(member, key, { share_sheet_variant: 'web_manual' });
  await runFetchStage(h.deps, id, firstTry);
  await runMediaStage(h.deps, id, firstTry);
  const post = (await findPost(h.t.database.db, id))!;
  const extraction = await extractPost(h.deps, post);
  await h.t.database.db.transaction(async (tx) => {
    await writeExtraction(tx, id, h.deps.extractor.name, extraction);
    if (standing === ENRICHED) await writeEntities(tx, post, extraction.entities, extraction.entities.map(() => null));
    await tx.execute(sql`UPDATE posts SET ingest_stage = ${standing} WHERE id = ${id}`);
  });
  // The older server had queued the next of its stages, not organise.
  for (const job of await h.deps.queue.findJobs<StageJob>(queueName('organise'), { data: { postId: id } })) await h.deps.queue.deleteJob(queueName('organise'), job.id);
  await ensureQueue(h.deps.queue, legacyQueue, {});
  await h.deps.queue.send(legacyQueue, { postId: id } satisfies StageJob);
  return id;
}

describe(`jobs left in the extract, enrich and index queues on ${testDatabaseKind}`, () => {
  it('are moved to organise at start, which finishes the posts from their stored extraction', async () => {
    const extracted = await postLeftAt('ig-lilia-williamsburg', EXTRACTED, 'ingest.enrich');
    const enriched = await postLeftAt('x-via-carota-west-village', ENRICHED, 'ingest.index');
    const storedBefore = (await findPost(h.t.database.db, extracted))!.extraction;

    await startIngestWorkers(h.deps);
    for (const id of [extracted, enriched]) {
      const row = await h.settled(id);
      expect(row).toMatchObject({ status: 'organised', ingestStage: 'indexed', statusReason: null });
      const [linked] = await queryRows<{ count: number }>(h.t.database.db, sql`SELECT count(*)::int AS count FROM post_entities WHERE post_id = ${id}`);
      expect(Number(linked!.count)).toBeGreaterThan(0);
    }
    // Organised from what it had stored: the extractor was not asked again.
    expect((await findPost(h.t.database.db, extracted))!.extraction).toEqual(storedBefore);
    const waiting = await queryRows<{ name: string; state: string }>(
      h.t.database.db,
      sql`SELECT name, state FROM pgboss.job WHERE name IN ('ingest.enrich', 'ingest.index') AND state IN ('created', 'retry')`,
    );
    expect(waiting).toEqual([]);
  });
});
