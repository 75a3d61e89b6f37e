// Stage 3: read the things in the post (venues, events, recipes, ...) and classify it. The answer
// is kept on the post for the enrich stage, so a retry of enrich never asks the extractor again.
import type { Platform } from '@stash/shared';
import { recordExtraction } from '../modules/posts/post-lifecycle';
import { extractionSchema } from './extract/extraction';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { completeStage, postReadyFor } from './stage-progress';

export interface StoredExtraction {
  extractor: string;
  result: unknown;
}

export async function runExtractStage(deps: IngestDependencies, postId: string, _attempt: Attempt): Promise<void> {
  const post = await postReadyFor(deps.db, postId, 'extract');
  if (!post) return;
  const extraction = extractionSchema.parse(
    await deps.extractor.extract({
      platform: post.activityType as Platform,
      url: post.canonicalUrl,
      title: post.title,
      caption: post.caption,
      fullText: post.fullText,
      authorName: post.authorName,
      authorHandle: post.authorHandle,
      postedAt: post.postedAt ?? post.createdAt,
    }),
  );
  const stored: StoredExtraction = { extractor: deps.extractor.name, result: extraction };
  await completeStage(deps, postId, 'extract', async (tx) => {
    await recordExtraction(tx, postId, {
      extraction: stored as unknown as Record<string, unknown>,
      category: extraction.category,
      routingClass: extraction.routing_class,
      overallMessageIntent: extraction.overall_message_intent,
      hashtags: extraction.hashtags,
      mentions: extraction.mentions,
    });
  });
}
