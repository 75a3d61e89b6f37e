// The bookkeeping every stage shares: run only when the post stands right before this stage, and
// finish by recording the stage in the same transaction as the stage's own writes. The job that
// ran the stage goes on with the next one itself (ingest-worker.ts).
import type { Executor } from '../db/connection';
import { findPost, lockIngestStageHoldingDocuments, recordStageDone, recordStageDoneIfStanding, type PostRow, type StageDoneFields } from '../modules/posts/post-lifecycle';
import type { IngestDependencies } from './ingest-dependencies';
import { STAGE_DONE, stageInputs, type IngestStage } from './stages';

export type { PostRow };

/**
 * The post, when this stage has work to do on it; null when it is gone, already past this stage, or
 * failed (a job going on through the stages after one that failed the post has nothing to do).
 * `carried` is the post as the job's previous stage wrote it, which saves reading it again; the
 * stage's own write checks under the post's lock that nothing moved it meanwhile.
 */
export async function postReadyFor(db: Executor, postId: string, stage: IngestStage, carried?: PostRow | null): Promise<PostRow | null> {
  const post = carried ?? (await findPost(db, postId));
  return post && post.status !== 'failed' && post.ingestStage !== null && stageInputs(stage).includes(post.ingestStage) ? post : null;
}

/** What a stage may do besides its own writes, in the same transaction. */
export interface StageCompletion {
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
 * Runs `write` and records the stage as done, in one transaction holding the post's row. Answers
 * the post as written, or null (and writes nothing) when another run of this stage got there
 * first. The post's own fields `write` answers are set by the stage-done write, so the post is
 * written once; its stored documents are rendered once, by that write, not by each of `write`'s.
 */
export async function completeStage(
  deps: Pick<IngestDependencies, 'db'>,
  postId: string,
  stage: IngestStage,
  write: (tx: Executor) => Promise<StageDoneFields | void>,
  completion: StageCompletion = {},
): Promise<PostRow | null> {
  return deps.db.transaction(async (tx) => {
    const standing = await lockIngestStageHoldingDocuments(tx, postId);
    if (completion.from !== undefined ? standing !== completion.from : !stageInputs(stage).includes(standing ?? '')) return null;
    const fields = await write(tx);
    const written = await recordStageDone(tx, postId, STAGE_DONE[stage], fields ?? {});
    await completion.afterDone?.(tx);
    return written ?? null;
  });
}

/**
 * completeStage for a stage whose only write is the stage-done write itself: one statement that
 * checks where the post stands as it writes, without a transaction and lock of its own (three
 * round trips to the database fewer). Answers the post as written, or null as completeStage does.
 */
export async function completeStageWith(deps: Pick<IngestDependencies, 'db'>, postId: string, stage: IngestStage, fields: StageDoneFields): Promise<PostRow | null> {
  return (await recordStageDoneIfStanding(deps.db, postId, stageInputs(stage), STAGE_DONE[stage], fields)) ?? null;
}
