// Which link a share brought. The Web Share Target hands over title, text and url as the sharing
// app filled them: Android apps mostly leave url empty and put the link in text, after a caption
// ('Look at this https://...'), and some put it in title. The first Instagram, TikTok or X post
// link found, looking in url, then text, then title, is the one to save.
import { parseSaveLink, type ShareSheetVariant } from '@stash/shared';

export interface ShareParams {
  title: string;
  text: string;
  url: string;
}

export interface SharedLink {
  /** What the link field starts with: the post link found, else the first link of any kind, else ''. */
  link: string;
  /** Whether `link` is one Stash can save (an Instagram, TikTok or X post). */
  saveable: boolean;
  /** Whether anything at all was shared (an empty share opens the screen as a plain form). */
  shared: boolean;
}

export function readShareParams(search: URLSearchParams): ShareParams {
  return { title: search.get('title') ?? '', text: search.get('text') ?? '', url: search.get('url') ?? '' };
}

/**
 * Where the share came from, as the save call records it: the 'Save to Stash' bookmarklet opens this
 * screen too (with `via=bookmarklet`); anything else arrived through the installed app's share target.
 */
export function readShareVariant(search: URLSearchParams): ShareSheetVariant {
  return search.get('via') === 'bookmarklet' ? 'bookmarklet' : 'share_target';
}

// A link with its scheme, or one of the four sites' addresses written without it.
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+|\b(?:(?:www|m|mobile|vm|vt)\.)?(?:instagram\.com|tiktok\.com|x\.com|twitter\.com)\/[^\s<>"']*/gi;
// Sentence punctuation and closing brackets that end up glued to a link in a caption.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}>»”’'"]+$/u;

/** The links in a piece of shared text, in the order they appear. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(LINK_PATTERN)].map((match) => match[0].replace(TRAILING_PUNCTUATION, '')).filter((link) => link !== '');
}

export function pickSharedLink({ title, text, url }: ShareParams): SharedLink {
  const candidates = [url, text, title].flatMap(linksIn);
  const shared = [title, text, url].some((part) => part.trim() !== '');
  const saveable = candidates.find((candidate) => parseSaveLink(candidate).ok);
  if (saveable) return { link: saveable, saveable: true, shared };
  return { link: candidates[0] ?? '', saveable: false, shared };
}
