import { expect, test } from '@playwright/test';
import { e2eMember } from './helpers/accounts';
import { linkIn, readMailbox, waitForMail } from './helpers/mailbox';
import { waitForServerLog } from './helpers/server-log';

test('the one-time link printed at start creates the first account', async ({ page }) => {
  // The first-run link is printed to the server's output at start, for whoever started it.
  const [claimLink] = await waitForServerLog(/https?:\/\/\S+\/claim\/[\w-]+/);
  const mailsBefore = readMailbox().length;
  await page.goto(claimLink);
  await expect(page.getByRole('heading', { name: 'Claim your Stash' })).toBeVisible();
  await page.getByLabel('Email').fill(e2eMember.email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(e2eMember.email)).toBeVisible();

  // The email arrives in the mailbox the server sends to over SMTP; follow the link it holds.
  const mail = await waitForMail({ to: e2eMember.email, after: mailsBefore });
  const verifyLink = linkIn(mail, /https?:\/\/[^\s"]+\/verify\/[\w-]+/);
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(e2eMember.name);
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await expect(page.getByText('This username is reserved.')).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(e2eMember.username);
  await expect(page.getByText(`@${e2eMember.username} is available`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(e2eMember.password);
  await page.getByLabel('Confirm password').fill(e2eMember.password);
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${e2eMember.name}` })).toBeVisible();

  // The link was for one use only.
  await page.goto(claimLink);
  await expect(page.getByRole('heading', { name: "This invite can't be used" })).toBeVisible();
});
