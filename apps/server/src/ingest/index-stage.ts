// Organise, last step: the post is marked organised and its search text and weighted document
// (title, caption, entity names, tags) rebuilt; with search by meaning on, its vector is queued
// (embed-jobs.ts); for a post shared by direct message, the reply to its sender is queued.
import type { Executor } from '../db/connection';
import { refreshPostSearch } from '../db/post-search';
import { scheduleEmbedding } from './embed-jobs';
import type { IngestDependencies } from './ingest-dependencies';
import { scheduleInstagramReply } from './ingest-queue';
import type { StageDoneFields } from '../modules/posts/post-lifecycle';
import type { PostRow, StageCompletion } from './stage-progress';

/** The jobs that follow an organised post, queued in its transaction. */
export async function queueAfterIndexing(deps: Pick<IngestDependencies, 'queue' | 'embeddings'>, tx: Executor, post: Pick<PostRow, 'id' | 'senderId'>): Promise<void> {
  if (deps.embeddings) await scheduleEmbedding(deps.queue, tx, post.id);
  // A post shared by direct message: its sender is told it is saved.
  if (post.senderId) await scheduleInstagramReply(deps.queue, tx, post.id);
}

/** What the organise stage's done write sets: the post is organised. */
export function organisedFields(): StageDoneFields {
  return { status: 'organised', statusReason: null, lastEnrichedAt: new Date() };
}

/** The search columns, after the stage-done write, so the row is written once with them. */
export function indexingCompletion(postId: string): Pick<StageCompletion, 'afterDone'> {
  return { afterDone: (tx) => refreshPostSearch(tx, [postId]) };
}
