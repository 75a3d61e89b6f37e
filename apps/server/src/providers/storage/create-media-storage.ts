// The media store the configuration names (STASH_MEDIA_STORAGE): the data dir's folder, or an
// S3-compatible bucket. The API and the workers each build theirs from the same settings.
import type { Config } from '../../config';
import { createLocalMediaStorage, mediaDirectoryOf, type MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

export function createMediaStorage(config: Pick<Config, 'dataDir' | 'mediaStorage'>): MediaStorage {
  const settings = config.mediaStorage;
  return settings.kind === 's3' ? createS3MediaStorage(settings) : createLocalMediaStorage(mediaDirectoryOf(config.dataDir));
}
