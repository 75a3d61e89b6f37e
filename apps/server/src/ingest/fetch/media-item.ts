// Turns a platform's media address into a FetchedMedia: only absolute http(s) addresses, typed by
// the file extension when it has one, else by what the platform field says it is.
import { mediaTypeOfUrl } from '../media-type';
import type { FetchedMedia, MediaType } from './fetched-post';

/** A media entry, or null for an address we would not fetch (relative, data:, javascript:). */
export function mediaItem(address: string | null | undefined, hint?: MediaType): FetchedMedia | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { url: url.href, type: mediaTypeOfUrl(url.href) ?? hint ?? 'unknown' };
}

/** Media in order, without empty entries or repeats of one address. */
export function mediaList(items: ReadonlyArray<FetchedMedia | null>): FetchedMedia[] {
  const seen = new Set<string>();
  const list: FetchedMedia[] = [];
  for (const item of items) {
    if (!item || seen.has(item.url)) continue;
    seen.add(item.url);
    list.push(item);
  }
  return list;
}
