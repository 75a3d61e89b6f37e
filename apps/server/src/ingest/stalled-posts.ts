// Posts whose stage job died or ran out of time. pg-boss hands an expired job out again until its
// tries are used up; after that (a worker killed on every try, a queue cleared by hand) nothing
// would ever move the post, and it would stay 'pending' for good. The sweeper finds such posts (no
// job of their current stage that will still run, and no move for longer than a job may take),
// queues the stage again a few times, then fails the post with a reason the member can read.
import { createHash } from 'node:crypto';
import { findPost, lockIngestStage, markFailed } from '../modules/posts/post-lifecycle';
import type { IngestDependencies } from './ingest-dependencies';
import { hasLiveStageJob, scheduleInstagramReply, scheduleStage } from './ingest-queue';
import { STALLED_FAILURE_MESSAGE } from './stage-failure';
import { INGEST_STAGES, queueName, stageInputs, type IngestStage } from './stages';
import { findStalledPosts, recordRequeue, type StalledPost } from './sweeper.repo';

/** Posts looked at per round; a longer backlog is taken up by the next rounds. */
const POSTS_PER_ROUND = 200;

/** The stage a post standing at `ingestStage` waits for. */
const STAGE_AFTER = new Map<string, IngestStage>(INGEST_STAGES.flatMap((stage) => stageInputs(stage).map((input) => [input, stage] as const)));

export interface StalledPostsOutcome {
  requeued: number;
  failed: number;
}

export async function sweepStalledPosts(deps: Pick<IngestDependencies, 'db' | 'queue' | 'config' | 'log'>): Promise<StalledPostsOutcome> {
  const { jobTimeoutSeconds, sweep } = deps.config;
  const query = {
    ingestStages: [...STAGE_AFTER.keys()],
    queues: INGEST_STAGES.map(queueName),
    staleSeconds: jobTimeoutSeconds + sweep.marginSeconds,
    limit: POSTS_PER_ROUND,
  };
  const outcome: StalledPostsOutcome = { requeued: 0, failed: 0 };
  for (const candidate of await findStalledPosts(deps.db, query)) {
    const action = await deps.db.transaction(async (tx) => {
      // Under the post's lock, the pipeline (which takes the same lock) cannot move it meanwhile,
      // and a second sweeper waits here, then finds the job this one queued.
      const ingestStage = await lockIngestStage(tx, candidate.id);
      const [post] = ingestStage === candidate.ingestStage ? await findStalledPosts(tx, { ...query, limit: 1, postId: candidate.id }) : [];
      if (!post) return 'moved';
      const stage = STAGE_AFTER.get(post.ingestStage)!;
      if (await hasLiveStageJob(deps.queue, tx, stage, post.id)) return 'alive';
      if (post.requeues >= sweep.requeueLimit) {
        await markFailed(tx, post.id, STALLED_FAILURE_MESSAGE);
        // A post shared by direct message: its sender is told, as for any failed post.
        if ((await findPost(tx, post.id))?.senderId) await scheduleInstagramReply(deps.queue, tx, post.id);
        return 'failed';
      }
      await scheduleStage(deps.queue, tx, stage, post.id, { id: requeueJobId(post, stage) });
      await recordRequeue(tx, post.id, post.requeues + 1);
      return 'requeued';
    });
    if (action === 'requeued') outcome.requeued += 1;
    if (action === 'failed') outcome.failed += 1;
    if (action === 'requeued' || action === 'failed') {
      deps.log.warn({ postId: candidate.id, ingestStage: candidate.ingestStage, requeues: candidate.requeues }, `stalled post ${action}`);
    }
  }
  return outcome;
}

/**
 * The same id for the same re-queue of the same standstill, so a re-queue sent twice is one job;
 * a post started over (a new updated_at) gets new ids.
 */
function requeueJobId(post: StalledPost, stage: IngestStage): string {
  const hex = createHash('sha256').update(`sweep ${post.id} ${stage} ${post.updatedAt} ${post.requeues + 1}`).digest('hex');
  // Shaped as a version 4 UUID (pg-boss ids are uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
