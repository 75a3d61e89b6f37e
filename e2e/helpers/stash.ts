// What the journeys share: signing in as the first account, and stashing a fixture link through
// the API when a spec needs a stash to work on but is not about saving one (the save journeys go
// through the 'Save a Link' dialog instead).
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_API_KEY } from '@stash/shared';
import { e2eMember } from './accounts';

/** Signs in through the login page and waits for home. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(e2eMember.email);
  await page.getByLabel('Password').fill(e2eMember.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('stash_access_token'));
  expect(token, 'signed in before calling the API').toBeTruthy();
  return { 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${token}` };
}

interface SavedPost {
  id: string;
  status: string;
  title: string | null;
  category: string | null;
}

/** The member's post as the server has it now. */
/**
 * The login page's own 'Join Waitlist' button. Found inside its Sign In part, so a click waits for
 * the page itself: the footer's button of the same name is there sooner, while the page loads, and
 * the page appearing above it can move it from under a click (seen on a busy machine).
 */
export function joinWaitlistButton(page: Page): Locator {
  return page.getByRole('region', { name: 'Sign In' }).getByRole('button', { name: 'Join Waitlist' });
}

export async function getPost(page: Page, id: string): Promise<SavedPost> {
  const response = await page.request.post('/api/posts/get', { headers: await apiHeaders(page), data: { id } });
  expect(response.status(), `POST /api/posts/get ${id}`).toBe(200);
  const body = (await response.json()) as { post: SavedPost };
  return body.post;
}

/**
 * Saves `link` for the signed-in member through the save endpoint the dialog calls, and waits
 * until the pipeline has organised it (the fixture servers answer at once). Returns the post.
 */
export async function stashOrganisedLink(page: Page, link: string): Promise<SavedPost> {
  const response = await page.request.post('/api/ios-share/saves', { headers: await apiHeaders(page), data: { url: link } });
  expect([200, 202], `save ${link}: ${await response.text()}`).toContain(response.status());
  const { id } = (await response.json()) as { id: string };
  let post = await getPost(page, id);
  await expect
    .poll(
      async () => {
        post = await getPost(page, id);
        return post.status;
      },
      { message: `stash ${link} is organised`, timeout: 30_000 },
    )
    .toBe('organised');
  return post;
}

/**
 * Links from the fixture corpus (packages/fixtures/src/corpus) that end organised in one attempt.
 * Each spec uses its own, so specs do not depend on one another's stashes (they share one database).
 */
export const fixtureLinks = {
  // Journey: save through the dialog.
  tiktokShimokitazawa: 'https://www.tiktok.com/@wanderwithyuki/video/7398265104482716959?is_from_webapp=1&sender_device=pc',
  instagramBarTrench: 'https://www.instagram.com/p/C7hYt3mRk2V/?img_index=1',
  // Tagging.
  instagramAromeBakery: 'instagram.com/p/C8pWz1bNq6E',
  // Editing and deleting.
  instagramRamenGuide: 'https://www.instagram.com/p/DA3kT8pNw1Q/?utm_source=ig_web_copy_link&igsh=ZjFkYzMzMTM4ZA==',
  tiktokSmashBurger: 'https://www.tiktok.com/@grillgirlgreta/video/7389912074410036512',
  // Filtering.
  tiktokHiitWorkout: 'https://www.tiktok.com/@sweatwithkai/video/7386641209934712094?lang=en',
  instagramVodkaRigatoni: 'https://www.instagram.com/reel/C4mLq8vXy2T/?igsh=MXc4ZnRnNWhyMDJ1dA==',
  // Accessibility (a stash to open in the drawer).
  instagramJazzCafe: 'https://www.instagram.com/p/DBqZ4nXsL9c/?utm_source=ig_web_button_share_sheet&igsh=ZDNlZDc0MzIxNw==',
  // The browser extension (saved from the context menu, then again from the popup on twitter.com).
  xSenecaQuote: 'https://x.com/dailystoicbits/status/1859011246630707341',
} as const;
