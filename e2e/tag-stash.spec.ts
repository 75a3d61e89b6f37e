import { expect, test } from '@playwright/test';
import { fixtureLinks, signIn, stashOrganisedLink } from './helpers/stash';

// New on every attempt, so the picker offers to create it even in a database an earlier attempt used.
const TAG_NAME = `Weekend treats ${Date.now().toString(36).slice(-4)}`;

test('a member creates a tag in the stash drawer, saves it and sees it on the card in the feed', async ({ page }) => {
  await signIn(page);
  await stashOrganisedLink(page, fixtureLinks.instagramAromeBakery);
  await page.goto('/posts');

  const title = /^HONEY BUTTER TOAST/;
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await card.getByRole('link', { name: title }).click();
  // The drawer opens over the feed, named by the stash's title.
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/posts\?stash=[\w-]+$/);
  await expect(drawer.getByText('No tags on this stash yet.')).toBeVisible();

  await drawer.getByRole('button', { name: 'Edit tags' }).click();
  const picker = drawer.getByRole('group', { name: 'Choose tags' });
  const search = picker.getByLabel('Search or create tags');
  await expect(search).toBeFocused();
  // Surrounding spaces are trimmed from the new name.
  await search.fill(`  ${TAG_NAME} `);
  await picker.getByRole('button', { name: `Create “${TAG_NAME}”` }).click();
  await expect(page.getByText('Tag created')).toBeVisible();
  // The new tag is chosen for this stash at once, and the search is cleared.
  await expect(picker.getByRole('checkbox', { name: TAG_NAME })).toBeChecked();
  await expect(search).toHaveValue('');

  await picker.getByRole('button', { name: 'Save Tags' }).click();
  await expect(page.getByText('Tags saved')).toBeVisible();
  await expect(page.getByText('Updated tags for this post')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(drawer.getByRole('list', { name: 'Tags of this stash' }).getByText(TAG_NAME)).toBeVisible();

  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/posts$/);
  // The card in the feed shows the tag without a reload...
  await expect(card.getByRole('list', { name: 'Tags' }).getByText(TAG_NAME)).toBeVisible();
  // ...and the server kept it.
  await page.reload();
  await expect(card.getByRole('list', { name: 'Tags' }).getByText(TAG_NAME)).toBeVisible();
});
