// axe (WCAG 2 A and AA rules) on the screens a member lives in: login, home, feed, the open stash
// drawer, the save dialog and, on a phone, the slide-down menu; at phone and laptop sizes, in the
// light and the dark theme. Any serious or critical violation fails. One test per screen, size and
// theme (an axe scan takes seconds of CPU on a busy machine); all but the login page's start
// signed in with the spec's stash saved (the login page is walked once, helpers/signed-in.ts).
import type { Page } from '@playwright/test';
import { e2eMember } from './helpers/accounts';
import { AXE_SCHEMES, AXE_SIZES, axeChecker } from './helpers/axe';
import { expect, test } from './helpers/signed-in';
import { fixtureLinks } from './helpers/stash';

const STASH_TITLE = /SAFFRON SOUND SYSTEM/;

test.use({ stashLinks: [fixtureLinks.instagramJazzCafe] });

for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    test.describe(`${size.name} ${size.viewport.width}x${size.viewport.height}, ${scheme}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      test.describe('signed out', () => {
        test.use({ storageState: { cookies: [], origins: [] } });

        test('login has no serious or critical axe violations', async ({ page }, testInfo) => {
          const axe = axeChecker(page, testInfo, size.name, scheme);
          await page.goto('/login');
          await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
          // The theme follows the system colour scheme until the member picks one.
          await expectTheme(page, scheme);
          await axe.check('login');
          await axe.report();
        });
      });

      test('home has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/home');
        await expect(page.getByRole('heading', { name: `Welcome, ${e2eMember.name}` })).toBeVisible();
        await expectTheme(page, scheme);
        // Home has its recent stashes in (whichever they are, once other specs have saved more).
        await expect(page.locator('main a[href^="/stash/"]').first()).toBeVisible();
        await axe.check('home');
        await axe.report();
      });

      test('the feed has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/posts');
        await expect(page.getByRole('list', { name: 'Your stashes' }).getByRole('article').first()).toBeVisible();
        await expectTheme(page, scheme);
        await axe.check('feed');
        await axe.report();
      });

      test('the stash drawer has no serious or critical axe violations', async ({ page, stashedPosts }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        const [stash] = stashedPosts;
        // By its address, so the check does not depend on where the card sits in the feed.
        await page.goto(`/posts?stash=${stash!.id}`);
        const drawer = page.getByRole('dialog', { name: STASH_TITLE });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('heading', { name: 'In this stash' })).toBeVisible();
        await expect(drawer.getByRole('status', { name: 'Loading places and things' })).toHaveCount(0);
        await expect(drawer.getByRole('status', { name: 'Loading related stashes' })).toHaveCount(0);
        // The drawer alone: the feed behind it is checked by its own test.
        await axe.check('stash drawer', '[role="dialog"][aria-modal="true"]');
        await drawer.getByRole('button', { name: 'Close' }).click();
        await expect(drawer).toBeHidden();
        await expect(page).toHaveURL(/\/posts$/);
        await axe.report();
      });

      test('the save dialog has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await openFeed(page);
        await page.getByRole('button', { name: 'Save a link' }).click();
        const saveDialog = page.getByRole('dialog', { name: 'Save a Link' });
        await expect(saveDialog).toBeVisible();
        await expect(saveDialog.getByLabel('Link')).toBeFocused();
        await axe.check('save dialog', '[role="dialog"][aria-modal="true"]');
        await page.keyboard.press('Escape');
        await expect(saveDialog).toBeHidden();
        await axe.report();
      });

      if (size.mobile) {
        test('the menu has no serious or critical axe violations', async ({ page }, testInfo) => {
          const axe = axeChecker(page, testInfo, size.name, scheme);
          await openFeed(page);
          await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(menu).toBeVisible();
          await expect(menu.getByText(/^\d+ stash(es)?$/)).toBeVisible();
          await axe.check('mobile menu', '[role="dialog"][aria-modal="true"]');
          await axe.report();
        });
      }
    });
  }
}

/** The feed with its cards drawn, so an overlay opened over it is checked on a settled page. */
async function openFeed(page: Page) {
  await page.goto('/posts');
  await expect(page.getByRole('list', { name: 'Your stashes' }).getByRole('article').first()).toBeVisible();
}

async function expectTheme(page: Page, scheme: 'light' | 'dark') {
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
}
