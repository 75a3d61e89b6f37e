// Whether a tab shows a page of a supported site: Instagram, TikTok or X (twitter.com too).
import { platformOfHost } from '@stash/shared';

/** Whether `address` is a page of a supported site (a post or not: the save says which). */
export function isSupportedSite(address: string | undefined): boolean {
  if (!address) return false;
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && platformOfHost(url.hostname) !== null;
  } catch {
    return false;
  }
}
