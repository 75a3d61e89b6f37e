// Signing in by an email link: the member asks for a link on the login page, follows the link the
// server "mailed" (with no mail server set up it is printed to the server's output, never logged),
// and lands on home signed in.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eMember } from './helpers/accounts';
import { e2eServerLog } from './helpers/server';

const VERIFY_LINK = /https?:\/\/[^\s"]+\/verify\/[\w-]+/g;

const printedLinks = () => [...(fs.existsSync(e2eServerLog) ? fs.readFileSync(e2eServerLog, 'utf8') : '').matchAll(VERIFY_LINK)].map((match) => match[0]);

test('a member signs in with a link sent to their email', async ({ page }) => {
  const before = printedLinks().length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(e2eMember.email);
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with an email link' });
  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(dialog.getByText(/a sign-in link is on its way/)).toBeVisible();

  await expect.poll(() => printedLinks().length, { message: 'the sign-in link is printed', timeout: 15_000 }).toBeGreaterThan(before);
  const link = printedLinks().at(-1)!;
  // The link's secret never reaches the request log.
  expect(fs.readFileSync(e2eServerLog, 'utf8').split('\n').filter((line) => line.includes('"req"') && line.includes(link.split('/verify/')[1]!))).toEqual([]);

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${e2eMember.name}` })).toBeVisible();
});
