// axe (WCAG 2 A and AA rules) on the places-and-events screens: the map with its markers, places,
// events as a list and as a month, discover, a venue page, an event page and the template lab; at
// phone and laptop sizes, in the light and the dark theme. Map tiles fail as they would offline.
// Any serious or critical violation fails; each screen is checked softly, so one run reports every
// screen's findings.
import { expect, test, type Page } from '@playwright/test';
import { AXE_SCHEMES, AXE_SIZES, axeChecker } from './helpers/axe';
import { signIn, stashOrganisedLink } from './helpers/stash';

// Each axe scan takes seconds of CPU; on a busy two-core machine a journey of several needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });


// A TikTok about the Makers Market at Industry City, Sunset Park, three days after the fixture
// servers start (fixture corpus, tiktok-posts.ts): an event and a venue the offline gazetteer
// places. No other spec saves it.
const MAKERS_MARKET_POST = 'https://www.tiktok.com/@brooklynweekend/video/7443018821546712351?_r=1&_t=ZT-8rVn2cQ1a';
const EVENT = 'Makers Market';
const VENUE = 'Industry City';

for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    test.describe(`${size.name} ${size.viewport.width}x${size.viewport.height}, ${scheme}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      // Three journeys rather than one, so none of them runs near the test timeout on a busy machine.
      test('the map, places and a venue page have no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
        await signInWithTheEvent(page, scheme);

        await page.goto('/map');
        await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
        await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('list', { name: 'Places in view' }).getByRole('button', { name: new RegExp(VENUE) })).toBeAttached();
        await axe.check('map');

        await page.goto('/places');
        const venueLink = page.getByRole('main').getByRole('link', { name: new RegExp(VENUE) }).first();
        await expect(venueLink).toBeVisible({ timeout: 15_000 });
        await axe.check('places');

        await venueLink.click();
        await expect(page).toHaveURL(/\/venue\/[0-9a-f-]{36}$/);
        await expect(page.getByRole('heading', { level: 1, name: VENUE })).toBeVisible();
        await waitForLoaded(page);
        await axe.check('venue page');
        await axe.report();
      });

      test('events as a list and a month, and an event page, have no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await signInWithTheEvent(page, scheme);

        // The event is upcoming or past depending on how the post's weekday was read: the tab the
        // page counts it under holds it.
        await page.goto('/events');
        await expect(page.getByText(/^\d+ upcoming · \d+ past$/)).toBeVisible({ timeout: 15_000 });
        const eventLink = page.getByRole('tabpanel').getByRole('link', { name: EVENT, exact: true });
        if ((await eventLink.count()) === 0) await page.getByRole('tab', { name: /^Past/ }).click();
        await expect(eventLink).toBeVisible();
        await axe.check('events list');

        const views = page.getByRole('group', { name: 'View' });
        await views.getByRole('button', { name: 'Month', exact: true }).click();
        await expect(views.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(page).toHaveURL(/view=month/);
        await axe.check('events month');

        await views.getByRole('button', { name: 'List', exact: true }).click();
        await expect(views.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
        await eventLink.click();
        await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
        await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
        await waitForLoaded(page);
        await axe.check('event page');
        await axe.report();
      });

      test('discover and the template lab have no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await signInWithTheEvent(page, scheme);

        await page.goto('/discover');
        await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
        await waitForLoaded(page);
        await axe.check('discover');

        await page.goto('/_template-lab');
        await expect(page.getByRole('heading', { level: 1, name: 'Template lab' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Guide list template' }).getByRole('article')).toBeVisible();
        await axe.check('template lab');
        await axe.report();
      });
    });
  }
}

/** Signs in, checks the theme followed the colour scheme, and stashes the Makers Market post (once per run). */
async function signInWithTheEvent(page: Page, scheme: 'light' | 'dark') {
  await signIn(page);
  await expectTheme(page, scheme);
  await stashOrganisedLink(page, MAKERS_MARKET_POST);
}

/** No loading placeholders left in the page's main content. */
async function waitForLoaded(page: Page) {
  await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

async function expectTheme(page: Page, scheme: 'light' | 'dark') {
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
}
