// Media files no row names: the media stage stores a file, then records it; a process killed
// between the two (or a post deleted by a process killed before it removed the files) leaves a
// file nothing will ever show or remove. The sweeper removes those, once they are old enough that
// no save still in progress can be about to record them.
import type { IngestDependencies } from './ingest-dependencies';
import { recordedStorageKeys } from './sweeper.repo';

/** Files checked against the media table at once. */
const BATCH = 500;

export async function removeOrphanMedia(deps: Pick<IngestDependencies, 'db' | 'mediaStorage' | 'config'>, now = new Date()): Promise<{ removed: number }> {
  const cutoff = now.getTime() - deps.config.sweep.orphanGraceMinutes * 60_000;
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    const recorded = await recordedStorageKeys(deps.db, batch);
    const orphans = batch.filter((key) => !recorded.has(key));
    if (orphans.length > 0) await deps.mediaStorage.remove(orphans);
    removed += orphans.length;
    batch = [];
  };
  for await (const file of deps.mediaStorage.list()) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  return { removed };
}
