// 'Share -> Stash': the installed app's share target opens /share with what the phone sent (Android
// puts the link in `text`, after the caption). The save screen fills the link in, saves it as a
// share-target save, and the stash turns up organised in the feed. A visitor who shares before
// signing in gets back to the link after signing in. axe checks the screen at both sizes and themes,
// one test per screen (starting signed in: the login page is walked once, helpers/signed-in.ts).
import { expect, test, type Page } from '@playwright/test';
import { e2eMember } from './helpers/accounts';
import { AXE_SCHEMES, AXE_SIZES, axeChecker } from './helpers/axe';
import { test as signedInTest } from './helpers/signed-in';
import { getPost, signIn } from './helpers/stash';

// A recipe the fixture Instagram serves (the Instagram message spec shares it too).
const SHARED_POST = 'https://www.instagram.com/p/C3bKz7rPq1M/';
const SHARE_ADDRESS = `/share?${new URLSearchParams({ title: 'Miso salmon', text: `Look at this ${SHARED_POST}` })}`;
const CARD_TITLE = /^15-minute miso glazed salmon/;

function feedCard(page: Page, title: RegExp) {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
}

test('a link shared to Stash is saved from the share screen and found organised in the feed', async ({ page }) => {
  await signIn(page);
  await page.goto(SHARE_ADDRESS);
  await expect(page.getByRole('heading', { level: 1, name: 'Save a Link' })).toBeVisible();
  await expect(page.getByLabel('Link', { exact: true })).toHaveValue(SHARED_POST);
  // One press: Save takes focus on its own.
  await expect(page.getByRole('button', { name: 'Save Link' })).toBeFocused();

  const saveCall = page.waitForResponse((response) => response.url().endsWith('/api/ios-share/saves') && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const saved = await saveCall;
  expect(saved.request().postDataJSON()).toEqual({ url: SHARED_POST, share_sheet_variant: 'share_target' });
  const { id } = (await saved.json()) as { id: string };
  await expect(page.getByText('Added to your stash!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your Stash is being made awesome!' })).toBeVisible();
  await expect(page.getByText('You can close this window while we work our magic, or add another link below')).toBeVisible();

  await expect.poll(async () => (await getPost(page, id)).status, { message: 'the shared stash is organised', timeout: 30_000 }).toBe('organised');

  await page.getByRole('link', { name: 'Go to your feed' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  // The feed draws only the cards in view, and other specs' stashes may sit above this one (the
  // Instagram message spec saves the same post earlier, and it keeps that saved time): the
  // Recipes chip brings it to the top.
  await page.getByRole('toolbar', { name: 'Filter by category' }).getByRole('button', { name: /^Recipes \d+$/ }).click();
  const card = feedCard(page, CARD_TITLE);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Organising…')).toHaveCount(0);
  await expect(card.getByText('Instagram', { exact: true })).toBeVisible();
  await expect(card.getByText('Recipes', { exact: true })).toBeVisible();
});

test('a visitor who shares a link signs in and comes back to it', async ({ page }) => {
  await page.goto(SHARE_ADDRESS);
  // Members only: the visitor is sent to sign in...
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(e2eMember.email);
  await page.getByLabel('Password').fill(e2eMember.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // ...and signing in leads back to the share, the link still filled in.
  await expect(page).toHaveURL(/\/share\?/);
  await expect(page.getByLabel('Link', { exact: true })).toHaveValue(SHARED_POST);
  await page.getByRole('button', { name: 'Save Link' }).click();
  await expect(page.getByText('Added to your stash!')).toBeVisible();
  await page.getByRole('link', { name: 'Open this stash' }).click();
  // The stash's own address opens it in the drawer over the feed.
  await expect(page).toHaveURL(/[?&]stash=[\w-]+/);
  await expect(page.getByRole('dialog')).toBeVisible();

  // Once used, the share does not come back: the next visit to the login page goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
}

/** The share screen with the shared link filled in, Save focused. */
async function openShare(page: Page): Promise<void> {
  await page.goto(SHARE_ADDRESS);
  await expect(page.getByLabel('Link', { exact: true })).toHaveValue(SHARED_POST);
  await expect(page.getByRole('button', { name: 'Save Link' })).toBeFocused();
}

for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    signedInTest.describe(`the share screen at ${size.name}, ${scheme}`, () => {
      signedInTest.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      signedInTest('filled in, it has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await openShare(page);
        await axe.check('share screen');
        await expectNoSidewaysScroll(page);
        await axe.report();
      });

      signedInTest('saved, it has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await openShare(page);
        await page.getByRole('button', { name: 'Save Link' }).click();
        await expect(page.getByText('You can close this window while we work our magic, or add another link below')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Open this stash' })).toBeVisible();
        await axe.check('share screen, saved');
        await expectNoSidewaysScroll(page);
        await axe.report();
      });

      signedInTest('with no post link in the share, it has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto(`/share?${new URLSearchParams({ text: 'Read this https://example.com/article' })}`);
        await page.getByRole('button', { name: 'Save Link' }).click();
        await expect(page.getByLabel('Link', { exact: true })).toHaveAccessibleDescription('Please enter a link from Instagram, TikTok, or X.');
        await axe.check('share screen, no post link');
        await expectNoSidewaysScroll(page);
        await axe.report();
      });
    });
  }
}
