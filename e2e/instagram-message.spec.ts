// Saving by Instagram message: the member links their Instagram account from the profile with the
// code shown there, then a post they share to Stash's account (a signed webhook delivery, as Meta
// sends it) shows up organised in their feed.
import { expect, test } from '@playwright/test';
import { deliverToWebhook, E2E_INSTAGRAM, textMessageDelivery } from './helpers/instagram';
import { signIn } from './helpers/stash';

const SALMON_POST = 'https://www.instagram.com/p/C3bKz7rPq1M/';

// In steps that each do one thing; the Instagram account linked in the first is the sender after.
test.describe.serial('saving by Instagram message', () => {
  const senderId = `e2e-sender-${Date.now()}`;

  test('a member links Instagram from the profile with the code shown there', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Save by Instagram message' });
    await section.getByRole('button', { name: 'Get a code' }).click();
    const code = (await section.locator('code').textContent())!.trim();
    expect(code).toMatch(/^STASH-[A-Z2-9]{6}$/);
    await expect(section.getByText(`@${E2E_INSTAGRAM.handle}`).first()).toBeVisible();

    // The member sends the code from their Instagram account; the section notices by itself.
    expect(await deliverToWebhook(page.request, textMessageDelivery(senderId, code))).toBe(200);
    await expect(section.getByText(/Your Instagram account is linked/)).toBeVisible({ timeout: 20_000 });
  });

  test('a delivery with a bad signature is refused', async ({ request }) => {
    const forged = await request.post('/api/webhooks/instagram', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` }, data: JSON.stringify(textMessageDelivery(senderId, SALMON_POST)) });
    expect(forged.status()).toBe(401);
  });

  test('a post shared by message lands organised in the feed', async ({ page }) => {
    expect(await deliverToWebhook(page.request, textMessageDelivery(senderId, `dinner idea ${SALMON_POST}`))).toBe(200);
    await signIn(page);
    await page.goto('/posts');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /miso glazed salmon/i }) });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('Organising…')).toBeHidden({ timeout: 20_000 });
  });
});
