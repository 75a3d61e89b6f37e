// /manage: a member's stashes in the table, picked with the keyboard and tagged in one go, then on
// the kanban board by tag, where two are deleted and brought back with Undo (still there after a
// reload); and a sidebar filter kept in the address across a reload.
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_API_KEY } from '@stash/shared';
import { signIn } from './helpers/stash';

// Fixture links (packages/fixtures/src/corpus) no other spec saves, so this spec's stashes are its own.
const LINKS = [
  'https://www.instagram.com/p/C6dRt9sLm0B/?igsh=a2F0OGJ2eDltZ3Jv',
  'https://www.instagram.com/reels/C1pDk6jNx4R/',
  'https://m.instagram.com/p/C0xRm4bKz1L/?utm_source=ig_web_copy_link',
  'https://www.instagram.com/p/C-aQw3nYr5P/',
  'https://www.instagram.com/reel/C_sJ2mVbQ7n/?utm_source=ig_web_copy_link',
  'https://www.tiktok.com/@ldn.after.work/video/7401198356712093985?_r=1&_t=8oQzRkL5nPb',
  'https://www.tiktok.com/@kitchengadgetgirl/video/7378450012938851630?is_from_webapp=1&sender_device=mobile',
  'https://www.tiktok.com/@styledbysofia/video/7381109945523309867',
  'https://m.tiktok.com/@eatlondonwithjas/video/7393378129918045473',
  'https://www.tiktok.com/@coffeewithcami/video/7384012256123915563?_r=1&_t=8nF3pQw2kLx',
  'https://www.tiktok.com/@lisbonbites/video/7387250016338218273?is_from_webapp=1&sender_device=pc&web_id=7301122334455667788',
  'https://www.tiktok.com/@melbfoodtrail/video/7399011873524116768',
  // Spares: the test needs twelve settled stashes, whichever twelve.
  'https://www.tiktok.com/@notyourtherapist_/video/7388102233906711840',
  'https://www.instagram.com/share/reel/BAGn3kQy2w/',
];
const NEEDED = 12;
const TAG = 'manage trip';

async function headers(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('stash_access_token'));
  expect(token).toBeTruthy();
  return { 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${token}` };
}

/**
 * Saves every link at once, then waits until the pipeline is done (organised, or failed: /manage
 * lists both) with at least twelve of them.
 */
async function stashAll(page: Page): Promise<string[]> {
  const auth = await headers(page);
  const ids = [...new Set(await Promise.all(
    LINKS.map(async (url) => {
      const response = await page.request.post('/api/ios-share/saves', { headers: auth, data: { url } });
      expect([200, 202], `save ${url}: ${await response.text()}`).toContain(response.status());
      return ((await response.json()) as { id: string }).id;
    }),
  ))];
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/posts/batch', { headers: auth, data: { ids } });
        const body = (await response.json()) as { posts: Record<string, { status: string }> };
        return Object.values(body.posts).filter((post) => post.status === 'organised' || post.status === 'failed').length;
      },
      // Inside the hook's own 30 s, after the sign-in and the saves.
      { message: `${NEEDED} stashes are settled`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(NEEDED);
  return ids;
}

const stashGrid = (page: Page) => page.getByRole('grid', { name: 'Your stashes' });
const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Selected stashes' });

test.describe.serial('managing stashes', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page);
    await stashAll(page);
    await page.close();
  });

  test('ten stashes picked with the keyboard are tagged at once', async ({ page }) => {
    await signIn(page);
    await page.goto('/manage');
    const cells = stashGrid(page).getByRole('gridcell');
    await expect(cells.nth(9)).toBeVisible();
    await cells.first().focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 9; step += 1) await page.keyboard.press('Shift+ArrowDown');
    await expect(bulkBar(page)).toContainText('10 stashes selected');
    await expect(stashGrid(page).locator('[aria-selected="true"]')).toHaveCount(10);

    await bulkBar(page).getByRole('button', { name: 'Add tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tags' });
    await dialog.getByRole('textbox', { name: 'Find or create a tag' }).fill(TAG);
    await dialog.getByRole('button', { name: `Create “${TAG}”` }).click();
    await expect(dialog.getByRole('checkbox', { name: TAG })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add to 10 stashes' }).click();
    await expect(page.getByText('Tagged 10 stashes.')).toBeVisible();
    await expect(cells.first().getByText(TAG)).toBeVisible();
    await expect(cells.nth(9).getByText(TAG)).toBeVisible();
  });

  test('on the kanban by tag, two deleted stashes come back with Undo and stay after a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/manage');
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Kanban' }).click();
    await page.getByRole('combobox', { name: 'Columns' }).selectOption('tag');
    await expect(page).toHaveURL(/view=kanban/);
    await expect(page).toHaveURL(/group=tag/);
    const column = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(TAG) }) });
    const cards = column.getByRole('list').getByRole('listitem');
    await expect(cards).toHaveCount(10);

    await cards.nth(0).getByRole('checkbox').check();
    await cards.nth(1).getByRole('checkbox').check();
    await expect(bulkBar(page)).toContainText('2 stashes selected');
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    await expect(cards).toHaveCount(8);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Restored 2 stashes')).toBeVisible();
    await expect(cards).toHaveCount(10);

    await page.reload();
    await expect(cards).toHaveCount(10);
  });

  test('a sidebar filter is kept in the address across a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/manage');
    const filters = page.getByRole('complementary', { name: 'Filter stashes' });
    await filters.getByLabel('Platform').selectOption('tiktok');
    await expect(page).toHaveURL(/[?&]platform=tiktok/);
    const cells = stashGrid(page).getByRole('gridcell');
    await expect(cells.first()).toBeVisible();
    await expect(stashGrid(page).getByText('Instagram', { exact: true })).toHaveCount(0);
    await expect(stashGrid(page).getByText('TikTok', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/[?&]platform=tiktok/);
    await expect(page.getByRole('complementary', { name: 'Filter stashes' }).getByLabel('Platform')).toHaveValue('tiktok');
    await expect(stashGrid(page).getByText('Instagram', { exact: true })).toHaveCount(0);
  });
});
