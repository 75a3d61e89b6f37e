// The installable app: Chromium finds nothing stopping an install (DevTools' own check, which its
// install prompt relies on) and offers the install, which the app shows as 'Install Stash', the manifest says what stores and launchers need, and the service
// worker takes the page. Then offline reading: the feed read online opens again offline after a
// reload, with the offline banner, and after sign-out nothing of the member is left on the device.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, stashOrganisedLink } from './helpers/stash';

// Used by no other spec (they share one database): a workout the fixture TikTok serves.
const OFFLINE_POST = 'https://www.tiktok.com/@coach.marcus.lifts/video/7391124580031826219';
const CARD_TITLE = /^PULL DAY for a wider back/;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/**
 * Waits until the service worker is active and controls the page; answers its script address. Its
 * install fetches the whole app first, which took over 20 s on a 2-core machine busy with the
 * other test stages.
 */
async function serviceWorkerInCharge(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

/**
 * What the browser holds for this site: cache names and the addresses in each, and both storages.
 * Read again once the page has loaded when a reload cut the reading short (the app reloads itself
 * when a newer service worker takes over, which can happen at any moment).
 */
async function deviceContents(page: Page): Promise<Awaited<ReturnType<typeof readDeviceContents>>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readDeviceContents(page);
    } catch (error) {
      if (attempt >= 3 || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState();
    }
  }
}

function readDeviceContents(page: Page) {
  return page.evaluate(async () => {
    const caches: Record<string, string[]> = {};
    for (const name of await window.caches.keys()) {
      caches[name] = (await (await window.caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return { caches, localStorage: Object.keys(localStorage).sort(), sessionStorage: Object.keys(sessionStorage).sort() };
  });
}

test('Chromium finds the app installable, from its manifest and service worker, and the app offers to install it', async ({ playwright, launchOptions, headless, baseURL }) => {
  // Room for the service worker's install on a busy machine (serviceWorkerInCharge).
  test.slow();
  // A browser profile of its own: Playwright's usual contexts are incognito, where Chromium
  // installs nothing (and says so as the only installability error).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, headless, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await checkInstallable(page);
    // The browser's install offer reaches the app, which offers 'Install Stash' on the profile;
    // pressing it hands over to the browser's own install dialog (the offer can be used once).
    await signIn(page);
    await page.goto('/profile');
    const install = page.getByRole('button', { name: 'Install Stash' });
    await expect(install).toBeVisible({ timeout: 20_000 });
    await install.click();
    await expect(install).toBeHidden();
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await serviceWorkerInCharge(page)).toMatch(/\/sw\.js$/);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);

  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Stash',
    short_name: 'Stash',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  // Each icon is a real PNG of the size it claims.
  for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    const bytes = await image.body();
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  // One theme colour each for light and dark, and the icons for browsers that read no manifest.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
}

test('the feed read online opens offline after a reload, and sign-out leaves nothing of the member', async ({ page, context }) => {
  // Room for the service worker's install on a busy machine (serviceWorkerInCharge).
  test.slow();
  await signIn(page);
  await stashOrganisedLink(page, OFFLINE_POST);
  await page.goto('/posts');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: CARD_TITLE }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Fitness', { exact: true })).toBeVisible();
  await serviceWorkerInCharge(page);
  // The feed's first page is kept on the device, for this member.
  await expect.poll(async () => (await deviceContents(page)).caches['stash-member-feed']?.length ?? 0).toBeGreaterThan(0);
  await expect(page.getByRole('alert', { name: "You're offline" })).toHaveCount(0);

  // Offline, the feed's list calls fail: what shows is what the device kept.
  const listCalls = { answered: 0, failed: 0 };
  const isListCall = (url: string) => new URL(url).pathname === '/api/posts/list';
  page.on('requestfinished', (request) => {
    if (isListCall(request.url())) listCalls.answered += 1;
  });
  page.on('requestfailed', (request) => {
    if (isListCall(request.url())) listCalls.failed += 1;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(card).toBeVisible();
  await expect(card.getByText('Fitness', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert', { name: "You're offline" })).toBeVisible();
  expect(listCalls.failed).toBeGreaterThan(0);
  expect(listCalls.answered).toBe(0);
  // Another screen of the app opens too (its code was kept), though its data needs the network.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);

  await context.setOffline(false);
  await page.goto('/posts');
  await expect(card).toBeVisible();
  await expect(page.getByRole('alert', { name: "You're offline" })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Only the app shell's precache stays, holding the public files of the build.
  await expect
    .poll(async () => Object.keys((await deviceContents(page)).caches).filter((name) => name.startsWith('stash-member-')))
    .toEqual([]);
  const left = await deviceContents(page);
  const addresses = Object.values(left.caches).flat();
  expect(addresses.filter((address) => /^\/(api|media|__offline__)\//.test(address))).toEqual([]);
  expect(addresses).toContain('/index.html');
  expect(left.localStorage.filter((key) => !['stash_theme', 'stash_manual_theme_preference'].includes(key))).toEqual([]);
  expect(left.sessionStorage).toEqual([]);

  // Offline again, the signed-out app still opens, and shows no stash.
  await context.setOffline(true);
  await page.goto('/posts');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await context.setOffline(false);
});
