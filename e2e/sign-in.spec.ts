import { expect, test } from '@playwright/test';
import { e2eMember } from './helpers/accounts';

test.describe('signing in', () => {
  test('a wrong password shows the message and stays on the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Stash' })).toBeVisible();
    await expect(page.getByText('Now in private beta')).toBeVisible();
    await page.getByLabel('Email').fill(e2eMember.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor sent to a member page lands on the login page', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('the first account signs in, lands on home, survives a reload and signs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(e2eMember.email);
    await page.getByLabel('Password').fill(e2eMember.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${e2eMember.name}` })).toBeVisible();

    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stash_')).sort());
    expect(stored).toEqual(expect.arrayContaining(['stash_access_token', 'stash_refresh_token', 'stash_user_data']));

    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${e2eMember.name}` })).toBeVisible();

    // Signed in, the login page sends the member home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('stash_access_token'))).toBeNull();

    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
