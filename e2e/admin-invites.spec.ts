// Letting someone into the private beta: a visitor joins the waitlist, the admin finds them in the
// console and invites them, the invite arrives at the mailbox, and the visitor claims it, sets up
// the account, takes the guided tour offered to new members and lands on home. axe checks the
// console's sections at phone and laptop sizes, light and dark.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AXE_SCHEMES, AXE_SIZES, axeChecker } from './helpers/axe';
import { linkIn, readMailbox, waitForMail } from './helpers/mailbox';
import { test as signedInTest } from './helpers/signed-in';
import { joinWaitlistButton, signIn } from './helpers/stash';

const CLAIM_LINK = /https?:\/\/\S+\/claim\/[\w-]+/;
const VERIFY_LINK = /https?:\/\/\S+\/verify\/[\w-]+/;

async function joinWaitlist(page: Page, name: string, email: string) {
  await page.goto('/login');
  await joinWaitlistButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Waitlist' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Instagram handle').fill('@nina.saves');
  await dialog.getByLabel('Why do you want to join?').fill('My saved folder is a mess');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText("Thanks for joining our waitlist! We'll be in touch soon.")).toBeVisible();
}

// One journey in steps that each stay short; the visitor's signed-in browser is carried from setup
// to the tour as a storage state.
test.describe.serial('letting a visitor in', () => {
  const stamp = Date.now();
  const visitor = { name: 'Nina Newcomer', email: `nina-${stamp}@example.com`, username: `nina${stamp}`.slice(0, 20), password: 'nina-password-1' };
  let mailsBefore = 0;
  let visitorState: Awaited<ReturnType<BrowserContext['storageState']>>;

  async function openAdminTab(page: Page, tab: string) {
    await signIn(page);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    // Opened again if the menu closed under the click (the header re-renders as home finishes loading).
    await expect(async () => {
      if (!(await page.getByRole('menu', { name: 'Account' }).isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Admin console' }).click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
    await page.getByRole('tab', { name: tab }).click();
  }

  test('a visitor joins the waitlist', async ({ page }) => {
    await joinWaitlist(page, visitor.name, visitor.email);
  });

  test('the admin finds them in the console and invites them', async ({ page }) => {
    await openAdminTab(page, 'Waitlist');
    await page.getByLabel('Search the waitlist').fill(visitor.email);
    const row = page.getByRole('row').filter({ hasText: visitor.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('waiting', { exact: true })).toBeVisible();
    mailsBefore = readMailbox().length;
    await row.getByRole('button', { name: `Invite ${visitor.name}` }).click();
    await expect(page.getByText('1 invite sent.')).toBeVisible();
    await expect(row.getByText('invited', { exact: true })).toBeVisible();
  });

  test('the invite arrives by mail, and the visitor claims it and sets up their account', async ({ page }) => {
    const invite = await waitForMail({ to: visitor.email, subject: /invited to Stash/, after: mailsBefore });
    await page.goto(new URL(linkIn(invite, CLAIM_LINK)).pathname);
    await expect(page.getByRole('heading', { name: 'Claim your Stash' })).toBeVisible();
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const signInMail = await waitForMail({ to: visitor.email, subject: /sign-in link/, after: mailsBefore });
    await page.goto(new URL(linkIn(signInMail, VERIFY_LINK)).pathname);

    await expect(page).toHaveURL(/\/account-setup$/);
    await page.getByLabel('Name', { exact: true }).fill(visitor.name);
    await page.getByLabel('Username', { exact: true }).fill(visitor.username);
    await expect(page.getByText(`@${visitor.username} is available`)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByLabel('Confirm password').fill(visitor.password);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Show me around' })).toBeVisible();
    visitorState = await page.context().storageState();
  });

  test('the new member takes the tour offered once, and lands on home', async ({ browser }) => {
    const context = await browser.newContext({ storageState: visitorState });
    try {
      const page = await context.newPage();
      await page.goto('/home');
      await page.getByRole('button', { name: 'Show me around' }).click();
      await expect(page.getByText(/^Step 1 of \d$/)).toBeVisible();
      const steps = Number((await page.getByText(/^Step 1 of \d$/).textContent())!.match(/of (\d)/)![1]);
      for (let step = 2; step <= steps; step += 1) {
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText(`Step ${step} of ${steps}`)).toBeVisible();
      }
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page.getByText(/^Step \d of \d$/)).toBeHidden();

      await page.goto('/home');
      await expect(page.getByRole('heading', { name: `Welcome, ${visitor.name}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show me around' })).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('the admin sees the visitor joined, and as a member', async ({ page }) => {
    await openAdminTab(page, 'Waitlist');
    await page.getByLabel('Search the waitlist').fill(visitor.email);
    await expect(page.getByRole('row').filter({ hasText: visitor.email }).getByText('joined', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByLabel('Search members').fill(visitor.email);
    await expect(page.getByRole('row').filter({ hasText: visitor.email })).toContainText(/active/i);
  });
});

// axe on the console: one test per section, size and colour scheme (an axe scan takes seconds of
// CPU on a busy machine), each starting signed in as the admin (helpers/signed-in.ts).
const SECTIONS = [
  ['Waitlist', 'Search the waitlist'],
  ['Invites', 'Email addresses'],
  ['Members', 'Search members'],
] as const;

for (const size of AXE_SIZES) {
  for (const scheme of AXE_SCHEMES) {
    signedInTest.describe(`the admin console at ${size.name}, ${scheme}`, () => {
      signedInTest.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme });

      signedInTest('the dashboard has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/admin');
        await expect(page.getByRole('img', { name: /^Saves per day/ })).toBeVisible();
        await axe.check('admin dashboard');
        await expectNoSidewaysScroll(page);
        await axe.report();
      });

      for (const [tab, ready] of SECTIONS) {
        signedInTest(`the ${tab.toLowerCase()} section has no serious or critical axe violations, no sideways scroll`, async ({ page }, testInfo) => {
          const axe = axeChecker(page, testInfo, size.name, scheme);
          await page.goto('/admin');
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByLabel(ready)).toBeVisible();
          await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
          await axe.check(`admin ${tab.toLowerCase()}`);
          await expectNoSidewaysScroll(page);
          await axe.report();
        });
      }

      signedInTest('the feedback section has no serious or critical axe violations, no sideways scroll', async ({ page }, testInfo) => {
        const axe = axeChecker(page, testInfo, size.name, scheme);
        await page.goto('/admin');
        await page.getByRole('tab', { name: 'Feedback' }).click();
        await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
        await axe.check('admin feedback');
        await expectNoSidewaysScroll(page);
        await axe.report();
      });
    });
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
}
