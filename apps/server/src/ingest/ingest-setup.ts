// Builds the pipeline's providers from configuration: the platform fetchers, the extractor (the
// LLM when one is configured, falling back to the rules), the geocoder and media storage.
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { createGeocoder, geocoderUserAgent } from '../providers/geocoder/create-geocoder';
import { createGazetteer } from '../providers/geocoder/gazetteer';
import { createDatabaseGeocoderStore } from '../providers/geocoder/geocoder-store';
import { createMediaStorage } from '../providers/storage/create-media-storage';
import type { Queue } from '../queue/queue';
import type { EmbeddingSearch } from '../modules/search/embeddings.service';
import { createLlmExtractor } from './extract/llm-extractor';
import { placeHintsFrom } from './extract/place-hints';
import { createRuleExtractor } from './extract/rule-extractor';
import { createThreadedExtractor } from './extract/threads/threaded-extractor';
import { createPostFetcher } from './fetch/post-fetcher';
import type { IngestDependencies, IngestLogger } from './ingest-dependencies';

export function createIngestDependencies(options: {
  config: Config;
  database: DatabaseHandle;
  queue: Queue;
  log: IngestLogger;
  /** The server's search by meaning (app services), when an embeddings provider is configured. */
  embeddings?: EmbeddingSearch;
}): IngestDependencies {
  const { config, log } = options;
  const gazetteer = createGazetteer();
  const inProcessRules = createRuleExtractor({ gazetteer });
  // The rules are CPU work: on worker threads unless configured to none (STASH_EXTRACT_THREADS=0).
  const threaded = config.process.extractThreads > 0 ? createThreadedExtractor({ threads: config.process.extractThreads, inProcess: inProcessRules, log }) : undefined;
  const rules = threaded ?? inProcessRules;
  const llm = config.ingest.llm;
  return {
    db: options.database.db,
    queue: options.queue,
    config: config.ingest,
    fetcher: createPostFetcher(config.ingest),
    mediaStorage: createMediaStorage(config),
    extractor: llm ? createLlmExtractor({ ...llm, placeHints: placeHintsFrom(gazetteer), fallback: rules, logger: log }) : rules,
    geocoder: createGeocoder(config.ingest.geocoder, {
      userAgent: geocoderUserAgent(config.publicUrl),
      gazetteer,
      // Answers and Nominatim's one request a second, shared by every process on this database.
      store: createDatabaseGeocoderStore(options.database.db),
      onError: (error) => log.warn({ provider: error.provider, kind: error.kind, status: error.status }, 'geocoder request failed'),
    }),
    embeddings: options.embeddings,
    log,
    close: async () => threaded?.close(),
  };
}
