// Search and Stash AI on a save of the spec's own: found from the home dock (the place read as a
// chip, the matched words marked) and opened in the drawer; then asked about from search, where
// Stash AI's answer cites it. Each test starts signed in with the save organised (the login page
// is walked once for the file, helpers/signed-in.ts).
import { expect, test } from './helpers/signed-in';

// A save of its own, so this journey does not depend on another spec's stashes.
const LILIA = 'https://www.instagram.com/p/C9vQm2LxR4a/?igsh=MWQ1ZGUxMzBkMQ==';
const QUESTION = 'Where was that pasta place in Williamsburg?';

test.use({ stashLinks: [LILIA] });

test('a member searches from home and opens a result in the drawer', async ({ page }) => {
  await page.goto('/home');

  // The home dock leads to /search with the query in the address.
  const dock = page.getByRole('search', { name: 'Search your stash' });
  await dock.getByRole('searchbox', { name: 'Search your stash' }).fill('cacio e pepe in Brooklyn');
  await dock.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=cacio\+e\+pepe\+in\+Brooklyn$/);

  // "in Brooklyn" is read as a place, shown as a removable chip; the result marks the matched words.
  await expect(page.getByRole('button', { name: 'Remove Brooklyn' })).toBeVisible();
  const result = page.getByRole('link', { name: /cacio e pepe fritelle at Lilia/i });
  await expect(result).toBeVisible();
  await expect(page.locator('mark').filter({ hasText: /^cacio e pepe$/i }).first()).toBeVisible();

  // A result opens in the stash drawer over the results.
  await result.click();
  const drawer = page.getByRole('dialog', { name: /cacio e pepe fritelle at Lilia/i });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=.+&stash=[\w-]+$/);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});

test('asked from search, Stash AI cites the save, which opens in the drawer, and keeps the conversation', async ({ page }) => {
  await page.goto('/search?q=cacio+e+pepe+in+Brooklyn');
  await expect(page.getByRole('link', { name: /cacio e pepe fritelle at Lilia/i })).toBeVisible();

  // 'Ask Stash' hands a question to Stash AI, which streams an answer citing the save.
  const ask = page.getByRole('form', { name: 'Ask Stash AI' });
  await ask.getByRole('textbox', { name: 'Ask Stash AI a question' }).fill(QUESTION);
  await ask.getByRole('button', { name: 'Ask Stash' }).click();
  await expect(page).toHaveURL(/\/chat\?c=[\w-]+$/);
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(QUESTION)).toBeVisible();
  await expect(log.getByText(/Lilia is at .*Williamsburg/)).toBeVisible();
  const source = log.getByRole('list', { name: 'Sources' }).getByRole('link', { name: /Lilia/ });
  await expect(source).toBeVisible();

  // The cited save opens in the drawer, and the conversation is kept.
  await source.click();
  await expect(page.getByRole('dialog', { name: /cacio e pepe fritelle at Lilia/i })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(/Lilia is at/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: QUESTION })).toBeVisible();
});
