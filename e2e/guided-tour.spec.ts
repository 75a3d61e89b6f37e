// The guided tour: started by the start-ftue event, it walks a member through recent stashes and
// the search dock on home, the Stash AI nav item, the ask input on /search, then the view switcher
// and the sidebar filter on /manage, following each step's route and ringing each step's element;
// Back, Finish, 'Skip tour' and Escape work, /help starts it again, and a new member is offered it
// once on home. axe checks the steps and the offer at phone and laptop sizes, light and dark (on a
// phone the header nav's step is left out, and the sidebar filter's step points at the Filters
// button that opens the sidebar's sheet). Each test does one thing, starting signed in on home
// (the login page is walked once for the file, helpers/signed-in.ts).
import type { Page } from '@playwright/test';
import { AXE_SCHEMES, AXE_SIZES, axeChecker, type AxeSize } from './helpers/axe';
import { expect, test } from './helpers/signed-in';

const OFFER = 'Take a 1-minute tour?';

/** Home, loaded (the tour's starting event is heard once the app is up). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

async function startTour(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('start-ftue')));
}

/** The tour's ring is drawn around the step's element, which is shown. */
async function expectRinged(page: Page, target: string): Promise<void> {
  const element = page.locator(`[data-tour="${target}"]`);
  await expect(element).toBeVisible();
  const ring = page.locator('[data-tour-highlight]');
  // The ring follows the element as the page scrolls it into sight.
  await expect
    .poll(async () => {
      const [around, box] = await Promise.all([ring.boundingBox(), element.boundingBox()]);
      if (!around || !box) return false;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      return around.x <= x && x <= around.x + around.width && around.y <= y && y <= around.y + around.height;
    }, `the ring is around ${target}`)
    .toBe(true);
}

/** What account setup leaves behind for a new member: the offer is due on their next home. */
async function markOfferDue(page: Page): Promise<void> {
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('stash_user_data') ?? '{}') as { user_id?: string };
    localStorage.setItem(`stash_tour_offer_due_${user.user_id}`, 'due');
  });
}

/** Next through to the last step, each step on its screen with its element ringed. */
async function walkToLastStep(page: Page): Promise<void> {
  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('Step 1 of 6');
  await expect(tour).toHaveAccessibleName('Your recent stashes');
  await expect(tour).toBeFocused();
  await expect(page).toHaveURL(/\/home$/);
  await expectRinged(page, 'home-recent-stashes');
  await expect(tour.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 2 of 6');
  await expect(tour).toHaveAccessibleName('Find anything you saved');
  await expect(page).toHaveURL(/\/home$/);
  await expectRinged(page, 'home-search-dock');

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 3 of 6');
  await expect(tour).toHaveAccessibleName('Ask Stash');
  await expectRinged(page, 'nav-stash-ai');

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 4 of 6');
  await expect(tour).toHaveAccessibleName('Ask from search');
  await expect(page).toHaveURL(/\/search$/);
  await expectRinged(page, 'search-ask-input');

  // The last two are on /manage: its view switcher, then its sidebar filter.
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 5 of 6');
  await expect(tour).toHaveAccessibleName('Pick a view');
  await expect(page).toHaveURL(/\/manage$/);
  await expect(tour).toBeFocused();
  await expectRinged(page, 'manage-view-switcher');

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 6 of 6');
  await expect(tour).toHaveAccessibleName('Filter from the sidebar');
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole('complementary', { name: 'Filter stashes' })).toHaveAttribute('data-tour', 'manage-sidebar-filter');
  await expectRinged(page, 'manage-sidebar-filter');
  await expect(tour.getByRole('button', { name: 'Next' })).toHaveCount(0);
}

test('a member walks the tour with Next, and it follows each step’s screen', async ({ page }) => {
  await openHome(page);
  await startTour(page);
  await walkToLastStep(page);

  const tour = page.getByRole('dialog');
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();
  await expect(page).toHaveURL(/\/manage$/);
});

test('Back goes to the step before, on its own screen', async ({ page }) => {
  await openHome(page);
  await startTour(page);
  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('Step 1 of 6');
  for (let step = 2; step <= 6; step += 1) {
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText(`Step ${step} of 6`);
  }
  await expect(page).toHaveURL(/\/manage$/);

  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toContainText('Step 5 of 6');
  await expect(page).toHaveURL(/\/manage$/);
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toContainText('Step 4 of 6');
  await expect(page).toHaveURL(/\/search$/);
  await expectRinged(page, 'search-ask-input');

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 5 of 6');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 6 of 6');
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();
  await expect(page).toHaveURL(/\/manage$/);
});

test('the tour starts again from /help, and Skip tour or Escape ends it', async ({ page }) => {
  await page.goto('/help');
  const takeTour = page.getByRole('button', { name: 'Take the tour' });
  await takeTour.click();

  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('Step 1 of 6');
  await expect(page).toHaveURL(/\/home$/);
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Step 2 of 6');
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toBeHidden();

  await startTour(page);
  await expect(tour).toContainText('Step 1 of 6');
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
});

test('a new member is offered the tour once on home', async ({ page }) => {
  await openHome(page);
  await markOfferDue(page);
  await page.reload();

  const offer = page.getByRole('region', { name: OFFER });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Show me around' }).click();
  await expect(offer).toBeHidden();
  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('Step 1 of 6');
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toBeHidden();

  // Answered: never offered again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stash_tour_offer_due')))).toEqual([]);
});

/**
 * Each step's name, screen and element. Phones have no header nav, so its step is left out
 * there, and the sidebar filter's step points at the Filters button that opens the sidebar's sheet.
 */
function stepsAt(size: AxeSize) {
  return [
    { name: 'Your recent stashes', url: /\/home$/, target: 'home-recent-stashes' },
    { name: 'Find anything you saved', url: /\/home$/, target: 'home-search-dock' },
    ...(size.mobile ? [] : [{ name: 'Ask Stash', url: /\/home$/, target: 'nav-stash-ai' }]),
    { name: 'Ask from search', url: /\/search$/, target: 'search-ask-input' },
    { name: 'Pick a view', url: /\/manage$/, target: 'manage-view-switcher' },
    { name: 'Filter from the sidebar', url: /\/manage$/, target: 'manage-sidebar-filter' },
  ];
}

/** Starts the tour on home and walks it with Next up to the step on `target`, checking each step on the way. */
async function walkTourTo(page: Page, size: AxeSize, target: string): Promise<void> {
  const steps = stepsAt(size);
  await openHome(page);
  await startTour(page);
  const tour = page.getByRole('dialog');
  for (const [index, step] of steps.entries()) {
    if (index > 0) await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText(`Step ${index + 1} of ${steps.length}`);
    await expect(tour).toHaveAccessibleName(step.name);
    await expect(page).toHaveURL(step.url);
    await expectRinged(page, step.target);
    if (step.target === target) return;
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
}

// axe on the offer and the tour's steps: one test per screen, size and colour scheme (an axe scan
// takes seconds of CPU on a busy machine).
for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    test.describe(`the guided tour at ${size.name}, ${scheme}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      test('the offer on home has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await openHome(page);
        await markOfferDue(page);
        await page.reload();
        const offer = page.getByRole('region', { name: OFFER });
        await expect(offer).toBeVisible();
        await axe.check('tour offer on home');
        await offer.getByRole('button', { name: 'Not now' }).click();
        await expect(offer).toBeHidden();
        await expectNoSidewaysScroll(page);
        await axe.report();
      });

      test('the first step has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await walkTourTo(page, size, 'home-recent-stashes');
        await axe.check('tour, first step');
        await expectNoSidewaysScroll(page);
        await axe.report();
      });

      test('the step on /search has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await walkTourTo(page, size, 'search-ask-input');
        await axe.check('tour, step on /search');
        await expectNoSidewaysScroll(page);
        await axe.report();
      });

      test('the last step on /manage has no serious or critical axe violations, stays inside the window', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        const steps = stepsAt(size);
        await walkTourTo(page, size, steps[steps.length - 1]!.target);
        const tour = page.getByRole('dialog');
        const filterTarget = size.mobile ? page.getByRole('button', { name: /^Filters/ }) : page.getByRole('complementary', { name: 'Filter stashes' });
        await expect(filterTarget).toHaveAttribute('data-tour', 'manage-sidebar-filter');
        await axe.check('tour, last step on /manage');
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
        await expectNoSidewaysScroll(page);
        await axe.report();
      });
    });
  }
}
