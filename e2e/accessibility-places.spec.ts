// axe (WCAG 2 A and AA rules) on the places-and-events screens: the map with its markers, places,
// events as a list and as a month, discover, a venue page, an event page and the template lab; at
// phone and laptop sizes, in the light and the dark theme. Map tiles fail as they would offline.
// Any serious or critical violation fails. One test per screen, size and theme: an axe scan takes
// seconds of CPU on a busy machine, so each test scans one screen, starting signed in (the login
// page is walked once for the file, helpers/signed-in.ts).
import { AXE_SCHEMES, AXE_SIZES, axeChecker } from './helpers/axe';
import { expect, test } from './helpers/signed-in';
import type { Page } from '@playwright/test';

// A TikTok about the Makers Market at Industry City, Sunset Park, three days after the fixture
// servers start (fixture corpus, tiktok-posts.ts): an event and a venue the offline gazetteer
// places. No other spec saves it.
const MAKERS_MARKET_POST = 'https://www.tiktok.com/@brooklynweekend/video/7443018821546712351?_r=1&_t=ZT-8rVn2cQ1a';
const EVENT = 'Makers Market';
const VENUE = 'Industry City';

test.use({ stashLinks: [MAKERS_MARKET_POST] });

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
});

for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    test.describe(`${size.name} ${size.viewport.width}x${size.viewport.height}, ${scheme}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      test('the map with its markers has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/map');
        await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
        await expectTheme(page, scheme);
        // The markers come after the places in view are fetched and placed.
        await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('list', { name: 'Places in view' }).getByRole('button', { name: new RegExp(VENUE) })).toBeAttached();
        await axe.check('map');
        await axe.report();
      });

      test('places has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await openPlacesWithTheVenue(page, scheme);
        await axe.check('places');
        await axe.report();
      });

      test('a venue page has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        const venueLink = await openPlacesWithTheVenue(page, scheme);
        await venueLink.click();
        await expect(page).toHaveURL(/\/venue\/[0-9a-f-]{36}$/);
        await expect(page.getByRole('heading', { level: 1, name: VENUE })).toBeVisible();
        await waitForLoaded(page);
        await axe.check('venue page');
        await axe.report();
      });

      test('events as a list has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await openEventsWithTheEvent(page, scheme);
        await axe.check('events list');
        await axe.report();
      });

      test('events as a month has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await openEventsWithTheEvent(page, scheme);
        const views = page.getByRole('group', { name: 'View' });
        await views.getByRole('button', { name: 'Month', exact: true }).click();
        await expect(views.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(page).toHaveURL(/view=month/);
        await axe.check('events month');

        // And back to the list.
        await views.getByRole('button', { name: 'List', exact: true }).click();
        await expect(views.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
        await axe.report();
      });

      test('an event page has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        const eventLink = await openEventsWithTheEvent(page, scheme);
        await eventLink.click();
        await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
        await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
        await waitForLoaded(page);
        await axe.check('event page');
        await axe.report();
      });

      test('discover has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/discover');
        await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
        await expectTheme(page, scheme);
        await waitForLoaded(page);
        await axe.check('discover');
        await axe.report();
      });

      test('the template lab has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/_template-lab');
        await expect(page.getByRole('heading', { level: 1, name: 'Template lab' })).toBeVisible();
        await expectTheme(page, scheme);
        await expect(page.getByRole('region', { name: 'Guide list template' }).getByRole('article')).toBeVisible();
        await axe.check('template lab');
        await axe.report();
      });
    });
  }
}

/** /places with the venue listed; answers the venue's link. */
async function openPlacesWithTheVenue(page: Page, scheme: 'light' | 'dark') {
  await page.goto('/places');
  await expectTheme(page, scheme);
  const venueLink = page.getByRole('main').getByRole('link', { name: new RegExp(VENUE) }).first();
  // The list comes after the member's places are fetched.
  await expect(venueLink).toBeVisible({ timeout: 15_000 });
  return venueLink;
}

/**
 * /events as a list with the event in view; answers the event's link. The event is upcoming or
 * past depending on how the post's weekday was read: the tab the page counts it under holds it.
 */
async function openEventsWithTheEvent(page: Page, scheme: 'light' | 'dark') {
  await page.goto('/events');
  await expectTheme(page, scheme);
  // The counts show once the member's events are fetched.
  await expect(page.getByText(/^\d+ upcoming · \d+ past$/)).toBeVisible({ timeout: 15_000 });
  const eventLink = page.getByRole('tabpanel').getByRole('link', { name: EVENT, exact: true });
  if ((await eventLink.count()) === 0) await page.getByRole('tab', { name: /^Past/ }).click();
  await expect(eventLink).toBeVisible();
  return eventLink;
}

/** No loading placeholders left in the page's main content. */
async function waitForLoaded(page: Page) {
  await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

/** The theme followed the colour scheme (nothing stored overrides it). */
async function expectTheme(page: Page, scheme: 'light' | 'dark') {
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
}
