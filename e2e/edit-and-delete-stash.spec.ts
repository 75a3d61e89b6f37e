import { expect, test, type Page } from '@playwright/test';
import { fixtureLinks, signIn, stashOrganisedLink } from './helpers/stash';

function feedCardLink(page: Page, title: RegExp | string) {
  return page.getByRole('list', { name: 'Your stashes' }).getByRole('link', { name: title });
}

test('a member renames a stash in the drawer and the feed card keeps the new title after a reload', async ({ page }) => {
  await signIn(page);
  await stashOrganisedLink(page, fixtureLinks.instagramRamenGuide);
  await page.goto('/posts');

  const originalTitle = /^10 best ramen spots in NYC/;
  const newTitle = 'Ramen for the next cold night';
  await feedCardLink(page, originalTitle).click();
  const drawer = page.getByRole('dialog', { name: originalTitle });
  await expect(drawer).toBeVisible();

  await drawer.getByRole('button', { name: 'Edit stash' }).click();
  // In edit mode the drawer is named by its 'Edit stash' heading.
  const editingDrawer = page.getByRole('dialog', { name: 'Edit stash' });
  const form = editingDrawer.getByRole('form', { name: 'Edit stash' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveValue(originalTitle);

  // Cancel puts the original title back.
  await form.getByLabel('Title').fill('Not this one');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(drawer.getByRole('heading', { name: originalTitle, level: 2 })).toBeVisible();

  await drawer.getByRole('button', { name: 'Edit stash' }).click();
  await expect(form.getByLabel('Title')).toHaveValue(originalTitle);
  await form.getByLabel('Title').fill(newTitle);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Stash updated')).toBeVisible();
  await expect(form).toBeHidden();
  // Back in view mode, the drawer is named by the new title.
  const renamedDrawer = page.getByRole('dialog', { name: newTitle });
  await expect(renamedDrawer.getByRole('heading', { name: newTitle, level: 2 })).toBeVisible();

  await renamedDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(renamedDrawer).toBeHidden();
  await expect(page).toHaveURL(/\/posts$/);
  await page.reload();
  await expect(feedCardLink(page, newTitle)).toBeVisible();
  await expect(feedCardLink(page, originalTitle)).toHaveCount(0);
});

test('a member deletes a stash after confirming and it is gone from the feed', async ({ page }) => {
  await signIn(page);
  await stashOrganisedLink(page, fixtureLinks.tiktokSmashBurger);
  await page.goto('/posts');

  const title = /^the only smash burger recipe you need/;
  await feedCardLink(page, title).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Edit stash' }).click();
  // In edit mode the drawer is named by its 'Edit stash' heading.
  const editingDrawer = page.getByRole('dialog', { name: 'Edit stash' });
  await editingDrawer.getByRole('button', { name: 'Delete', exact: true }).click();

  const confirmation = page.getByRole('dialog', { name: 'Delete this stash?' });
  await expect(confirmation).toBeVisible();
  // Backing out keeps the stash.
  await confirmation.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirmation).toBeHidden();
  await expect(editingDrawer).toBeVisible();

  await editingDrawer.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Delete stash' }).click();
  await expect(page.getByText('Stash deleted')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(editingDrawer).toBeHidden();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(feedCardLink(page, title)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  // The feed has loaded (its count line is filled in) and the stash is not in it.
  await expect(page.getByText(/^\d+ stash(es)?$/)).toBeVisible();
  await expect(feedCardLink(page, title)).toHaveCount(0);
});
