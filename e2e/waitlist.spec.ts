// A visitor joins the waitlist from the login page: the form asks for what is missing, the server
// stores the address and says thanks, and a second try is answered kindly. axe checks the dialog
// at phone and laptop sizes, light and dark.
import { expect, test } from '@playwright/test';
import { testAxeViews } from './helpers/axe';
import { joinWaitlistButton } from './helpers/stash';

test('a visitor joins the waitlist, and joining again is answered kindly', async ({ page }) => {
  const email = `visitor-${Date.now()}@example.com`;
  await page.goto('/login');
  await joinWaitlistButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Waitlist' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Name').fill('Vera Visitor');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Instagram handle is required.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Instagram handle').fill('https://www.instagram.com/vera.eats/');
  await dialog.getByLabel('Why do you want to join?').fill('I save too many reels and never find them');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText("Thanks for joining our waitlist! We'll be in touch soon.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await joinWaitlistButton(page).click();
  await dialog.getByLabel('Name').fill('Vera Visitor');
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByLabel('Instagram handle').fill('@vera.eats');
  await dialog.getByLabel('Why do you want to join?').fill('Asking again');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText("You're already on our waitlist. We'll be in touch soon.")).toBeVisible();
});

testAxeViews('the waitlist dialog', async (page, axe, size) => {
  await page.goto('/login');
  await joinWaitlistButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Waitlist' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // Errors shown too: they are part of what must read well.
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await axe.check('waitlist dialog', '[role="dialog"][aria-modal="true"]');
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= size.viewport.width).toBe(true);
});
