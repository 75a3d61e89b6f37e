// Keeps what the device holds for offline reading (lib/member-caches.ts) tied to one member: it
// goes at sign-out (however it happens: the member's choice, a refused refresh, a 403, tokens
// wiped in another tab) and when a different member signs in, before their feed is kept.
import { STORAGE_PREFIX } from '@stash/shared';
import type { Session } from '../../api/session';
import type { KeyValueStorage } from '../../api/key-value-storage';
import { deleteMemberCaches } from '../../lib/member-caches';

/** Whose data the member caches hold; the pictures the service worker keeps carry no owner of their own. */
export const OFFLINE_OWNER_KEY = `${STORAGE_PREFIX}offline_owner`;

interface Dependencies {
  /** Cache Storage; null where the browser has none (an insecure origin): then there is nothing to drop. */
  caches: Pick<CacheStorage, 'keys' | 'delete'> | null;
  storage: KeyValueStorage;
}

export function tieOfflineDataToMember(session: Pick<Session, 'getState' | 'subscribe'>, { caches, storage }: Dependencies): () => void {
  const drop = () => (caches ? deleteMemberCaches(caches) : Promise.resolve()).catch(() => undefined);

  function check() {
    const { status, user } = session.getState();
    if (status === 'loading') return;
    const owner = storage.getItem(OFFLINE_OWNER_KEY);
    if (status === 'signed_out') {
      storage.removeItem(OFFLINE_OWNER_KEY);
      // Also when no owner is recorded: a sign-out cut short by a page load may have left some.
      void drop();
      return;
    }
    if (user && owner !== user.user_id) {
      void drop();
      storage.setItem(OFFLINE_OWNER_KEY, user.user_id);
    }
  }

  check();
  return session.subscribe(check);
}

/** The browser's Cache Storage and localStorage, where it allows them. */
export function browserOfflineDataDependencies(): Dependencies | null {
  try {
    const storage = window.localStorage;
    return { caches: typeof caches === 'undefined' ? null : caches, storage };
  } catch {
    // No localStorage (some private modes): no tokens are kept either, so no session outlives the page.
    return null;
  }
}
