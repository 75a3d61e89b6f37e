// axe (WCAG 2 A and AA rules) on search and Stash AI: results with highlights and chips, the
// suggestions list open, and a conversation with a streamed, cited answer; at phone and laptop
// sizes, in the light and the dark theme. Any serious or critical violation fails. One test per
// screen, size and theme (an axe scan takes seconds of CPU on a busy machine), each starting
// signed in with the spec's stash saved (the login page is walked once, helpers/signed-in.ts).
import { AXE_SCHEMES, AXE_SIZES, axeChecker } from './helpers/axe';
import { expect, test } from './helpers/signed-in';
import { fixtureLinks } from './helpers/stash';

const SEARCH_ADDRESS = '/search?q=jazz+in+London';

test.use({ stashLinks: [fixtureLinks.instagramJazzCafe] });

for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    test.describe(`${size.name} ${size.viewport.width}x${size.viewport.height}, ${scheme}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      test('search results have no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto(SEARCH_ADDRESS);
        await expect(page.getByRole('link', { name: /SAFFRON SOUND SYSTEM/ }).first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Remove London' })).toBeVisible();
        await axe.check('search results');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
        await axe.report();
      });

      test('the search suggestions have no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto(SEARCH_ADDRESS);
        await expect(page.getByRole('link', { name: /SAFFRON SOUND SYSTEM/ }).first()).toBeVisible();
        const box = page.getByRole('combobox', { name: 'Search your stash' });
        await box.fill('saf');
        await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
        await axe.check('search suggestions');
        await axe.report();
      });

      test('a new Stash AI conversation has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/chat');
        await expect(page.getByRole('heading', { name: /Stash AI/, level: 1 })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Suggested questions' })).toBeVisible();
        await axe.check('Stash AI, new conversation');
        await axe.report();
      });

      test('a Stash AI answer has no serious or critical axe violations', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/chat');
        await page.getByRole('textbox', { name: 'Ask Stash AI' }).fill('When is the Saffron Sound System gig?');
        await page.getByRole('button', { name: 'Send' }).click();
        const log = page.getByRole('log', { name: 'Conversation' });
        await expect(log.getByRole('list', { name: 'Sources' }).first()).toBeVisible();
        await expect(page).toHaveURL(/\/chat\?c=[\w-]+$/);
        await axe.check('Stash AI, an answer');
        // Nothing runs off the side of a phone: long source titles are cut, not pushed out.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
        await axe.report();
      });
    });
  }
}
