// Help and feedback: a member sends a message from /help; a visitor sends one from the footer's
// Feedback link. axe checks /help at phone and laptop sizes, light and dark.
import { expect, test } from '@playwright/test';
import { testAxeViews } from './helpers/axe';
import { signIn } from './helpers/stash';

test('a member reaches the team from the help page', async ({ page }) => {
  await signIn(page);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await page.getByLabel('Your message').fill('The map could group places by neighbourhood');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thanks! Your feedback reached the team.')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');
});

test('a visitor sends feedback from the footer, with an address to be answered at', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByLabel('Your message').fill('When does the beta open up?');
  await dialog.getByLabel(/Your email/).fill(`visitor-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thanks! Your feedback reached the team.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

testAxeViews('help', async (page, axe) => {
  await signIn(page);
  await page.goto('/help');
  await expect(page.getByLabel('Your message')).toBeVisible();
  await axe.check('help');
});
