// Stage 1: fetch the post from its platform and keep its text, author, date and media list. A
// short link resolves here; when it turns out to be a post the member already has, this save is
// folded into that one.
import { canonicalLinkOf } from '@stash/shared';
import { findOtherPostWithLink, recordFetched, removeUnstartedPost, type FetchedPostFields } from '../modules/posts/post-lifecycle';
import type { FetchedPost } from './fetch/fetched-post';
import { replaceMedia } from './ingest.repo';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { StageFailure } from './stage-failure';
import { completeStage, postReadyFor, type PostRow } from './stage-progress';

export async function runFetchStage(deps: IngestDependencies, postId: string, _attempt: Attempt): Promise<void> {
  const post = await postReadyFor(deps.db, postId, 'fetch');
  if (!post) return;
  const link = canonicalLinkOf(new URL(post.canonicalUrl));
  if (!link) throw new StageFailure('This link is not a post we can save.', false, `stored link no longer parses: ${post.canonicalUrl}`);
  const fetched = await deps.fetcher.fetchPost(link);

  if (fetched.canonicalUrl !== post.canonicalUrl && (await foldIntoExisting(deps, post, fetched.canonicalUrl))) return;

  const replacedKeys: string[] = [];
  await completeStage(deps, postId, 'fetch', async (tx) => {
    replacedKeys.push(...(await replaceMedia(tx, postId, fetched.media)));
    await recordFetched(tx, postId, fetchedFields(fetched));
  });
  // Files of an earlier fetch's media (a post fetched again after a retry); their rows are gone.
  await deps.mediaStorage.remove(replacedKeys);
}

function fetchedFields(fetched: FetchedPost): FetchedPostFields {
  return {
    canonicalUrl: fetched.canonicalUrl,
    title: fetched.title,
    caption: fetched.caption,
    fullText: fetched.fullText,
    authorName: fetched.authorName,
    authorHandle: fetched.authorHandle,
    postedAt: fetched.postedAt,
    attachmentType: fetched.attachmentType,
    // Until the media stage stores a copy, the card can show the platform's own address.
    mediaUrl: fetched.media[0]?.url ?? null,
    rawDump: {
      media: fetched.media.map((item) => ({ url: item.url, type: item.type })),
      created_at: fetched.postedAt?.toISOString() ?? null,
      original_url: fetched.canonicalUrl,
      platform: fetched.platformData,
    },
  };
}

/**
 * A short link led to a post the member saved before: this newer copy is removed so the stash
 * keeps one. Answers true when it did so.
 */
async function foldIntoExisting(deps: IngestDependencies, post: PostRow, canonicalUrl: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const existing = await findOtherPostWithLink(tx, post, canonicalUrl);
    if (!existing) return false;
    await removeUnstartedPost(tx, post.id);
    deps.log.info({ postId: post.id, existingPostId: existing.id }, 'short link resolved to a post already saved; kept the earlier one');
    return true;
  });
}
