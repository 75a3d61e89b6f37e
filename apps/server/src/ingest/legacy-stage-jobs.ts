// Extract, enrich and index were three queues before the organise stage took them over. A server
// upgraded while posts were between them finds those posts' waiting jobs there: at start they are
// moved to the organise queue (same id, so two servers starting at once move each job once), and
// organise finishes the posts from where they stand. Jobs still running on an older server are
// left to it; one that dies there is moved at the next start, or taken up by the sweeper.
import type { IngestDependencies } from './ingest-dependencies';
import { scheduleStage } from './ingest-queue';
import { LEGACY_QUEUES, type StageJob } from './stages';

/** States of a job that waits for a worker (now, or after its retry delay). */
const WAITING_STATES = new Set(['created', 'retry']);

export async function moveLegacyStageJobs(deps: Pick<IngestDependencies, 'db' | 'queue' | 'log'>): Promise<number> {
  let moved = 0;
  for (const name of LEGACY_QUEUES) {
    if (!(await deps.queue.getQueue(name))) continue;
    const waiting = (await deps.queue.findJobs<StageJob>(name)).filter((job) => WAITING_STATES.has(job.state));
    for (const job of waiting) {
      // Queued first, then removed: stopped between the two, the next start queues it again, which
      // pg-boss skips (the id is known), and removes it then. (Not one transaction: on the embedded
      // database pg-boss may look the old queue up outside it, behind the transaction's own lock.)
      await scheduleStage(deps.queue, deps.db, 'organise', job.data.postId, { id: job.id, priority: job.priority });
      await deps.queue.deleteJob(name, job.id);
      moved += 1;
    }
  }
  if (moved > 0) deps.log.info({ jobs: moved }, 'waiting extract, enrich and index jobs moved to the organise stage');
  return moved;
}
