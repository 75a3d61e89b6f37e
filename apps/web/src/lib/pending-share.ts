// A link shared to Stash ('Share -> Stash', the installed app's share target) by someone who was not
// signed in yet: its share address is kept for this tab while they sign in, and signing in goes
// back to it instead of home. Session storage: it is for this one tab and this one visit.
import { STORAGE_PREFIX } from '@stash/shared';

export const PENDING_SHARE_KEY = `${STORAGE_PREFIX}pending_share`;
export const SHARE_PATH = '/share';
const HOME_PATH = '/home';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionStorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the share screen's query (`?text=...`) until the visitor has signed in. */
export function keepPendingShare(search: string, storage: SessionStorageLike | null = sessionStore()): void {
  try {
    storage?.setItem(PENDING_SHARE_KEY, search.startsWith('?') || search === '' ? search : `?${search}`);
  } catch {
    // Blocked storage: after signing in the member shares again; nothing else is lost.
  }
}

/** The share waiting for this tab's sign-in, as the address to go back to; null when there is none. */
export function pendingSharePath(storage: SessionStorageLike | null = sessionStore()): string | null {
  try {
    const search = storage?.getItem(PENDING_SHARE_KEY);
    return search === null || search === undefined ? null : `${SHARE_PATH}${search}`;
  } catch {
    return null;
  }
}

/** The share screen has it now (or it was saved): signing in later goes home again. */
export function forgetPendingShare(storage: SessionStorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(PENDING_SHARE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Where signing in leads: back to a waiting share, otherwise home. Reads only, so renders may call it. */
export function afterSignInPath(storage: SessionStorageLike | null = sessionStore()): string {
  return pendingSharePath(storage) ?? HOME_PATH;
}
