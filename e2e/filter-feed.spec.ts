// Category chips on the feed: a chip filters the feed to its category, the address keeps the filter
// across a reload, another chip switches it and All takes it off. Each test starts signed in with
// a workout and a recipe organised (the login page is walked once for the file, helpers/signed-in.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/signed-in';
import { fixtureLinks } from './helpers/stash';

const WORKOUT = /^20 MIN NO EQUIPMENT HIIT/;
const RECIPE = /^spicy vodka rigatoni in 25 minutes/;

function stashList(page: Page) {
  return page.getByRole('list', { name: 'Your stashes' });
}

/** Every card on screen carries the category's label (cards show it over their picture). */
async function expectOnlyCategory(page: Page, label: string) {
  const cards = stashList(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index).getByText(label, { exact: true }), `card ${index + 1} of ${count}`).toBeVisible();
  }
}

test.use({ stashLinks: [fixtureLinks.tiktokHiitWorkout, fixtureLinks.instagramVodkaRigatoni] });

const chipsOf = (page: Page) => page.getByRole('toolbar', { name: 'Filter by category' });

test('a category chip filters the feed to that category', async ({ page, stashedPosts }) => {
  // The fixtures say what these are; the chips below are chosen by it.
  expect(stashedPosts.map((post) => post.category)).toEqual(['fitness', 'recipes']);

  await page.goto('/posts');
  const chips = chipsOf(page);
  await expect(chips.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toBeVisible();

  await chips.getByRole('button', { name: /^Fitness \d+$/ }).click();
  await expect(page).toHaveURL(/\/posts\?category=fitness$/);
  await expect(chips.getByRole('button', { name: /^Fitness \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: /^All( \d+)?$/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/^\d+ stash(es)? in Fitness$/)).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toHaveCount(0);
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();
  await expectOnlyCategory(page, 'Fitness');
});

test('a reload (or a shared address) keeps the filter', async ({ page }) => {
  await page.goto('/posts?category=fitness');
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/posts\?category=fitness$/);
  await expect(chipsOf(page).getByRole('button', { name: /^Fitness \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toHaveCount(0);
  await expectOnlyCategory(page, 'Fitness');
});

test('another chip switches the filter, and All takes it off again', async ({ page }) => {
  await page.goto('/posts?category=fitness');
  const chips = chipsOf(page);
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();

  await chips.getByRole('button', { name: /^Recipes \d+$/ }).click();
  await expect(page).toHaveURL(/\/posts\?category=recipes$/);
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toHaveCount(0);
  await expectOnlyCategory(page, 'Recipes');

  // (On a filtered address the All chip may not know its total yet.)
  await chips.getByRole('button', { name: /^All( \d+)?$/ }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toBeVisible();
});
