// Stage 3: organise the post: extract, enrich and index in one job and one transaction. The slow
// parts (the extractor, the geocoder) run first, outside it; then the extraction, the entities and
// the organised mark are written together, so the post's documents are rendered once and a job
// run twice finds the post organised and stops. A post an older server left between these steps
// ('extracted', 'enriched') is organised from the extraction it stored.
import { EXTRACTED, ENRICHED } from './stages';
import { extractPost, storedExtraction, writeExtraction } from './extract-stage';
import { locateEntities, writeEntities } from './enrich-stage';
import { indexingCompletion, organisedFields, queueAfterIndexing } from './index-stage';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { completeStage, postReadyFor, type PostRow } from './stage-progress';

export async function runOrganiseStage(deps: IngestDependencies, postId: string, _attempt: Attempt, carried?: PostRow | null): Promise<PostRow | null> {
  const post = await postReadyFor(deps.db, postId, 'organise', carried);
  if (!post) return null;
  const alreadyExtracted = post.ingestStage === EXTRACTED || post.ingestStage === ENRICHED;
  const extraction = alreadyExtracted ? storedExtraction(post) : await extractPost(deps, post);
  const places = await locateEntities(deps, extraction.entities);
  return completeStage(
    deps,
    postId,
    'organise',
    async (tx) => {
      // The extraction is written first, as its own write: its category and hashtag counts are
      // then added at commit before the entities' (migrations 0031, 0032), in the order a save's
      // transaction takes the same rows, so two transactions of a member never wait on each other
      // in a circle.
      if (!alreadyExtracted) await writeExtraction(tx, postId, deps.extractor.name, extraction);
      await writeEntities(tx, post, extraction.entities, places);
      await queueAfterIndexing(deps, tx, post);
      return organisedFields();
    },
    { ...indexingCompletion(postId), from: post.ingestStage },
  );
}
