// The ingestion pipeline's stages in order. Each is a pg-boss queue; a stage finishing schedules
// the next in the same transaction as its own writes, and records itself as the post's
// ingest_stage, so a job that runs twice (a retry after a crash) finds the work done and stops.
// Fetch and media wait on the network; organise (extract, enrich, index) is one job, since it
// does no network I/O but geocoding, which is cached and rate limited by the geocoder itself.

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

export function nextStage(stage: IngestStage): IngestStage | null {
  return INGEST_STAGES[INGEST_STAGES.indexOf(stage) + 1] ?? null;
}

export const queueName = (stage: IngestStage) => `ingest.${stage}`;

/** Queues of the stages organise replaced; jobs an older server left there are moved to organise's. */
export const LEGACY_QUEUES = ['ingest.extract', 'ingest.enrich', 'ingest.index'] as const;

export interface StageJob {
  postId: string;
}
