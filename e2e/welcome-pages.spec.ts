// The public welcome screens: /landingpage for anyone, /get-started and /onboard for visitors
// (members are sent home); axe at phone and laptop sizes, light and dark.
import { expect, test } from '@playwright/test';
import { AXE_SCHEMES, AXE_SIZES, axeChecker } from './helpers/axe';
import { signIn } from './helpers/stash';

const PAGES = [
  { path: '/landingpage', heading: 'Keep what you find. Use it later.' },
  { path: '/get-started', heading: 'Getting into the beta' },
  { path: '/onboard', heading: "You're invited: here's what happens next" },
] as const;

test('get-started and onboard send a signed-in member home; the landing page does not', async ({ page }) => {
  await signIn(page);
  for (const path of ['/get-started', '/onboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  await page.goto('/landingpage');
  await expect(page.getByRole('heading', { level: 1, name: PAGES[0].heading })).toBeVisible();
});

for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    test(`the welcome pages at ${size.name}, ${scheme}, have no serious or critical axe violations and no sideways scroll`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });
      const page = await context.newPage();
      try {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        for (const { path, heading } of PAGES) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await axe.check(path);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        }
        await axe.report();
      } finally {
        await context.close();
      }
    });
  }
}
