// Stage 1: fetch the post from its platform and keep its text, author, date and media list. A
// short link resolves here; when it turns out to be a post the member already has, this save is
// folded into that one.
import { canonicalLinkOf } from '@stash/shared';
import { fetchedFields, findOtherPostWithLink, removeUnstartedPost, type FetchedPostFields } from '../modules/posts/post-lifecycle';
import type { FetchedPost } from './fetch/fetched-post';
import { replaceMedia } from './ingest.repo';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { StageFailure } from './stage-failure';
import { completeStage, postReadyFor, type PostRow } from './stage-progress';

export async function runFetchStage(deps: IngestDependencies, postId: string, _attempt: Attempt, carried?: PostRow | null): Promise<PostRow | null> {
  const post = await postReadyFor(deps.db, postId, 'fetch', carried);
  if (!post) return null;
  const fromMessage = sharedByMessage(post);
  const link = fromMessage ? null : canonicalLinkOf(new URL(post.canonicalUrl));
  if (!fromMessage && !link) throw new StageFailure('This link is not a post we can save.', false, `stored link no longer parses: ${post.canonicalUrl}`);
  const fetched = fromMessage ?? (await deps.fetcher.fetchPost(link!));

  if (fetched.canonicalUrl !== post.canonicalUrl && (await foldIntoExisting(deps, post, fetched.canonicalUrl))) return null;

  const replacedKeys: string[] = [];
  const written = await completeStage(deps, postId, 'fetch', async (tx) => {
    // Items past the per-post cap are not kept at all (nor downloaded by the media stage).
    replacedKeys.push(...(await replaceMedia(tx, postId, fetched.media.slice(0, deps.config.media.maxItemsPerPost))));
    return fetchedFields(postFields(fetched, post.rawDump.shared));
  });
  // Files of an earlier fetch's media (a post fetched again after a retry); their rows are gone.
  await deps.mediaStorage.remove(replacedKeys);
  return written;
}

/**
 * A post shared by direct message without a link (an Instagram ig_post share): the caption and
 * picture the message carried stand in for the platform's page.
 */
function sharedByMessage(post: PostRow): FetchedPost | null {
  const shared = post.rawDump.shared as { caption?: string | null; media_url?: string | null; attachment_type?: string } | undefined;
  if (!shared) return null;
  const caption = shared.caption?.trim() || null;
  return {
    platform: 'instagram',
    canonicalUrl: post.canonicalUrl,
    title: caption?.split('\n')[0]?.trim() || null,
    caption,
    fullText: caption,
    authorName: null,
    authorHandle: null,
    postedAt: null,
    media: shared.media_url ? [{ url: shared.media_url, type: shared.attachment_type === 'ig_reel' ? 'video' : 'image' }] : [],
    attachmentType: shared.attachment_type ?? 'ig_post',
    platformData: { shared_by_message: true },
  };
}

/** `shared`: what a message carried in place of a link, kept so the post can be fetched again (a retry). */
function postFields(fetched: FetchedPost, shared: unknown): FetchedPostFields {
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
      // A post shared without a link has no address to open.
      original_url: fetched.platformData.shared_by_message ? null : fetched.canonicalUrl,
      platform: fetched.platformData,
      ...(shared ? { shared } : {}),
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
