// Shows a context-menu save's result on the toolbar button of the tab it came from: a mark on the
// icon for a few seconds, and the words in the button's tooltip (read out by screen readers).
import type { SaveOutcome } from './save-outcome';

export const BADGE_MS = 6_000;

const BADGES: Record<SaveOutcome['kind'], { text: string; color: string }> = {
  saved: { text: '✓', color: '#15803d' },
  duplicate: { text: '✓', color: '#15803d' },
  failed: { text: '!', color: '#b91c1c' },
};

/** The part of chrome.action the badge uses, so tests can pass a fake. */
export type BadgeAction = Pick<typeof chrome.action, 'setBadgeText' | 'setBadgeBackgroundColor' | 'setTitle'>;

export async function showOutcomeOnBadge(action: BadgeAction, tabId: number | undefined, outcome: SaveOutcome, defaultTitle: string): Promise<void> {
  if (tabId === undefined) return;
  const badge = BADGES[outcome.kind];
  await Promise.all([
    action.setBadgeText({ tabId, text: badge.text }),
    action.setBadgeBackgroundColor({ tabId, color: badge.color }),
    action.setTitle({ tabId, title: `Stash: ${outcome.message}` }),
  ]);
  setTimeout(() => {
    // The tab may be gone by now; there is nothing to put back then.
    Promise.all([action.setBadgeText({ tabId, text: '' }), action.setTitle({ tabId, title: defaultTitle })]).catch(() => undefined);
  }, BADGE_MS);
}
