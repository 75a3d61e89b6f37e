// The queues of imports: one job reads an uploaded file into the import's items, and one job per
// member at a time (its singleton key) adds that member's waiting items a few at a time. Created
// with the pipeline's queues (ingest-queue.ts), so they exist before the upload sends to them.
import type { Queue } from '../../queue/queue';

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

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';
/** Reading a large export (or removing its stashes) takes a while; a job that died is replaced after this long (doing it again is harmless). */
const READ_EXPIRE_SECONDS = 30 * 60;

export async function createImportQueues(queue: Queue, retry: { limit: number; delaySeconds: number }, jobTimeoutSeconds: number): Promise<void> {
  const common = { retryLimit: retry.limit, retryDelay: retry.delaySeconds, notify: true };
  const queues = [
    { name: IMPORT_READ_QUEUE, options: { ...common, expireInSeconds: Math.max(jobTimeoutSeconds, READ_EXPIRE_SECONDS) } },
    // 'short': at most one queued feed job per member (singletonKey = member), so a member's imports
    // are fed as one chain of batches, whatever sends the next job. Not 'stately' (one active per
    // key too): pg-boss keeps the active keys of such queues in a cache refreshed only by its
    // monitor, which held each next batch back for half a minute and more. Two batches of one member
    // meeting is harmless anyway: each item is taken with SKIP LOCKED.
    { name: IMPORT_FEED_QUEUE, options: { ...common, expireInSeconds: jobTimeoutSeconds }, policy: 'short' as const },
    // Removing an import's stashes, a chunk a transaction; removing again what is left is harmless.
    { name: IMPORT_UNDO_QUEUE, options: { ...common, expireInSeconds: Math.max(jobTimeoutSeconds, READ_EXPIRE_SECONDS) } },
  ];
  for (const { name, options, policy } of queues) {
    if (await queue.getQueue(name)) await queue.updateQueue(name, options);
    else await queue.createQueue(name, { ...options, ...(policy ? { policy } : {}) });
    // Looked up once outside any transaction (see createIngestQueues: PGlite's one connection).
    await queue.getJobById(name, NO_JOB_ID);
  }
}
