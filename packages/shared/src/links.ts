// The save-link rules of spec section 5, used by the save dialog and the server alike: which links
// can be saved, and the one canonical form a post is stored (and de-duplicated) under.
import { z } from 'zod';

export const PLATFORMS = ['instagram', 'tiktok', 'x'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const SAVE_LINK_MESSAGES = {
  empty: 'Enter a link to save.',
  unsupportedHost: 'Please enter a link from Instagram, TikTok, or X.',
  /** Not in the spec: a supported site, but a page (a profile, a search) rather than one post. */
  notAPost: 'That link is not a post. Share the link of one post, reel or video.',
} as const;

export const SAVE_LINK_MAX_LENGTH = 2_048;

/**
 * A post link in its canonical form.
 * - `post`: `url` names exactly one post (`id` is its shortcode, video id or status id).
 * - `short`: a short link (`instagram.com/share/...`, `vm.tiktok.com/...`, `tiktok.com/t/...`), or a
 *   TikTok link with the video id but no author (`tiktokv.com/share/video/{id}`), that only the
 *   platform can resolve, by one redirect, when the post is fetched.
 */
export type CanonicalLink =
  | { platform: Platform; kind: 'post'; id: string; url: string }
  | { platform: Platform; kind: 'short'; url: string };

export type SaveLinkResult = { ok: true; link: CanonicalLink } | { ok: false; message: string };

const HOST_PREFIXES = /^(www|m|mobile)\./;
const TIKTOK_SHORT_HOSTS = new Set(['vm.tiktok.com', 'vt.tiktok.com']);
// TikTok's data export (user_data.json, "Favorite Videos" / "Like List") records saves as
// tiktokv.com/share/video/{id}/, older ones as m.tiktok.com/v/{id}.html: the video id, no author.
const TIKTOKV_HOSTS = new Set(['tiktokv.com', 'www.tiktokv.com']);

/** The platform a host belongs to, once `www.`, `m.` and `mobile.` are dropped; null for any other site. */
export function platformOfHost(hostname: string): Platform | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (TIKTOK_SHORT_HOSTS.has(host) || TIKTOKV_HOSTS.has(host)) return 'tiktok';
  switch (host.replace(HOST_PREFIXES, '')) {
    case 'instagram.com':
      return 'instagram';
    case 'tiktok.com':
      return 'tiktok';
    case 'x.com':
    case 'twitter.com':
      return 'x';
    default:
      return null;
  }
}

// An optional username segment may come first; 'share/' never counts as one (it is a short link).
const INSTAGRAM_POST = /^\/(?:(?!share\/)[A-Za-z0-9._]+\/)?(?:p|reels?|tv)\/([A-Za-z0-9_-]+)\/?$/;
const INSTAGRAM_SHARE = /^\/share\/(?:(?:p|reels?|tv)\/)?[A-Za-z0-9_-]+\/?$/;
const TIKTOK_POST = /^\/@([A-Za-z0-9._-]+)\/(?:video|photo)\/(\d{5,25})\/?$/;
const TIKTOK_SHORT_PATH = /^\/t\/[A-Za-z0-9]+\/?$/;
const TIKTOK_SHORT_HOST_PATH = /^\/[A-Za-z0-9]+\/?$/;
const TIKTOKV_VIDEO_PATH = /^\/share\/video\/(\d{5,25})\/?$/;
// /v/{id}.html, and /@/video/{id}: the id-only link's own canonical form, which TikTok redirects
// to the video's full address.
const TIKTOK_ID_ONLY_PATH = /^\/(?:v\/(\d{5,25})\.html|@\/video\/(\d{5,25})\/?)$/;
const X_POST = /^\/(?:[A-Za-z0-9_]{1,15}|i(?:\/web)?)\/status(?:es)?\/(\d{1,25})(?:\/(?:photo|video)\/\d)?\/?$/;

function withoutTrailingSlash(pathname: string) {
  return pathname.replace(/\/+$/, '');
}

/**
 * A TikTok video known only by its id. TikTok answers /@/video/{id} (no user) with a redirect to the
 * video's full address, so this is a short link the fetch resolves like the others.
 */
function tiktokIdOnlyLink(id: string): CanonicalLink {
  return { platform: 'tiktok', kind: 'short', url: `https://www.tiktok.com/@/video/${id}` };
}

/** Reads a URL of a supported site as one post, or a short link to one; null for other pages. */
export function canonicalLinkOf(url: URL): CanonicalLink | null {
  const platform = platformOfHost(url.hostname);
  if (!platform) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  if (platform === 'instagram') {
    const post = INSTAGRAM_POST.exec(pathname);
    if (post) return { platform, kind: 'post', id: post[1]!, url: `https://www.instagram.com/p/${post[1]}/` };
    if (INSTAGRAM_SHARE.test(pathname)) return { platform, kind: 'short', url: `https://www.instagram.com${withoutTrailingSlash(pathname)}/` };
    return null;
  }
  if (platform === 'tiktok') {
    if (TIKTOKV_HOSTS.has(host)) {
      const id = TIKTOKV_VIDEO_PATH.exec(pathname)?.[1];
      return id ? tiktokIdOnlyLink(id) : null;
    }
    if (TIKTOK_SHORT_HOSTS.has(host)) {
      return TIKTOK_SHORT_HOST_PATH.test(pathname) ? { platform, kind: 'short', url: `https://${host}${withoutTrailingSlash(pathname)}/` } : null;
    }
    const post = TIKTOK_POST.exec(pathname);
    if (post) return { platform, kind: 'post', id: post[2]!, url: `https://www.tiktok.com/@${post[1]!.toLowerCase()}/video/${post[2]}` };
    const idOnly = TIKTOK_ID_ONLY_PATH.exec(pathname);
    if (idOnly) return tiktokIdOnlyLink(idOnly[1] ?? idOnly[2]!);
    if (TIKTOK_SHORT_PATH.test(pathname)) return { platform, kind: 'short', url: `https://www.tiktok.com${withoutTrailingSlash(pathname)}/` };
    return null;
  }
  const post = X_POST.exec(pathname);
  return post ? { platform, kind: 'post', id: post[1]!, url: `https://x.com/i/status/${post[1]}` } : null;
}

/**
 * Checks what a member typed or shared and gives its canonical link. A link without a scheme is
 * read as https; tracking parameters (igsh, utm_*, s, t, ...) are dropped because the canonical
 * form keeps no query at all.
 */
export function parseSaveLink(input: string): SaveLinkResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: SAVE_LINK_MESSAGES.empty };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, message: SAVE_LINK_MESSAGES.unsupportedHost };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port || !platformOfHost(url.hostname)) {
    return { ok: false, message: SAVE_LINK_MESSAGES.unsupportedHost };
  }
  const link = canonicalLinkOf(url);
  return link ? { ok: true, link } : { ok: false, message: SAVE_LINK_MESSAGES.notAPost };
}

/**
 * Where a save came from: the web dialog, a phone's share sheet, the installed app's share target
 * ('Share -> Stash'), the bookmarklet, the browser extension.
 */
export const SHARE_SHEET_VARIANTS = ['web_manual', 'ios_share_sheet', 'android_share_sheet', 'share_target', 'bookmarklet', 'extension'] as const;
export type ShareSheetVariant = (typeof SHARE_SHEET_VARIANTS)[number];

export const saveLinkRequestSchema = z.object({
  url: z.string().max(SAVE_LINK_MAX_LENGTH, { error: 'That link is too long.' }),
  share_sheet_variant: z.enum(SHARE_SHEET_VARIANTS).default('web_manual'),
});
export type SaveLinkRequest = z.input<typeof saveLinkRequestSchema>;

export const saveLinkResponseSchema = z.object({
  /** The post id: a new post, or the one already saved from the same link. */
  id: z.string(),
  status: z.enum(['pending', 'fetched', 'organised', 'failed']),
  /** True when this member had already saved the post: nothing new was created. */
  duplicate: z.boolean(),
  /** The canonical link the post is stored under. */
  url: z.string(),
});
export type SaveLinkResponse = z.infer<typeof saveLinkResponseSchema>;
