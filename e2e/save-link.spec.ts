import { expect, test, type Page } from '@playwright/test';
import { e2eMember } from './helpers/accounts';

// The e2e server fetches from the local Instagram, TikTok and X stand-ins (scripts/e2e-server.sh),
// so these links are organised for real, with no network.
const LILIA_POST = 'https://www.instagram.com/p/C9vQm2LxR4a/?igsh=MWQ1ZGUxMzBkMQ==';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(e2eMember.email);
  await page.getByLabel('Password').fill(e2eMember.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a member saves a link and finds it organised in the feed', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Save a link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a Link' });
  await expect(dialog).toBeVisible();

  // The shared link rule answers before any call.
  await dialog.getByLabel('Link').fill('https://www.facebook.com/some/post');
  await dialog.getByRole('button', { name: 'Save Link' }).click();
  await expect(dialog.getByLabel('Link')).toHaveAccessibleDescription('Please enter a link from Instagram, TikTok, or X.');

  await dialog.getByLabel('Link').fill(LILIA_POST);
  await dialog.getByRole('button', { name: 'Save Link' }).click();
  await expect(page.getByText('Added to your stash!')).toBeVisible();
  // (The dialog's live region repeats each message for screen readers, hence first().)
  await expect(dialog.getByText('Your Stash is being made awesome!').first()).toBeVisible();
  await expect(dialog.getByText('You can close this window while we work our magic, or add another link below').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/posts');
  const card = page.getByRole('link', { name: /cacio e pepe fritelle at Lilia/ });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Organising…')).toHaveCount(0, { timeout: 20_000 });
  // The stored copy of the post's picture is what the card shows.
  await expect(page.locator('img[src^="/media/"]').first()).toBeVisible();
});
