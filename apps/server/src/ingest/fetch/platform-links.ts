// The link shapes the fetchers work with, and where each platform request goes: always the
// configured origin (a test server or a self-hosted proxy may stand in for the platform).
import type { CanonicalLink } from '@stash/shared';
import type { IngestConfig } from '../../config';

export type PostLink = Extract<CanonicalLink, { kind: 'post' }>;
export type ShortLink = Extract<CanonicalLink, { kind: 'short' }>;

type Origins = IngestConfig['origins'];

const TIKTOK_SHORT_HOSTS = new Set(['vm.tiktok.com', 'vt.tiktok.com']);

/** Where to ask a short link for its redirect: its path on the configured origin. */
export function shortLinkRequestUrl(origins: Origins, link: ShortLink): string | null {
  const url = new URL(link.url);
  if (link.platform === 'instagram') return `${origins.instagram}${url.pathname}`;
  if (link.platform !== 'tiktok') return null;
  if (TIKTOK_SHORT_HOSTS.has(url.hostname)) return `${origins.tiktokShortLinks ?? url.origin}${url.pathname}`;
  return `${origins.tiktok}${url.pathname}`;
}

export function instagramPageUrl(origins: Origins, link: PostLink): string {
  return `${origins.instagram}/p/${encodeURIComponent(link.id)}/`;
}

export function instagramOembedUrl(origins: Origins, link: PostLink, token: string): string {
  const query = new URLSearchParams({ url: link.url, access_token: token });
  return `${origins.instagramGraph}/v21.0/instagram_oembed?${query.toString()}`;
}

export function tiktokOembedUrl(origins: Origins, link: PostLink): string {
  return `${origins.tiktok}/oembed?${new URLSearchParams({ url: link.url }).toString()}`;
}

/** The canonical TikTok link keeps the author: /@user/video/id. */
export function tiktokPageUrl(origins: Origins, link: PostLink): string {
  return `${origins.tiktok}${new URL(link.url).pathname}`;
}

/** The token the syndication endpoint checks; the formula is the one its own embed script uses. */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, '');
}

export function xSyndicationUrl(origins: Origins, link: PostLink): string {
  const query = new URLSearchParams({ id: link.id, token: syndicationToken(link.id), lang: 'en' });
  return `${origins.xSyndication}/tweet-result?${query.toString()}`;
}

export function xOembedUrl(origins: Origins, link: PostLink): string {
  return `${origins.xOembed}/oembed?${new URLSearchParams({ url: `https://twitter.com/i/status/${link.id}` }).toString()}`;
}
