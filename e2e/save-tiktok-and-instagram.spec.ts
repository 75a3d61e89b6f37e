import { expect, test, type Page } from '@playwright/test';
import { fixtureLinks, signIn } from './helpers/stash';

// The feed card of a stash, found by the words its title starts with.
function feedCard(page: Page, title: RegExp) {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
}

test('a TikTok and an Instagram link saved from the feed become organised stashes there, without a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  // Survives only as long as this document does: a reload would wipe it. Alongside, a watcher
  // notes every card (by its stash address) shown with its organising note, however briefly. (A card
  // being organised may have no title yet, so the address, not the title, tells which it is.)
  await page.evaluate(() => {
    const seen = new Set<string>();
    const record = () => {
      for (const card of document.querySelectorAll('article')) {
        const address = card.querySelector('a[href^="/stash/"]')?.getAttribute('href');
        if (address && card.textContent?.includes('Organising…')) seen.add(address);
      }
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { stashE2eSameDocument: true, stashE2eSeenOrganising: seen });
  });

  await page.getByRole('button', { name: 'Save a link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a Link' });
  await expect(dialog).toBeVisible();
  // The input takes focus by itself (after the dialog's entrance).
  await expect(dialog.getByLabel('Link')).toBeFocused();

  await dialog.getByLabel('Link').fill(fixtureLinks.tiktokShimokitazawa);
  await dialog.getByRole('button', { name: 'Save Link' }).click();
  await expect(page.getByText('Added to your stash!')).toBeVisible();
  await expect(dialog.getByText('Your Stash is being made awesome!').first()).toBeVisible();
  await expect(dialog.getByText('You can close this window while we work our magic, or add another link below').first()).toBeVisible();

  // 'add another link below': the same dialog takes the next one.
  await expect(dialog.getByLabel('Link')).toBeEditable();
  await dialog.getByLabel('Link').fill(fixtureLinks.instagramBarTrench);
  await dialog.getByRole('button', { name: 'Save Link' }).click();
  await expect(page.getByText('Added to your stash!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const tiktokCard = feedCard(page, /^Shimokitazawa is the coolest neighbourhood in Tokyo/);
  const instagramCard = feedCard(page, /^Bar Trench, Ebisu/);
  // Both arrive in the feed on their own and lose their organising note once the pipeline is done.
  for (const card of [tiktokCard, instagramCard]) {
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('Organising…')).toHaveCount(0, { timeout: 30_000 });
  }
  await expect(tiktokCard.getByText('TikTok', { exact: true })).toBeVisible();
  await expect(instagramCard.getByText('Instagram', { exact: true })).toBeVisible();
  // Organised: each shows the category the pipeline gave it and the stored copy of its picture.
  await expect(tiktokCard.getByText('Travel', { exact: true })).toBeVisible();
  await expect(instagramCard.getByText('Nightlife', { exact: true })).toBeVisible();
  await expect(tiktokCard.locator('img[src^="/media/"]')).toBeVisible();
  await expect(instagramCard.locator('img[src^="/media/"]')).toBeVisible();

  const watched = await page.evaluate(() => {
    const state = window as unknown as { stashE2eSameDocument?: boolean; stashE2eSeenOrganising?: Set<string> };
    return { sameDocument: state.stashE2eSameDocument, seenOrganising: [...(state.stashE2eSeenOrganising ?? [])] };
  });
  expect(watched.sameDocument, 'the feed was never reloaded').toBe(true);
  const organisedAddresses = await Promise.all(
    [tiktokCard, instagramCard].map((card) => card.locator('a[href^="/stash/"]').getAttribute('href')),
  );
  // A card seen with its organising note lost it in place, without a reload (the feed's poll of
  // posts in flight). How many are seen so depends on the pipeline's speed against the feed's first
  // fetch after each save: on a quick machine both may be organised before the feed shows them, and
  // then their arrival without a reload is the live update checked here (the poll itself is covered
  // by feed-page.test.tsx). Which were seen is noted on the report.
  const watchedTurning = organisedAddresses.filter((address) => address !== null && watched.seenOrganising.includes(address));
  test.info().annotations.push({ type: 'seen organising', description: watchedTurning.join(', ') || 'none: both were organised before the feed showed them' });
  await expect(page).toHaveURL(/\/posts$/);
});
