// The 'Save to Stash' bookmarklet: a bookmark whose address is a little script. Clicked on a post
// (Instagram, TikTok or X), it opens this Stash's save screen (/share, which also takes what a
// phone's share sheet sends) with the post's address, in a small window, or in the same tab when
// the browser blocks the window.

/** The save screen's path, and the marker that tells it the bookmarklet sent the member. */
export const SHARE_PATH = '/share';
export const VIA_BOOKMARKLET = 'bookmarklet';

/** Where the bookmarklet sends the member from `pageAddress`. */
export function shareAddress(origin: string, pageAddress: string): string {
  return `${origin}${SHARE_PATH}?url=${encodeURIComponent(pageAddress)}&via=${VIA_BOOKMARKLET}`;
}

/**
 * The bookmarklet's script: the same address as shareAddress, built in the page it runs on. The
 * arrow function returns nothing, so the page itself is left alone (a javascript: URL that ends in
 * a value replaces the page with it).
 */
export function bookmarkletScript(origin: string): string {
  const target = `${JSON.stringify(`${origin}${SHARE_PATH}?url=`)}+encodeURIComponent(location.href)+${JSON.stringify(`&via=${VIA_BOOKMARKLET}`)}`;
  return `(()=>{const u=${target};window.open(u,'stash-save','popup,width=440,height=640')||location.assign(u)})()`;
}

/**
 * The bookmark's address. Browsers percent-decode a javascript: URL before running it, so the
 * script is percent-encoded once (its own encodeURIComponent call survives as written).
 */
export function bookmarkletHref(origin: string): string {
  return `javascript:${encodeURI(bookmarkletScript(origin))}`;
}
