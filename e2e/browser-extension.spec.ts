// Saving from outside the web app. The browser extension is built (apps/extension) and loaded
// into Debian's Chromium: the member signs in from its popup, saves an X post from the context menu
// (the menu's own function, run in the extension's service worker: a browser menu cannot be
// clicked from a test) and finds it in their feed; with the session's access token gone stale the
// popup's 'Save this page' on the same post refreshes once and says it is already there; signing
// out ends the session on the server too. The profile's bookmarklet opens the save screen with the
// address of the page it is clicked on.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { DEFAULT_API_KEY } from '@stash/shared';
import { e2eMember } from './helpers/accounts';
import { chromiumArgs, chromiumPath } from './helpers/chromium';
import { e2eBaseUrl } from './helpers/server';
import { fixtureLinks, signIn } from './helpers/stash';

const root = path.resolve(import.meta.dirname, '..');

// The same post as twitter.com has it: one post with the x.com link (one status id).
const SENECA_ON_TWITTER = fixtureLinks.xSenecaQuote.replace('https://x.com/', 'https://twitter.com/');

interface StoredSession {
  server: string;
  accessToken: string;
  refreshToken: string;
  user: { email: string };
}

/** The session the extension keeps in chrome.storage.local, read in its service worker. */
function storedSession(worker: Worker): Promise<StoredSession | undefined> {
  return worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } };
    return (await chrome.storage.local.get('stash_session')).stash_session as StoredSession | undefined;
  });
}

// In serial steps that each do one thing, on one browser with the extension loaded: the session
// signed in at the first step is the one the later steps save with, refresh and end.
test.describe.serial('the browser extension', () => {
  let workDir = '';
  let context: BrowserContext;
  let worker: Worker;
  let popupUrl = '';
  let session: StoredSession | undefined;
  let postId = '';

  test.beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'stash-e2e-extension-'));
    // Built from the sources under test into this run's own folder: apps/extension/dist may be
    // rebuilt meanwhile by `npm start` or by another run on the machine.
    const extensionDir = path.join(workDir, 'extension');
    execFileSync('npm', ['run', 'build', '--workspace', 'apps/extension', '--', '--outDir', extensionDir, '--emptyOutDir'], { cwd: root, stdio: 'pipe' });
    // Chromium's new headless mode (what `headless: true` runs here) loads extensions.
    context = await chromium.launchPersistentContext(path.join(workDir, 'profile'), {
      executablePath: chromiumPath,
      headless: true,
      args: [...chromiumArgs, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
      baseURL: e2eBaseUrl,
    });
    worker = context.serviceWorkers().find((each) => each.url().endsWith('/background.js')) ?? (await context.waitForEvent('serviceworker'));
    popupUrl = `chrome-extension://${new URL(worker.url()).host}/popup.html`;
  });

  test.afterAll(async () => {
    await context?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('signs in from its popup, and keeps the session in its storage', async () => {
    const popup = await context.newPage();
    await popup.goto(popupUrl);
    const form = popup.getByRole('form', { name: 'Sign in to save posts' });
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Stash server')).toHaveValue(/^http/);
    await form.getByLabel('Stash server').fill(e2eBaseUrl);
    await form.getByLabel('Email').fill(e2eMember.email);
    await form.getByLabel('Password').fill(e2eMember.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(popup.getByText(`Signed in as ${e2eMember.email} on ${e2eBaseUrl}`)).toBeVisible();
    // Opened as a tab, the popup is over no post, so it says where saving works.
    await expect(popup.getByText('Open a post on Instagram, TikTok or X to save it from here')).toBeVisible();
    await popup.close();

    session = await storedSession(worker);
    expect(session, 'the tokens are kept in the extension storage').toMatchObject({ server: e2eBaseUrl, user: { email: e2eMember.email } });
  });

  test('saves a post from the context menu into the feed', async ({ request }) => {
    expect(session, 'signed in at the step before').toBeDefined();

    // The 'Save to Stash' menu item is there: updating one that does not exist fails.
    await expect
      .poll(() =>
        worker.evaluate(async () => {
          const { chrome } = globalThis as unknown as { chrome: { contextMenus: { update(id: string, properties: object): Promise<void> } } };
          return chrome.contextMenus.update('save-to-stash', { title: 'Save to Stash' }).then(
            () => true,
            () => false,
          );
        }),
      )
      .toBe(true);
    // A right-click on the post's link in an X timeline.
    const outcome = await worker.evaluate(
      ([pageUrl, linkUrl]) => {
        const { stashExtension } = globalThis as unknown as {
          stashExtension: { saveFromContextMenu(click: { pageUrl: string; linkUrl: string }): Promise<{ kind: string; message: string; postId?: string }> };
        };
        return stashExtension.saveFromContextMenu({ pageUrl, linkUrl });
      },
      ['https://x.com/home', fixtureLinks.xSenecaQuote] as const,
    );
    expect(outcome).toMatchObject({ kind: 'saved', message: 'Added to your stash!' });
    postId = outcome.postId!;

    // In the member's feed: the list the feed screen asks for, and the feed screen itself.
    const feed = await request.post('/api/posts/list', {
      headers: { 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${session!.accessToken}` },
      data: { limit: 36 },
    });
    expect(feed.status()).toBe(200);
    const { posts } = (await feed.json()) as { posts: { id: string; source_url: string }[] };
    expect(posts.find((post) => post.id === postId), 'the saved post is in the feed').toMatchObject({ source_url: fixtureLinks.xSenecaQuote });
    const web = await context.newPage();
    await signIn(web);
    await web.goto('/posts');
    await expect(web.getByRole('list', { name: 'Your stashes' }).locator(`a[href="/stash/${postId}"]`).first()).toBeVisible({ timeout: 20_000 });
    await web.close();
  });

  test("over the post on twitter.com with a stale access token, the popup's save refreshes once and says it is already there", async () => {
    expect(postId, 'saved at the step before').not.toBe('');
    // The same post open on twitter.com (a stand-in page: the machine has no network), with the
    // popup opened over it. The access token has gone stale: the save refreshes once and retries.
    await context.route('https://twitter.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Daily Stoic Bits on X</title><h1>A post</h1>' }),
    );
    const postTab = await context.newPage();
    await postTab.goto(SENECA_ON_TWITTER);
    await worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: { storage: { local: { get(key: string): Promise<Record<string, { accessToken: string }>>; set(items: object): Promise<void> } } };
      };
      const { stash_session: stale } = await chrome.storage.local.get('stash_session');
      await chrome.storage.local.set({ stash_session: { ...stale, accessToken: 'stale-access-token' } });
    });
    // A background tab in the post's window, so the popup finds the post as the window's active tab.
    const [overPost] = await Promise.all([
      context.waitForEvent('page'),
      worker.evaluate(async (url) => {
        const { chrome } = globalThis as unknown as {
          chrome: { tabs: { query(query: object): Promise<{ windowId: number }[]>; create(properties: object): Promise<unknown> } };
        };
        const [postTabInfo] = await chrome.tabs.query({ url: 'https://twitter.com/*' });
        await chrome.tabs.create({ url, windowId: postTabInfo!.windowId, active: false });
      }, popupUrl),
    ]);
    await overPost.waitForLoadState();
    const save = overPost.getByRole('button', { name: 'Save this page' });
    await expect(save).toBeVisible();
    await save.click();
    await expect(overPost.getByRole('status').filter({ hasText: 'Already in your stash.' })).toBeVisible();
    await expect(overPost.getByRole('link', { name: 'Open in Stash' })).toHaveAttribute('href', `${e2eBaseUrl}/stash/${postId}`);
    const refreshed = await storedSession(worker);
    expect(refreshed?.accessToken).not.toBe('stale-access-token');
    expect(refreshed?.refreshToken, 'the rotated refresh token was stored').not.toBe(session!.refreshToken);
    await postTab.close();
  });

  test('signing out from the popup ends the session on the server too', async ({ request }) => {
    const refreshed = await storedSession(worker);
    expect(refreshed, 'signed in from the steps before').toBeDefined();
    const overPost = await context.newPage();
    await overPost.goto(popupUrl);
    await overPost.getByRole('button', { name: 'Sign out' }).click();
    await expect(overPost.getByRole('form', { name: 'Sign in to save posts' }).getByLabel('Email')).toBeFocused();
    expect(await storedSession(worker)).toBeUndefined();
    // Ended on the server too: the last refresh token no longer works.
    const reuse = await request.post('/api/auth/refresh', { headers: { 'x-api-key': DEFAULT_API_KEY }, data: { refresh_token: refreshed!.refreshToken } });
    expect(reuse.status()).toBe(401);
    await overPost.close();
  });
});

test.describe('the bookmarklet', () => {
  /** A stand-in for an Instagram post page (the machine has no network). */
  async function openInstagramPost(page: Page, address: string) {
    await page.route('https://www.instagram.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Instagram</title><h1>A post</h1>' }),
    );
    await page.goto(address);
  }

  test("on the profile, opens this Stash's save screen with the address of the page it is clicked on", async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Bookmarklet' });
    const link = section.getByRole('link', { name: 'Save to Stash' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^javascript:/);
    // Clicked on the profile it does nothing but say how to use it.
    await link.click();
    await expect(section.getByRole('status')).toContainText('Drag this button to your bookmarks bar');
    await expect(page).toHaveURL(/\/profile$/);

    const post = 'https://www.instagram.com/p/C9vQm2LxR4a/?igsh=MWQ1ZGUxMzBkMQ==';
    await openInstagramPost(page, post);
    // What the browser runs when the bookmark is clicked: its address, percent-decoded.
    const opened = await page.evaluate((script) => {
      const calls: string[][] = [];
      window.open = (...args: (string | URL | undefined)[]) => {
        calls.push(args.map(String));
        return window;
      };
      (0, eval)(script);
      return calls;
    }, decodeURIComponent(href!.slice('javascript:'.length)));
    expect(opened).toHaveLength(1);
    expect(opened[0]![0]).toBe(`${e2eBaseUrl}/share?url=${encodeURIComponent(post)}&via=bookmarklet`);
    // Left on the post: the bookmarklet opens a window and leaves the page alone.
    await expect(page).toHaveURL(post);
  });
});
