// The ingestion pipeline's stages in order. Each has a pg-boss queue, and a job of a stage carries
// the post through that stage and every later one (ingest-worker.ts), each stage in its own
// transaction that records it as the post's ingest_stage: so a job that runs twice (a retry, or a
// job handed out again after its worker died) finds the work done, skips it and goes on from where
// the post stands. Fetch and media wait on the network; organise (extract, enrich, index) is one
// stage, since it does no network I/O but geocoding, which is cached and rate limited by the geocoder.

export const INGEST_STAGES = ['fetch', 'media', 'organise'] as const;
export type IngestStage = (typeof INGEST_STAGES)[number];

/** What posts.ingest_stage reads after each stage; 'saved' before the first. */
export const STAGE_DONE: Record<IngestStage, string> = {
  fetch: 'fetched',
  media: 'media',
  organise: 'indexed',
};
export const SAVED = 'saved';

/**
 * Where a post stood between the stages organise took over (extract, enrich, index were three jobs
 * before): a post left there by an older server is organised from its stored extraction.
 */
export const EXTRACTED = 'extracted';
export const ENRICHED = 'enriched';

/** The ingest_stage values a post may stand at for this stage to run. */
export function stageInputs(stage: IngestStage): string[] {
  const index = INGEST_STAGES.indexOf(stage);
  const before = index === 0 ? SAVED : STAGE_DONE[INGEST_STAGES[index - 1]!];
  return stage === 'organise' ? [before, EXTRACTED, ENRICHED] : [before];
}

/** The stages after this one, in order: what a job of this stage goes on with. */
export function stagesAfter(stage: IngestStage): IngestStage[] {
  return INGEST_STAGES.slice(INGEST_STAGES.indexOf(stage) + 1);
}

/** This stage and the ones before it: a live job of any of them will still take the post through this one. */
export function stagesUpTo(stage: IngestStage): IngestStage[] {
  return INGEST_STAGES.slice(0, INGEST_STAGES.indexOf(stage) + 1);
}

export const queueName = (stage: IngestStage) => `ingest.${stage}`;

/** Queues of the stages organise replaced; jobs an older server left there are moved to organise's. */
export const LEGACY_QUEUES = ['ingest.extract', 'ingest.enrich', 'ingest.index'] as const;

export interface StageJob {
  postId: string;
  /**
   * Tries of this stage made before the job was queued: a stage that failed while a job of an
   * earlier stage carried the post through it is queued on its own for the tries it has left.
   */
  triesBefore?: number;
}
