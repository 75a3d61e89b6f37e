// The queues of imports: one job reads an uploaded file into the import's items, and one job per
// member at a time (its singleton key) adds that member's waiting items a few at a time. Created
// with the pipeline's queues (ingest-queue.ts), so they exist before the upload sends to them.
import { ensureQueue, type Queue } from '../../queue/queue';

export const IMPORT_READ_QUEUE = 'imports.read';
export const IMPORT_FEED_QUEUE = 'imports.feed';
export const IMPORT_UNDO_QUEUE = 'imports.undo';

export interface ImportReadJob {
  importId: string;
}

export interface ImportFeedJob {
  userId: string;
}

export interface ImportUndoJob {
  importId: string;
  userId: string;
}

/** Reading a large export (or removing its stashes) takes a while; a job that died is replaced after this long (doing it again is harmless). */
const LONG_JOB_EXPIRE_SECONDS = 30 * 60;

export async function createImportQueues(queue: Queue, retry: { limit: number; delaySeconds: number }, jobTimeoutSeconds: number): Promise<void> {
  const common = { retryLimit: retry.limit, retryDelay: retry.delaySeconds, notify: true };
  const queues = [
    { name: IMPORT_READ_QUEUE, options: { ...common, expireInSeconds: Math.max(jobTimeoutSeconds, LONG_JOB_EXPIRE_SECONDS) } },
    // 'short': at most one queued feed job per member (singletonKey = member), so a member's imports
    // are fed as one chain of batches, whatever sends the next job. Not 'stately' (one active per
    // key too): pg-boss keeps the active keys of such queues in a cache refreshed only by its
    // monitor, which held each next batch back for half a minute and more. Two batches of one member
    // meeting is harmless anyway: each item is taken with SKIP LOCKED.
    { name: IMPORT_FEED_QUEUE, options: { ...common, expireInSeconds: jobTimeoutSeconds, policy: 'short' } },
    // Removing an import's stashes, a chunk a transaction; removing again what is left is harmless.
    { name: IMPORT_UNDO_QUEUE, options: { ...common, expireInSeconds: Math.max(jobTimeoutSeconds, LONG_JOB_EXPIRE_SECONDS) } },
  ];
  for (const { name, options } of queues) await ensureQueue(queue, name, options);
}
