import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/stash';

// Instagram's saved_posts.json as "Download your information" writes it (JSON format), with posts
// the local Instagram stand-in serves (packages/fixtures corpus), a link to another site and an
// entry without a link. Links no other spec saves, so the import's counts are its own.
const SAVED_ON = Math.floor(Date.parse('2024-02-03T10:00:00Z') / 1000);
const entry = (href: string | null, owner: string) => ({
  title: owner,
  string_map_data: { 'Saved on': { ...(href ? { href } : {}), timestamp: SAVED_ON } },
});
const SAVED_POSTS = JSON.stringify({
  saved_saved_media: [
    entry('https://www.instagram.com/p/DC1sW7uPp3K/', 'maya.makes.pots'),
    entry('https://www.instagram.com/slowtravel.notes/p/C5xNq2wTk8H/', 'slowtravel.notes'),
    entry('https://www.instagram.com/p/C2tGf5hWq0N/', 'skincare'),
    entry('https://example.com/not-instagram', 'someone'),
    entry(null, 'deleted'),
  ],
});

// In serial steps that each do one thing: the upload watched to done, then what it left behind.
test.describe.serial('importing an Instagram export', () => {
  const importCard = (page: Page) => page.getByRole('article', { name: 'saved_posts.json' }).first();

  test('a member uploads saved_posts.json and watches it to done', async ({ page }) => {
    await signIn(page);
    await page.goto('/import');
    await expect(page.getByRole('heading', { name: 'Import your saves' })).toBeVisible();

    await page.getByLabel('File to import').setInputFiles({ name: 'saved_posts.json', mimeType: 'application/json', buffer: Buffer.from(SAVED_POSTS) });
    await expect(page.getByText('saved_posts.json').first()).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();

    const card = importCard(page);
    await expect(card).toBeVisible();
    await expect(card.getByRole('progressbar')).toBeVisible();
    // Three posts fetched and organised by the pipeline.
    await expect(card.getByText(/^Done · Instagram export/)).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(card.getByText(/3 found, \d new, \d already in your stash, 2 skipped, 3 organised\./)).toBeVisible();
  });

  test('the progress survives a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/import');
    await expect(importCard(page).getByText(/^Done/)).toBeVisible();
    await page.reload();
    await expect(importCard(page).getByText(/^Done/)).toBeVisible();
  });

  test('the imported stashes are in the feed', async ({ page }) => {
    await signIn(page);
    await page.goto('/posts');
    await expect(page.getByRole('link', { name: /Wheel Throwing for Total Beginners/ }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: /48 hours in Lisbon/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /the only sunscreen/ }).first()).toBeVisible();
  });
});
