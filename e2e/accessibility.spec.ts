// axe (WCAG 2 A and AA rules) on the screens a member lives in: login, home, feed, the open stash
// drawer, the save dialog and, on a phone, the slide-down menu; at phone and laptop sizes, in the
// light and the dark theme. Any serious or critical violation fails; each screen is checked
// softly, so one run reports every screen's findings.
import { expect, test, type Page } from '@playwright/test';
import { e2eMember } from './helpers/accounts';
import { scanWithAxe } from './helpers/axe';
import { fixtureLinks, signIn, stashOrganisedLink } from './helpers/stash';

const SIZES = [
  { name: 'laptop', viewport: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
] as const;
const SCHEMES = ['light', 'dark'] as const;

const STASH_TITLE = /SAFFRON SOUND SYSTEM/;

for (const size of SIZES) {
  for (const scheme of SCHEMES) {
    test.describe(`${size.name} ${size.viewport.width}x${size.viewport.height}, ${scheme}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      const screens = size.mobile ? 'login, home, feed, stash drawer, save dialog and menu' : 'login, home, feed, stash drawer and save dialog';
      test(`${screens} have no serious or critical axe violations`, async ({ page }, testInfo) => {
        const findings: string[] = [];
        async function check(screen: string, within?: string) {
          const scan = await scanWithAxe(page, testInfo, `${size.name} ${scheme} ${screen}`, within);
          if (scan.other.length > 0) findings.push(`${screen} (minor/moderate, not failed on):\n${scan.other.join('\n')}`);
          const report = `serious or critical axe violations on ${screen} (${size.name}, ${scheme}):\n${scan.blocking.join('\n')}\n`;
          expect.soft(scan.blocking.length, report).toBe(0);
        }

        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        // The theme follows the system colour scheme until the member picks one.
        await expectTheme(page, scheme);
        await check('login');

        await signIn(page);
        const stash = await stashOrganisedLink(page, fixtureLinks.instagramJazzCafe);
        await page.reload();
        await expect(page.getByRole('heading', { name: `Welcome, ${e2eMember.name}` })).toBeVisible();
        // Home has its recent stashes in (whichever they are, once other specs have saved more).
        await expect(page.locator('main a[href^="/stash/"]').first()).toBeVisible();
        await check('home');

        await page.goto('/posts');
        await expect(page.getByRole('list', { name: 'Your stashes' }).getByRole('article').first()).toBeVisible();
        await check('feed');

        // By its address, so the check does not depend on where the card sits in the feed.
        await page.goto(`/posts?stash=${stash.id}`);
        const drawer = page.getByRole('dialog', { name: STASH_TITLE });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('heading', { name: 'In this stash' })).toBeVisible();
        await expect(drawer.getByRole('status', { name: 'Loading places and things' })).toHaveCount(0);
        await expect(drawer.getByRole('status', { name: 'Loading related stashes' })).toHaveCount(0);
        // The drawer alone: the feed behind it was checked above.
        await check('stash drawer', '[role="dialog"][aria-modal="true"]');
        await drawer.getByRole('button', { name: 'Close' }).click();
        await expect(drawer).toBeHidden();
        await expect(page).toHaveURL(/\/posts$/);

        await page.getByRole('button', { name: 'Save a link' }).click();
        const saveDialog = page.getByRole('dialog', { name: 'Save a Link' });
        await expect(saveDialog).toBeVisible();
        await expect(saveDialog.getByLabel('Link')).toBeFocused();
        await check('save dialog', '[role="dialog"][aria-modal="true"]');
        await page.keyboard.press('Escape');
        await expect(saveDialog).toBeHidden();

        if (size.mobile) {
          await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(menu).toBeVisible();
          await expect(menu.getByText(/^\d+ stash(es)?$/)).toBeVisible();
          await check('mobile menu', '[role="dialog"][aria-modal="true"]');
        }

        if (findings.length > 0) {
          await testInfo.attach('axe minor and moderate findings.txt', { body: findings.join('\n\n'), contentType: 'text/plain' });
          console.log(`axe, ${size.name} ${scheme}, minor and moderate findings:\n${findings.join('\n\n')}`);
        }
      });
    });
  }
}

async function expectTheme(page: Page, scheme: 'light' | 'dark') {
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
}
