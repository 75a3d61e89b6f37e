// The client mapping of a post (spec section 3): turns the server shape into the stash the
// screens show. Pure, so every screen (feed, drawer, search) maps a post the same way. Cards need
// only a post's card (posts/list's card view, packages/shared postCardSchema); a whole post is a
// card too, so both map to a card item alike.
import type { MediaItem, Post, PostCard, PostStatus, PostTag } from '@stash/shared';

export type StashMediaType = 'video' | 'image' | 'unknown';

export interface StashMedia {
  type: StashMediaType;
  /** The file itself: our stored copy when there is one, else the platform's address. */
  url: string;
  /** A still picture for it: the image itself, or a video's poster when one is known. */
  imageUrl: string | null;
}

/** A post as its card shows it (spec section 3, Stash UI, plus the status of its organising). */
export interface StashCardItem {
  id: string;
  title: string;
  /** activity_type: instagram, tiktok, x, or 'unknown'. */
  platform: string;
  category: string | null;
  status: PostStatus;
  statusReason: string | null;
  /** The card's picture: the primary image, or the poster of a primary video. */
  imageUrl: string | null;
  mediaType: StashMediaType;
  sourceUrl: string | null;
  tags: PostTag[];
  /** All of a whole post's hashtags; a card's first few (which is all a card shows). */
  hashtags: string[];
  createdAt: string;
  entityCount: number;
}

/** A post as the stash drawer shows it: its card and the rest of the post. */
export interface StashItem extends StashCardItem {
  description: string;
  /** The first media item, which the card shows. */
  primaryMedia: StashMedia | null;
  media: StashMedia[];
  authorName: string | null;
  authorHandle: string | null;
  lastEnrichedAt: string | null;
}

const EXTENSION_TYPES: Readonly<Record<string, StashMediaType>> = {
  mp4: 'video',
  mov: 'video',
  m4v: 'video',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
};

/** Attachment types that mean a video (spec section 3, Stash UI: messageType ig_reel or video). */
const VIDEO_ATTACHMENT_TYPES = new Set(['ig_reel', 'video']);

function firstText(...candidates: Array<string | null | undefined>): string | null {
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}

function extensionOf(url: string | null | undefined): string | null {
  if (!url) return null;
  // Query strings and fragments carry signatures on platform CDNs, never the file type.
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Video, image or unknown: from the type text when it names one (so 'video', 'video/mp4' and
 * 'IMAGE' all count), else from the file extension of any of the addresses given.
 */
export function mediaTypeOf(typeText: string | null | undefined, ...urls: Array<string | null | undefined>): StashMediaType {
  const text = typeText?.toLowerCase() ?? '';
  if (text.includes('video')) return 'video';
  if (text.includes('image')) return 'image';
  for (const url of urls) {
    const type = EXTENSION_TYPES[extensionOf(url) ?? ''];
    if (type) return type;
  }
  return 'unknown';
}

/** A still for a video: the post's cover picture unless that is a video file too, else its first image. */
function posterFor(post: PostCard): string | null {
  if (post.media_url && mediaTypeOf(null, post.media_url) !== 'video') return post.media_url;
  const image = post.media.find((item) => mediaTypeOf(item.type, item.cdn_url, item.url) === 'image');
  return image ? (image.cdn_url ?? image.url) : null;
}

function toStashMedia(item: MediaItem, post: PostCard, isPrimary: boolean): StashMedia {
  const type = mediaTypeOf(item.type, item.cdn_url, item.url);
  const url = item.cdn_url ?? item.url;
  if (type === 'video') return { type, url, imageUrl: posterFor(post) };
  // The spec's order is cdn_url, then the post's media_url, then url. media_url is the post's
  // cover picture, so it only stands in for the first item, never for a later one.
  const imageUrl = item.cdn_url ?? (isPrimary ? post.media_url : null) ?? item.url;
  return { type, url, imageUrl };
}

function originalUrl(rawDump: Record<string, unknown>): string | null {
  const value = rawDump.original_url;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function mediaOf(post: PostCard): StashMedia[] {
  return post.media.map((item, index) => toStashMedia(item, post, index === 0));
}

function cardItemOf(post: PostCard, media: readonly StashMedia[]): StashCardItem {
  const primaryMedia = media[0] ?? null;
  let mediaType: StashMediaType = primaryMedia?.type ?? mediaTypeOf(null, post.media_url);
  if (mediaType === 'unknown' && VIDEO_ATTACHMENT_TYPES.has(post.attachment_type ?? '')) mediaType = 'video';
  return {
    id: firstText(post.id) ?? `unknown-${post.created_at}`,
    title: firstText(post.title, post.caption, post.full_text) ?? 'Untitled',
    platform: firstText(post.activity_type) ?? 'unknown',
    category: post.category,
    status: post.status,
    statusReason: post.status_reason,
    imageUrl: primaryMedia ? primaryMedia.imageUrl : post.media_url,
    mediaType,
    sourceUrl: originalUrl(post.raw_dump) ?? firstText(post.source_url),
    tags: post.tags,
    hashtags: post.hashtags,
    createdAt: post.created_at,
    entityCount: post.entity_count,
  };
}

/** What a card shows of a post: from its card (posts/list's card view) or the whole post. */
export function toStashCardItem(post: PostCard): StashCardItem {
  return cardItemOf(post, mediaOf(post));
}

export function toStashItem(post: Post): StashItem {
  const media = mediaOf(post);
  return {
    ...cardItemOf(post, media),
    // A post without an id is a client mistake; the sender and time still name it apart.
    id: firstText(post.id) ?? `${post.sender_id ?? 'unknown'}-${post.created_at}`,
    description: firstText(post.description, post.caption, post.full_text) ?? '',
    primaryMedia: media[0] ?? null,
    media,
    authorName: post.author_name,
    authorHandle: post.author_handle,
    lastEnrichedAt: post.last_enriched_at,
  };
}
