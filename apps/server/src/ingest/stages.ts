// The ingestion pipeline's stages in order. Each is a pg-boss queue; a stage finishing schedules
// the next in the same transaction as its own writes, and records itself as the post's
// ingest_stage, so a job that runs twice (a retry after a crash) finds the work done and stops.

export const INGEST_STAGES = ['fetch', 'media', 'extract', 'enrich', 'index'] as const;
export type IngestStage = (typeof INGEST_STAGES)[number];

/** What posts.ingest_stage reads after each stage; 'saved' before the first. */
export const STAGE_DONE: Record<IngestStage, string> = {
  fetch: 'fetched',
  media: 'media',
  extract: 'extracted',
  enrich: 'enriched',
  index: 'indexed',
};
export const SAVED = 'saved';

/** The ingest_stage a post must stand at for this stage to run. */
export function stageInput(stage: IngestStage): string {
  const index = INGEST_STAGES.indexOf(stage);
  return index === 0 ? SAVED : STAGE_DONE[INGEST_STAGES[index - 1]!];
}

export function nextStage(stage: IngestStage): IngestStage | null {
  return INGEST_STAGES[INGEST_STAGES.indexOf(stage) + 1] ?? null;
}

export const queueName = (stage: IngestStage) => `ingest.${stage}`;

export interface StageJob {
  postId: string;
}
