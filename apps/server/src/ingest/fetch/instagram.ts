// Instagram: the Graph oEmbed answer when a token is configured, else (or when it fails) the
// public post page, read from its og: meta tags. A login wall is told apart from a post.
import * as cheerio from 'cheerio';
import type { IngestConfig } from '../../config';
import type { SafeFetchResponse } from '../../lib/safe-fetch';
import { parseEnglishDate } from './english-date';
import { failureOfStatus, invalidResponse, loginWall, notFound } from './fetch-failures';
import type { FetchedPost } from './fetched-post';
import { FetchFailure } from './fetched-post';
import { mediaItem, mediaList } from './media-item';
import { HTML_TYPES, JSON_TYPES, jsonOf } from './platform-client';
import type { PlatformClient } from './platform-client';
import { instagramOembedUrl, instagramPageUrl } from './platform-links';
import type { PostLink } from './platform-links';
import { joinText, textOrNull, titleFromCaption } from './post-text';

export interface InstagramDescription {
  likes: number | null;
  comments: number | null;
  handle: string;
  postedAt: Date | null;
  caption: string;
}

const HANDLE = '[A-Za-z0-9._]{1,30}';
// "298K likes, 553 comments - natgeo on May 29, 2021: "caption"." The counts part is missing when
// both are zero; the caption runs to the last quote, so quotes inside it are kept.
const DESCRIPTION = new RegExp(`^(?:([^":]*?) - )?(${HANDLE}) on ([^:"]+?): "([\\s\\S]*)"\\.?\\s*$`);
const TITLE_AUTHOR = /^([\s\S]+?) on Instagram(?:: "([\s\S]*)")?\s*$/;
const TWITTER_TITLE_AUTHOR = new RegExp(`^([\\s\\S]*?)\\s*\\(@(${HANDLE})\\)`);
const LOGIN_TITLE = /^Log\s?in\s*[•·|-]\s*Instagram$/i;
// The sign-up page's own description, seen when the wall is served in place of the post.
const LOGIN_DESCRIPTION = /^(?:Create an account or log in to Instagram|Welcome back to Instagram)/i;

/** "298K" -> 298000, "1,234" -> 1234, "1.2M" -> 1200000. */
function countOf(text: string | undefined): number | null {
  const match = /([\d.,]+)\s*([KM])?/i.exec(text ?? '');
  if (!match?.[1]) return null;
  const suffix = match[2]?.toUpperCase();
  const digits = suffix ? match[1].replace(/,/g, '') : match[1].replace(/[.,]/g, '');
  const value = Number(digits) * (suffix === 'M' ? 1_000_000 : suffix === 'K' ? 1_000 : 1);
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** Reads og:description; null when it is not in the (English) shape above. */
export function parseInstagramDescription(text: string): InstagramDescription | null {
  const match = DESCRIPTION.exec(text.trim());
  if (!match) return null;
  const [, counts = '', handle = '', dateText = '', caption = ''] = match;
  const likes = /([\d.,]+[KM]?)\s+likes?/i.exec(counts)?.[1];
  const comments = /([\d.,]+[KM]?)\s+comments?/i.exec(counts)?.[1];
  return { likes: countOf(likes), comments: countOf(comments), handle, postedAt: parseEnglishDate(dateText), caption };
}

export interface InstagramPage {
  title: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogType: string | null;
  ogUrl: string | null;
  images: string[];
  videos: string[];
  twitterTitle: string | null;
  mediaId: string | null;
  ownerUserId: string | null;
  hasLoginForm: boolean;
  /** The body's text without scripts: a post page's scripts may carry any sentence. */
  visibleText: string;
}

export function readInstagramPage(html: string): InstagramPage {
  const $ = cheerio.load(html);
  const meta = (key: string) => textOrNull($(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content'));
  const metaAll = (key: string) =>
    $(`meta[property="${key}"]`)
      .map((_index, element) => $(element).attr('content') ?? '')
      .get()
      .filter((content) => content.trim() !== '');
  return {
    title: textOrNull($('title').first().text()),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogType: meta('og:type'),
    ogUrl: meta('og:url'),
    images: metaAll('og:image'),
    videos: [...metaAll('og:video:secure_url'), ...metaAll('og:video')],
    twitterTitle: meta('twitter:title'),
    mediaId: /[?&]id=(\d+)/.exec(meta('al:ios:url') ?? '')?.[1] ?? null,
    ownerUserId: meta('instapp:owner_user_id'),
    hasLoginForm: $('form#loginForm, input[name="password"], input[type="password"]').length > 0,
    visibleText: $('body').clone().find('script, style, noscript').remove().end().text(),
  };
}

const hasPostTags = (page: InstagramPage) => page.ogDescription !== null || page.ogTitle !== null || page.images.length > 0;

function isLoginPage(page: InstagramPage): boolean {
  return (page.title !== null && LOGIN_TITLE.test(page.title)) || (page.ogDescription !== null && LOGIN_DESCRIPTION.test(page.ogDescription));
}

/** Anonymous fetches past the limit get the bare app shell, titled just "Instagram", or a login form. */
function isAppShellWall(page: InstagramPage): boolean {
  return !hasPostTags(page) && (page.hasLoginForm || page.title === 'Instagram');
}

function isMissingPage(page: InstagramPage): boolean {
  return /^Page not found/i.test(page.title ?? '') || /Sorry, this page (?:isn't|isn’t|is not) available/i.test(page.visibleText);
}

/** The post a page describes; throws FetchFailure for a login wall, a missing post or a page without one. */
export function instagramPostFromPage(html: string, link: PostLink): FetchedPost {
  const page = readInstagramPage(html);
  if (isLoginPage(page)) throw loginWall('the page is the login page');
  if (isMissingPage(page)) throw notFound('the page says the post is not available');
  if (isAppShellWall(page)) throw loginWall('the page is the bare app shell');
  if (!hasPostTags(page)) throw invalidResponse('the page has no og: tags');
  // A profile (or any other page) a post redirected to must not be stored as the post.
  if (page.ogUrl && !/\/(?:p|reels?|tv)\//.test(page.ogUrl)) throw invalidResponse('the page is not a post page');

  const description = page.ogDescription ? parseInstagramDescription(page.ogDescription) : null;
  const titleParts = page.ogTitle ? TITLE_AUTHOR.exec(page.ogTitle) : null;
  const twitterParts = page.twitterTitle ? TWITTER_TITLE_AUTHOR.exec(page.twitterTitle) : null;
  const handleInUrl = page.ogUrl ? /instagram\.com\/([A-Za-z0-9._]{1,30})\/(?:p|reel|tv)\//.exec(page.ogUrl)?.[1] : undefined;
  const caption = textOrNull(description?.caption ?? titleParts?.[2] ?? null);
  const isVideo = page.videos.length > 0 || (page.ogType ?? '').startsWith('video') || /\/reels?\//.test(page.ogUrl ?? '');
  return {
    platform: 'instagram',
    canonicalUrl: link.url,
    title: titleFromCaption(caption),
    caption,
    fullText: joinText([caption]),
    authorName: textOrNull(titleParts?.[1] ?? twitterParts?.[1] ?? null),
    authorHandle: description?.handle ?? twitterParts?.[2] ?? handleInUrl ?? null,
    postedAt: description?.postedAt ?? null,
    // A video first, its cover image after it.
    media: mediaList([...page.videos.map((url) => mediaItem(url, 'video')), ...page.images.map((url) => mediaItem(url, 'image'))]),
    attachmentType: isVideo ? 'ig_reel' : 'ig_post',
    platformData: {
      source: 'page',
      shortcode: link.id,
      likes: description?.likes ?? null,
      comments: description?.comments ?? null,
      mediaId: page.mediaId,
      ownerUserId: page.ownerUserId,
      ogType: page.ogType,
    },
  };
}

async function fetchFromPage(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<FetchedPost> {
  const response = await client.get('instagram', instagramPageUrl(config.origins, link), { accept: HTML_TYPES });
  if (reachedLogin(response)) throw loginWall('redirected to the login page');
  if (response.status < 200 || response.status >= 300) throw failureOfStatus('instagram', response.status, 'the post page');
  return instagramPostFromPage(response.body.toString('utf8'), link);
}

function reachedLogin(response: SafeFetchResponse): boolean {
  return [...response.redirects, response.url].some((address) => new URL(address).pathname.startsWith('/accounts/login'));
}

interface InstagramOembed {
  author_name?: unknown;
  title?: unknown;
  thumbnail_url?: unknown;
  html?: unknown;
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? textOrNull(value) : null);

/** A post from Graph oEmbed, or null when the answer lacks what a card needs. */
export function instagramPostFromOembed(body: unknown, link: PostLink): FetchedPost | null {
  if (typeof body !== 'object' || body === null) return null;
  const oembed = body as InstagramOembed;
  const caption = stringOrNull(oembed.title);
  const thumbnail = mediaItem(stringOrNull(oembed.thumbnail_url), 'image');
  if (!caption && !thumbnail) return null;
  const embed = typeof oembed.html === 'string' ? cheerio.load(oembed.html) : null;
  const permalink = embed?.('[data-instgrm-permalink]').first().attr('data-instgrm-permalink') ?? '';
  const datetime = embed?.('time[datetime]').first().attr('datetime');
  const postedAt = datetime ? new Date(datetime) : null;
  const authorName = stringOrNull(oembed.author_name);
  return {
    platform: 'instagram',
    canonicalUrl: link.url,
    title: titleFromCaption(caption),
    caption,
    fullText: joinText([caption]),
    // Graph oEmbed names the account by its username.
    authorName,
    authorHandle: authorName && /^[A-Za-z0-9._]{1,30}$/.test(authorName) ? authorName : null,
    postedAt: postedAt && !Number.isNaN(postedAt.getTime()) ? postedAt : null,
    media: mediaList([thumbnail]),
    attachmentType: /\/reels?\//.test(permalink) ? 'ig_reel' : 'ig_post',
    platformData: { source: 'oembed', shortcode: link.id },
  };
}

async function fetchFromOembed(client: PlatformClient, config: IngestConfig, link: PostLink, token: string): Promise<FetchedPost | null> {
  try {
    const response = await client.get('instagram', instagramOembedUrl(config.origins, link, token), { accept: JSON_TYPES });
    if (response.status !== 200) return null;
    return instagramPostFromOembed(jsonOf(response, 'Instagram oEmbed'), link);
  } catch (error) {
    // The page is the fallback for anything oEmbed cannot give; its own failure is the one reported.
    if (error instanceof FetchFailure) return null;
    throw error;
  }
}

export async function fetchInstagramPost(client: PlatformClient, config: IngestConfig, link: PostLink): Promise<FetchedPost> {
  const token = config.instagramOembedToken;
  const fromOembed = token ? await fetchFromOembed(client, config, link, token) : null;
  return fromOembed ?? fetchFromPage(client, config, link);
}
