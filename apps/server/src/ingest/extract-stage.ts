// Organise, first step: read the things in the post (venues, events, recipes, ...) and classify
// it. The answer is kept on the post (posts.extraction), and what it says is written in the
// organise transaction (organise-stage.ts).
import type { Platform } from '@stash/shared';
import type { Executor } from '../db/connection';
import { recordExtraction } from '../modules/posts/post-lifecycle';
import { extractionSchema, type Extraction } from './extract/extraction';
import type { IngestDependencies } from './ingest-dependencies';
import { StageFailure } from './stage-failure';
import type { PostRow } from './stage-progress';

export interface StoredExtraction {
  extractor: string;
  result: unknown;
}

/** Asks the extractor about the post (outside any transaction: it may be slow). */
export async function extractPost(deps: Pick<IngestDependencies, 'extractor'>, post: PostRow): Promise<Extraction> {
  return extractionSchema.parse(
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
}

/** The extraction an older server stored on the post before enriching it (it stood at 'extracted' or 'enriched'). */
export function storedExtraction(post: PostRow): Extraction {
  const stored = post.extraction as StoredExtraction | null;
  const parsed = extractionSchema.safeParse(stored?.result);
  if (!parsed.success) throw new StageFailure('We could not organise this post.', false, 'stored extraction does not validate');
  return parsed.data;
}

/** Keeps the extraction on the post with the fields it sets (category, routing class, ...). */
export async function writeExtraction(tx: Executor, postId: string, extractor: string, extraction: Extraction): Promise<void> {
  const stored: StoredExtraction = { extractor, result: extraction };
  await recordExtraction(tx, postId, {
    extraction: stored as unknown as Record<string, unknown>,
    category: extraction.category,
    routingClass: extraction.routing_class,
    overallMessageIntent: extraction.overall_message_intent,
    hashtags: extraction.hashtags,
    mentions: extraction.mentions,
  });
}
