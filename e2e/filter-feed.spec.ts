import { expect, test, type Page } from '@playwright/test';
import { fixtureLinks, signIn, stashOrganisedLink } from './helpers/stash';

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

test('a category chip filters the feed to that category, and the address keeps the filter', async ({ page }) => {
  await signIn(page);
  const workout = await stashOrganisedLink(page, fixtureLinks.tiktokHiitWorkout);
  const recipe = await stashOrganisedLink(page, fixtureLinks.instagramVodkaRigatoni);
  // The fixtures say what these are; the chips below are chosen by it.
  expect([workout.category, recipe.category]).toEqual(['fitness', 'recipes']);

  await page.goto('/posts');
  const chips = page.getByRole('toolbar', { name: 'Filter by category' });
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

  // A reload (or a shared address) keeps the filter.
  await page.reload();
  await expect(page).toHaveURL(/\/posts\?category=fitness$/);
  await expect(chips.getByRole('button', { name: /^Fitness \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toHaveCount(0);
  await expectOnlyCategory(page, 'Fitness');

  // Another chip switches the filter; All takes it off again.
  await chips.getByRole('button', { name: /^Recipes \d+$/ }).click();
  await expect(page).toHaveURL(/\/posts\?category=recipes$/);
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toHaveCount(0);
  await expectOnlyCategory(page, 'Recipes');

  // (After a reload on a filtered address the All chip may not know its total yet.)
  await chips.getByRole('button', { name: /^All( \d+)?$/ }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(stashList(page).getByRole('link', { name: WORKOUT })).toBeVisible();
  await expect(stashList(page).getByRole('link', { name: RECIPE })).toBeVisible();
});
