// A `test` whose pages start signed in as the first account, for specs that check screens rather
// than signing in. The login page is walked once per spec file (and the spec's links stashed
// then); every later test starts from the stored credentials instead of clicking through the
// login page again, which keeps each test to the one screen it is about.
//
// The app refreshes its tokens when it starts, and the server refuses a refresh token used twice
// (ending that session). So each test hands the pair it ended with to the next one: the tests of
// a file run one after another in one worker, and a worker that saw a failure starts afresh with a
// new sign-in.
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { STORAGE_PREFIX } from '@stash/shared';
import { signIn, stashOrganisedLink } from './stash';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type StashedPost = Awaited<ReturnType<typeof stashOrganisedLink>>;

interface MemberSession {
  state: StorageState;
  /** The spec's `stashLinks`, organised, in the same order. */
  posts: StashedPost[];
}

/**
 * The keys the web app keeps a session under (apps/web/src/api/credentials.ts). Only these are
 * carried over: the theme and anything else the signing-in page stored would leak into a test
 * that checks the defaults.
 */
const CREDENTIAL_KEYS = ['access_token', 'refresh_token', 'user_data', 'token_version', 'api_version'].map((key) => `${STORAGE_PREFIX}${key}`);

/** One sign-in per spec file (keyed by file): another spec may change the password or end sessions. */
const sessions = new Map<string, Promise<MemberSession>>();

/** The state with only the session's keys kept in local storage. */
function credentialsOnly(state: StorageState): StorageState {
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin) => ({ ...origin, localStorage: origin.localStorage.filter(({ name }) => CREDENTIAL_KEYS.includes(name)) })),
  };
}

/** Whether the state holds a session (a test that signed out, or was signed out, leaves none). */
function holdsSession(state: StorageState): boolean {
  return state.origins.some((origin) => origin.localStorage.some(({ name, value }) => name === `${STORAGE_PREFIX}refresh_token` && value !== ''));
}

async function signInOnce(browser: Browser, baseURL: string | undefined, links: readonly string[]): Promise<MemberSession> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page);
    const posts: StashedPost[] = [];
    for (const link of links) posts.push(await stashOrganisedLink(page, link));
    return { state: credentialsOnly(await context.storageState()), posts };
  } finally {
    await context.close();
  }
}

export const test = base.extend<{ stashLinks: readonly string[]; memberSession: MemberSession; stashedPosts: StashedPost[] }>({
  /** Fixture links the spec's screens need, stashed (and waited on until organised) at the one sign-in. */
  stashLinks: [[], { option: true }],
  memberSession: async ({ browser, baseURL, stashLinks }, use, testInfo) => {
    let session = sessions.get(testInfo.file);
    if (!session) {
      session = signInOnce(browser, baseURL, stashLinks);
      sessions.set(testInfo.file, session);
      // A failed sign-in is not kept: the next test tries again and reports its own failure.
      session.catch(() => sessions.delete(testInfo.file));
    }
    await use(await session);
  },
  /** The posts `stashLinks` made, organised. */
  stashedPosts: async ({ memberSession }, use) => {
    await use(memberSession.posts);
  },
  storageState: async ({ memberSession }, use) => {
    await use(memberSession.state);
  },
  context: async ({ context, storageState, memberSession }, use) => {
    await use(context);
    // The pair the app ended with (it refreshed on start) is the one the next test can use.
    if (storageState !== memberSession.state) return;
    const ended = credentialsOnly(await context.storageState());
    if (holdsSession(ended)) memberSession.state = ended;
  },
});

export { expect } from '@playwright/test';
