// A job carries its post through its own stage and every later one. A later stage that must wait
// for a retry gets a job of its own for the tries it has left; the job that carried the post there
// is done. (The stages are the real ones; the media stage is made to fail once by wrapping it.)
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JobWithMetadata } from 'pg-boss';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { testDatabaseKind } from '../test-support/test-database';
import { findPost } from '../modules/posts/post-lifecycle';
import { runFetchStage } from './fetch-stage';
import { createStageSlots, runStageJob, type StageRunner } from './ingest-worker';
import { runMediaStage } from './media-stage';
import { runOrganiseStage } from './organise-stage';
import { StageFailure } from './stage-failure';
import { queueName, type IngestStage, type StageJob } from './stages';

let h: IngestHarness;
let member: TestMember;

beforeAll(async () => {
  h = await createIngestHarness({ workers: false });
  member = await createMember(h.t);
}, 60_000);
afterAll(() => h?.close());

const save = (key: string) => h.save(member, key);

/** The post's waiting job of this stage, taken from the queue as a worker takes it (due or not). */
async function takeJob(stage: IngestStage, postId: string): Promise<JobWithMetadata<StageJob>> {
  const jobs = await h.deps.queue.fetch<StageJob>(queueName(stage), { includeMetadata: true, ignoreStartAfter: true, batchSize: 20 });
  const job = jobs.find((candidate) => candidate.data.postId === postId);
  expect(job, `a ${stage} job for the post`).toBeDefined();
  return job!;
}

it(`goes on through the later stages, and queues a later stage that must be retried on its own on ${testDatabaseKind}`, async () => {
  const id = await save('ig-lilia-williamsburg');
  const mediaTries: number[] = [];
  const handedOver: (string | null)[] = [];
  const mediaFailingOnce: StageRunner = async (deps, postId, attempt, carried) => {
    mediaTries.push(attempt.number);
    handedOver.push(carried ? carried.ingestStage : null);
    if (mediaTries.length === 1) throw new StageFailure('Saving this post\'s pictures is taking longer than usual. We will try again shortly.', true, 'media host answered 503');
    return runMediaStage(deps, postId, attempt, carried);
  };
  const runners = { fetch: runFetchStage, media: mediaFailingOnce, organise: runOrganiseStage };
  const slots = createStageSlots(2);

  // The fetch job fetches, then fails in media: it is done, the post waits with a reason.
  const fetchJob = await takeJob('fetch', id);
  expect(await runStageJob(h.deps, slots, 'fetch', fetchJob, runners)).toEqual({ id: fetchJob.id, status: 'completed' });
  const waiting = await findPost(h.t.database.db, id);
  expect(waiting).toMatchObject({ status: 'fetched', ingestStage: 'fetched', statusReason: expect.stringMatching(/try again shortly/) });

  // Media has a job of its own, for the tries it has left, after the retry delay.
  const mediaJob = await takeJob('media', id);
  const { limit, delaySeconds } = h.t.config.ingest.retry;
  expect(mediaJob.data).toEqual({ postId: id, triesBefore: 1 });
  expect(mediaJob.retryLimit).toBe(limit - 1);
  expect(mediaJob.startAfter.getTime() - mediaJob.createdOn.getTime()).toBeGreaterThanOrEqual(delaySeconds * 1000 - 50);

  // That job makes the second try and goes on to organise the post.
  expect(await runStageJob(h.deps, slots, 'media', mediaJob, runners)).toEqual({ id: mediaJob.id, status: 'completed' });
  expect(mediaTries).toEqual([1, 2]);
  // The fetch job handed media the post as fetch wrote it; media's own job read it afresh.
  expect(handedOver).toEqual(['fetched', null]);
  expect(await findPost(h.t.database.db, id)).toMatchObject({ status: 'organised', ingestStage: 'indexed', statusReason: null });
  expect(await h.deps.queue.findJobs(queueName('organise'), { data: { postId: id } })).toEqual([]);
});

it(`fails the post on a later stage's error that no retry mends, and goes no further on ${testDatabaseKind}`, async () => {
  const id = await save('x-via-carota-west-village');
  const organiseRuns: string[] = [];
  const runners = {
    fetch: runFetchStage,
    media: async () => {
      throw new StageFailure('This post\'s pictures cannot be saved.', false, 'refused for good');
    },
    organise: async (_deps: unknown, postId: string) => {
      organiseRuns.push(postId);
      return null;
    },
  };
  const fetchJob = await takeJob('fetch', id);
  expect(await runStageJob(h.deps, createStageSlots(2), 'fetch', fetchJob, runners)).toEqual({ id: fetchJob.id, status: 'completed' });
  expect(await findPost(h.t.database.db, id)).toMatchObject({ status: 'failed', ingestStage: 'fetched', statusReason: 'This post\'s pictures cannot be saved.' });
  expect(organiseRuns).toEqual([]);
  expect(await h.deps.queue.findJobs(queueName('media'), { data: { postId: id } })).toEqual([]);
});
