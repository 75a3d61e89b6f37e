// Where the stash drawer lives in the address. A stash opened from a card is the page the member
// was on plus ?stash={id} (/posts?category=food&stash=abc), not a new path, because then:
// - the screen underneath stays mounted, so the feed keeps its loaded pages and its scroll
//   position, and the layout's scroll-to-top (which follows the path) is not triggered;
// - Back closes the drawer (opening pushes one history entry), and a reload or a shared address
//   opens the same stash over the same screen;
// - no route has to render two screens at once (the background-location pattern needs that).
// /stash/{id} stays the stash's own address (links, new tabs); it shows the drawer over the feed.

export const STASH_DRAWER_PARAM = 'stash';

/** History state of a drawer entry: how many drawer entries were pushed on top of the page. */
export interface StashDrawerState {
  stashDrawerDepth: number;
}

export function stashPath(id: string): string {
  return `/stash/${encodeURIComponent(id)}`;
}

/** How many drawer entries sit above the page in history (0 when the drawer was opened by address). */
export function stashDrawerDepth(state: unknown): number {
  if (typeof state !== 'object' || state === null) return 0;
  const depth = (state as Partial<StashDrawerState>).stashDrawerDepth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** The search string with the drawer showing stash `id`, other parameters kept. */
export function searchWithStash(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(STASH_DRAWER_PARAM, id);
  return `?${params.toString()}`;
}

/** The search string with the drawer closed. */
export function searchWithoutStash(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(STASH_DRAWER_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The stash the address opens in the drawer, if any. */
export function stashIdInSearch(search: string): string | null {
  return new URLSearchParams(search).get(STASH_DRAWER_PARAM)?.trim() || null;
}
