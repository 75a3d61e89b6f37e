// Everything a pipeline stage may use. main.ts builds the real set from configuration; tests build
// it the same way, with the platform origins pointed at a local fixture server.
import type { CanonicalLink } from '@stash/shared';
import type { IngestConfig } from '../config';
import type { Database } from '../db/connection';
import type { EmbeddingSearch } from '../modules/search/embeddings.service';
import type { Geocoder } from '../providers/geocoder/geocoder';
import type { MediaStorage } from '../providers/storage/media-storage';
import type { Queue } from '../queue/queue';
import type { Extractor } from './extract/extraction';
import type { FetchedPost } from './fetch/fetched-post';

export interface PostFetcher {
  fetchPost(link: CanonicalLink): Promise<FetchedPost>;
}

export interface IngestLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface IngestDependencies {
  db: Database;
  queue: Queue;
  config: IngestConfig;
  fetcher: PostFetcher;
  mediaStorage: MediaStorage;
  extractor: Extractor;
  geocoder: Geocoder;
  /** Search by meaning: set when an embeddings provider is configured; posts then get vectors after indexing. */
  embeddings?: EmbeddingSearch;
  log: IngestLogger;
  /** Stops what the dependencies run beside the process (the extraction threads), letting work in hand finish. */
  close(): Promise<void>;
}

/** Where this job stands among its tries: the last one must settle the post one way or the other. */
export interface Attempt {
  number: number;
  last: boolean;
}
