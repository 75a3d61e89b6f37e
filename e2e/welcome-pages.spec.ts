// The public welcome screens: /landingpage for anyone, /get-started and /onboard for visitors
// (members are sent home); axe at phone and laptop sizes, light and dark.
import { expect, test } from '@playwright/test';
import { testAxeViews } from './helpers/axe';
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

testAxeViews('the welcome pages', async (page, axe) => {
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await axe.check(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
  }
});
