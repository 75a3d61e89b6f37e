// The guided tour: started by the start-ftue event, it walks a member through recent stashes and
// the search dock on home, the Stash AI nav item, and the ask input on /search (the /manage steps
// wait for that screen), following each step's route; Back, Finish, 'Skip tour' and Escape work,
// /help starts it again, and a new member is offered it once on home. axe checks the steps and the
// offer at phone and laptop sizes, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { testAxeViews } from './helpers/axe';
import { signIn } from './helpers/stash';

const OFFER = 'Take a 1-minute tour?';

async function startTour(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('start-ftue')));
}

/** What account setup leaves behind for a new member: the offer is due on their next home. */
async function markOfferDue(page: Page): Promise<void> {
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('stash_user_data') ?? '{}') as { user_id?: string };
    localStorage.setItem(`stash_tour_offer_due_${user.user_id}`, 'due');
  });
}

test('a member walks the tour with Next and Back, and it follows each step’s screen', async ({ page }) => {
  await signIn(page);
  await startTour(page);

  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('Step 1 of 4');
  await expect(tour).toHaveAccessibleName('Your recent stashes');
  await expect(tour).toBeFocused();
  await expect(page).toHaveURL(/\/home$/);
  await expect(tour.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 2 of 4');
  await expect(tour).toHaveAccessibleName('Find anything you saved');
  await expect(page).toHaveURL(/\/home$/);

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 3 of 4');
  await expect(tour).toHaveAccessibleName('Ask Stash');

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 4 of 4');
  await expect(tour).toHaveAccessibleName('Ask from search');
  await expect(page).toHaveURL(/\/search$/);
  await expect(tour.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // Back goes to the step before, on its own screen.
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toContainText('Step 3 of 4');
  await expect(page).toHaveURL(/\/home$/);

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 4 of 4');
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();
  await expect(page).toHaveURL(/\/search$/);
});

test('the tour starts again from /help, and Skip tour or Escape ends it', async ({ page }) => {
  await signIn(page);
  await page.goto('/help');
  const takeTour = page.getByRole('button', { name: 'Take the tour' });
  await takeTour.click();

  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('Step 1 of 4');
  await expect(page).toHaveURL(/\/home$/);
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 2 of 4');
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toBeHidden();

  await startTour(page);
  await expect(tour).toContainText('Step 1 of 4');
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
});

test('a new member is offered the tour once on home', async ({ page }) => {
  await signIn(page);
  await markOfferDue(page);
  await page.reload();

  const offer = page.getByRole('region', { name: OFFER });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Show me around' }).click();
  await expect(offer).toBeHidden();
  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('Step 1 of 4');
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toBeHidden();

  // Answered: never offered again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stash_tour_offer_due')))).toEqual([]);
});

testAxeViews('the guided tour', async (page, axe, size) => {
  await signIn(page);
  // Phones have no header nav, so its step is left out there.
  const total = size.mobile ? 3 : 4;

  await markOfferDue(page);
  await page.reload();
  const offer = page.getByRole('region', { name: OFFER });
  await expect(offer).toBeVisible();
  await axe.check('tour offer on home');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  await startTour(page);
  const tour = page.getByRole('dialog');
  await expect(tour).toContainText(`Step 1 of ${total}`);
  await axe.check('tour, first step');
  for (let step = 2; step <= total; step += 1) {
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText(`Step ${step} of ${total}`);
  }
  await expect(page).toHaveURL(/\/search$/);
  await axe.check('tour, last step on /search');
  // The popover stays inside the window: a bottom sheet on a phone, beside its element on a laptop.
  const box = await tour.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 1);
  if (size.mobile) expect(Math.round(box!.width)).toBe(viewport.width);
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();
});
