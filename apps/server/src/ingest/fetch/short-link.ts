// Resolves a short link (instagram.com/share/..., vm.tiktok.com/..., tiktok.com/t/..., and TikTok's
// id-only tiktok.com/@/video/{id}) by reading its one redirect, and accepts the answer only when it
// names a post of the same platform.
import { canonicalLinkOf, platformOfHost } from '@stash/shared';
import type { IngestConfig } from '../../config';
import { blocked, failureOfStatus, invalidResponse, loginWall } from './fetch-failures';
import { HTML_TYPES } from './platform-client';
import type { PlatformClient } from './platform-client';
import { shortLinkRequestUrl } from './platform-links';
import type { PostLink, ShortLink } from './platform-links';

export async function resolveShortLink(client: PlatformClient, origins: IngestConfig['origins'], link: ShortLink): Promise<PostLink> {
  const requestUrl = shortLinkRequestUrl(origins, link);
  if (!requestUrl) throw blocked(`${link.platform} has no short links`);
  const response = await client.get(link.platform, requestUrl, { accept: HTML_TYPES, followRedirects: false });
  const location = response.headers.location;
  if (!location || response.status < 300 || response.status >= 400) {
    if (response.status >= 200 && response.status < 300) throw invalidResponse('the short link did not redirect');
    throw failureOfStatus(link.platform, response.status, 'the short link');
  }
  const target = platformTargetOf(location, requestUrl, link.url);
  if (!target) throw invalidResponse('the short link redirected to something that is not a URL');
  if (link.platform === 'instagram' && target.pathname.startsWith('/accounts/login')) throw loginWall('the short link redirected to the login page');
  const resolved = canonicalLinkOf(target);
  if (resolved?.platform === link.platform && resolved.kind === 'post') return resolved;
  if (platformOfHost(target.hostname) !== link.platform) throw blocked('the short link led off its platform');
  throw invalidResponse('the short link did not lead to a post');
}

/**
 * The redirect target as a platform URL. A relative Location, or one on the stand-in origin we
 * asked, is read against the platform's own address, which is what it means there.
 */
function platformTargetOf(location: string, requestUrl: string, platformUrl: string): URL | null {
  try {
    const target = new URL(location, requestUrl);
    if (target.origin !== new URL(requestUrl).origin) return target;
    return new URL(`${target.pathname}${target.search}`, platformUrl);
  } catch {
    return null;
  }
}
