// What a platform fetcher answers: the post's own text, author, date and media, read from the
// platform's public page or API, before anything of ours (extraction, storage) touches it.
import type { Platform } from '@stash/shared';

export type MediaType = 'video' | 'image' | 'unknown';

export interface FetchedMedia {
  /** The platform's address for the file; signed CDN addresses expire, so it is downloaded. */
  url: string;
  type: MediaType;
}

export interface FetchedPost {
  platform: Platform;
  /** The canonical post link (a short link is resolved by now). */
  canonicalUrl: string;
  /** A short headline for the card: the caption's first line, or null to let the client fall back. */
  title: string | null;
  caption: string | null;
  /** All the text the post carries (caption, alt text, a tweet's full text). */
  fullText: string | null;
  authorName: string | null;
  /** Without '@'. */
  authorHandle: string | null;
  /** When the original post was published, when the platform says. */
  postedAt: Date | null;
  /** In display order; the first is the card's primary media (a video's cover comes after the video). */
  media: FetchedMedia[];
  /** ig_reel, ig_post, video, photo, text: what kind of post it is on its platform. */
  attachmentType: string | null;
  /** The platform's own fields worth keeping (likes, video id, ...), stored in raw_dump. */
  platformData: Record<string, unknown>;
}

export type FetchFailureKind =
  | 'not_found' // the post does not exist (404) or was deleted (tweet tombstone)
  | 'login_wall' // the platform asked us to log in: try again later
  | 'blocked' // the SSRF guard refused an address, or a redirect left the platform
  | 'unavailable' // timeouts, 5xx, 429, connection errors: try again later
  | 'invalid_response' // an answer we cannot read (wrong content type, no post in the page)
  | 'too_large'; // the answer is bigger than the cap

const RETRYABLE: ReadonlySet<FetchFailureKind> = new Set(['login_wall', 'unavailable']);

/** A fetch that did not give a post; `memberMessage` is what the stash card shows. */
export class FetchFailure extends Error {
  readonly retryable: boolean;
  constructor(
    readonly kind: FetchFailureKind,
    readonly memberMessage: string,
    detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'FetchFailure';
    this.retryable = RETRYABLE.has(kind);
  }
}
