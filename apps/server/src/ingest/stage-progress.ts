// The bookkeeping every stage shares: run only when the post stands right before this stage, and
// finish by recording the stage and queueing the next one in the same transaction as the
// stage's own writes.
import type { Executor } from '../db/connection';
import { findPost, lockIngestStageHoldingDocuments, recordStageDone, type PostRow } from '../modules/posts/post-lifecycle';
import type { IngestDependencies } from './ingest-dependencies';
import { scheduleStage } from './ingest-queue';
import { STAGE_DONE, nextStage, stageInputs, type IngestStage } from './stages';

export type { PostRow };

/** The post, when this stage has work to do on it; null when it is gone or already past this stage. */
export async function postReadyFor(db: Executor, postId: string, stage: IngestStage): Promise<PostRow | null> {
  const post = await findPost(db, postId);
  return post && post.ingestStage !== null && stageInputs(stage).includes(post.ingestStage) ? post : null;
}

/** What a stage may do besides its own writes, in the same transaction. */
export interface StageCompletion {
  /** Fields set by the stage-done write itself (one write of the post instead of two). */
  doneFields?: Parameters<typeof recordStageDone>[3];
  /**
   * Writes made after the stage is recorded: the index stage's search columns, so the post's row
   * (and its search indexes) is written with them once rather than again by the stage-done write.
   */
  afterDone?: (tx: Executor) => Promise<void>;
  /**
   * The ingest_stage the stage's work was read at, when the work depends on it (organise reads a
   * stored extraction after 'extracted'): the stage writes only if the post still stands there.
   */
  from?: string | null;
}

/**
 * Runs `write`, records the stage as done and queues the next, all in one transaction holding the
 * post's row. Answers false (and writes nothing) when another run of this stage got there first.
 * The post's stored documents are rendered once, by the stage-done write, not by each of `write`'s.
 */
export async function completeStage(
  deps: Pick<IngestDependencies, 'db' | 'queue'>,
  postId: string,
  stage: IngestStage,
  write: (tx: Executor) => Promise<void>,
  completion: StageCompletion = {},
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const standing = await lockIngestStageHoldingDocuments(tx, postId);
    if (completion.from !== undefined ? standing !== completion.from : !stageInputs(stage).includes(standing ?? '')) return false;
    await write(tx);
    await recordStageDone(tx, postId, STAGE_DONE[stage], completion.doneFields);
    await completion.afterDone?.(tx);
    const next = nextStage(stage);
    if (next) await scheduleStage(deps.queue, tx, next, postId);
    return true;
  });
}
