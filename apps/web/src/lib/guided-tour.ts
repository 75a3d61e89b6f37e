// How the rest of the app reaches the guided tour without importing it (features never import one
// another): the spec's start-ftue browser event, and the one-time offer made to a new member after
// account setup, remembered in localStorage under the product's prefix.
import { STORAGE_PREFIX } from '@stash/shared';

/** The browser event that starts the tour (spec section 2). */
export const START_TOUR_EVENT = 'start-ftue';

/** Starts the guided tour from anywhere: the tour listens on `window`. */
export function startGuidedTour(target: EventTarget = window): void {
  target.dispatchEvent(new Event(START_TOUR_EVENT));
}

type OfferStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const OFFER_KEY = `${STORAGE_PREFIX}tour_offer_due`;

/** Per member, so a second account set up in the same browser gets its own offer. */
export function tourOfferKey(userId?: string | null): string {
  return userId ? `${OFFER_KEY}_${userId}` : OFFER_KEY;
}

function localStore(): OfferStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Account setup has just finished: home offers the tour once. */
export function markTourOfferDue(userId?: string | null, storage: OfferStorage | null = localStore()): void {
  try {
    storage?.setItem(tourOfferKey(userId), 'due');
  } catch {
    // Blocked storage: the member is simply not offered the tour; /help still starts it.
  }
}

/**
 * Whether the offer is waiting for this member. The key without an id is read too: setup marks
 * that one when it cannot tell who signed in.
 */
export function isTourOfferDue(userId?: string | null, storage: OfferStorage | null = localStore()): boolean {
  try {
    return storage?.getItem(tourOfferKey(userId)) === 'due' || storage?.getItem(tourOfferKey()) === 'due';
  } catch {
    return false;
  }
}

/** The member answered the offer (either way): it is never shown again. */
export function clearTourOffer(userId?: string | null, storage: OfferStorage | null = localStore()): void {
  try {
    storage?.removeItem(tourOfferKey(userId));
    storage?.removeItem(tourOfferKey());
  } catch {
    // Blocked storage: nothing was stored to clear.
  }
}
