// The profile: a member changes their password and a session signed in before is signed out; the
// password is then changed back (whatever happens) so the other journeys keep signing in. axe
// checks the page and its delete-account confirmation at phone and laptop sizes, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_API_KEY } from '@stash/shared';
import { e2eMember } from './helpers/accounts';
import { testAxeViews } from './helpers/axe';
import { signIn } from './helpers/stash';

const TEMPORARY_PASSWORD = 'changed-for-a-moment-1';

async function changePassword(page: Page, current: string, next: string) {
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill(current);
  await section.getByLabel('New password', { exact: true }).fill(next);
  await section.getByLabel('Confirm new password').fill(next);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
}

test('changing the password signs out a session that was signed in before', async ({ browser }) => {
  const older = await browser.newContext();
  const current = await browser.newContext();
  const olderPage = await older.newPage();
  const page = await current.newPage();
  let changed = false;
  try {
    // Both sign in at once (each walks the login page; neither waits on the other).
    await Promise.all([signIn(olderPage), signIn(page)]);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: e2eMember.name })).toBeVisible();
    await changePassword(page, e2eMember.password, TEMPORARY_PASSWORD);
    changed = true;

    // The older session's tokens no longer work: its next screen sends it to the login page.
    await olderPage.goto('/posts');
    await expect(olderPage.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await changePassword(page, TEMPORARY_PASSWORD, e2eMember.password);
    changed = false;
  } finally {
    if (changed) {
      // Put the shared member's password back through the API, so later journeys can sign in.
      const token = await page.evaluate(() => localStorage.getItem('stash_access_token'));
      await page.request.post('/api/profile/password', {
        headers: { 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${token}` },
        data: { current_password: TEMPORARY_PASSWORD, new_password: e2eMember.password },
      });
    }
    await older.close();
    await current.close();
  }
});

testAxeViews('the profile', async (page, axe) => {
  await signIn(page);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Name', { exact: true })).toHaveValue(e2eMember.name);
  await axe.check('profile');
  // The confirmation before deleting the account (closed again without deleting).
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm.getByLabel('Your email address')).toBeFocused();
  await axe.check('delete account dialog', '[role="dialog"][aria-modal="true"]');
  await confirm.getByRole('button', { name: 'Keep my account' }).click();
  await expect(confirm).toBeHidden();
});
