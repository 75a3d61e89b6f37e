// Signing in by an email link: the member asks for a link on the login page, follows the link in
// the mail the server sent (over SMTP to the local mailbox, never written to the server's log),
// and lands on home signed in.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eMember } from './helpers/accounts';
import { linkIn, readMailbox, waitForMail } from './helpers/mailbox';
import { e2eServerLog } from './helpers/server';

test('a member signs in with a link sent to their email', async ({ page }) => {
  const before = readMailbox().length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(e2eMember.email);
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with an email link' });
  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(dialog.getByText(/a sign-in link is on its way/)).toBeVisible();

  const mail = await waitForMail({ to: e2eMember.email, subject: /sign-in link/, after: before });
  expect(mail.from).toBe('"Stash" <hello@stash.test>');
  const link = linkIn(mail, /https?:\/\/[^\s"]+\/verify\/[\w-]+/);

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${e2eMember.name}` })).toBeVisible();
  // The link's secret never reaches the request log, following it included.
  const secret = link.split('/verify/')[1]!;
  expect(fs.readFileSync(e2eServerLog, 'utf8').split('\n').filter((line) => line.includes('"req"') && line.includes(secret))).toEqual([]);
});
