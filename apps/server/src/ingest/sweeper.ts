// The sweeper: a system job (queue/system-jobs.ts) that, every few minutes, takes up posts whose
// stage job died or expired and removes media files written before a crash and never recorded.
import type { Sweeper } from '../queue/system-jobs';
import type { IngestDependencies } from './ingest-dependencies';
import { removeOrphanMedia } from './orphan-media';
import { sweepStalledPosts } from './stalled-posts';

export function createIngestSweeper(deps: IngestDependencies): Sweeper {
  return {
    async sweep() {
      const posts = await sweepStalledPosts(deps);
      const media = await removeOrphanMedia(deps);
      return { requeued: posts.requeued, failed: posts.failed, orphanMediaRemoved: media.removed };
    },
  };
}
