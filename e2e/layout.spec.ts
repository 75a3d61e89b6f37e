import { expect, test } from '@playwright/test';
import { e2eMember } from './helpers/accounts';
import { signIn } from './helpers/stash';

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom tab bar and the menu button show, the desktop nav does not', async ({ page }) => {
    await signIn(page);
    const tabBar = page.getByRole('navigation', { name: 'Tab bar' });
    await expect(tabBar).toBeVisible();
    await expect(tabBar.getByRole('link')).toHaveText(['Home', 'Feed', 'Map', 'Events']);
    await expect(tabBar.getByRole('button', { name: 'Save a link' })).toBeVisible();
    // Its order on screen: Home, Feed, the add button in the middle, Map, Events.
    const boxes = await Promise.all(
      [
        tabBar.getByRole('link', { name: 'Home' }),
        tabBar.getByRole('link', { name: 'Feed' }),
        tabBar.getByRole('button', { name: 'Save a link' }),
        tabBar.getByRole('link', { name: 'Map' }),
        tabBar.getByRole('link', { name: 'Events' }),
      ].map(async (item) => (await item.boundingBox())?.x ?? Number.NaN),
    );
    expect(boxes).toEqual([...boxes].sort((a, b) => a - b));

    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
    // One add button on a phone: the tab bar's (the floating one is desktop only).
    await expect(page.getByRole('button', { name: 'Save a link' })).toHaveCount(1);

    // The tab bar's add button opens the save dialog.
    await tabBar.getByRole('button', { name: 'Save a link' }).click();
    await expect(page.getByRole('dialog', { name: 'Save a Link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Save a Link' })).toBeHidden();

    await tabBar.getByRole('link', { name: 'Feed' }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  });

  test('the menu button opens the slide-down menu with the member and its links', async ({ page }) => {
    await signIn(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText(e2eMember.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(`@${e2eMember.username}`, { exact: true })).toBeVisible();
    await expect(menu.getByText(/^\d+ stash(es)?$/)).toBeVisible();
    await expect(menu.getByText(/Stash'n$/)).toBeVisible();

    const links = menu.getByRole('navigation', { name: 'Menu links' });
    await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(links.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    await expect(links.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/places');
    await expect(links.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/manage');
    await expect(links.getByRole('link', { name: /^Stash AI/ })).toHaveAttribute('href', '/chat');
    await expect(links.getByRole('link', { name: /^Stash AI/ }).getByText('BETA')).toBeVisible();
    await expect(menu.getByRole('button', { name: /Send Feedback/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await expect(menu.getByRole('button', { name: "What's New" })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(menu.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A link in it goes there and closes the menu.
    await menuButton.click();
    await menu.getByRole('navigation', { name: 'Menu links' }).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('on a laptop (1440x900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header nav and the floating add button show, the tab bar and menu button do not', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(['Feed', 'Manage', 'Map', 'Events', /^Stash AI\s*BETA$/, 'Search']);
    await expect(nav.getByRole('link', { name: /^Stash AI/ }).getByText('BETA', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Stash home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await expect(page.getByRole('navigation', { name: 'Tab bar' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeHidden();

    // The floating add button sits bottom-right and opens the save dialog.
    const addButton = page.getByRole('button', { name: 'Save a link' });
    await expect(addButton).toHaveCount(1);
    await expect(addButton).toBeVisible();
    const box = await addButton.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeGreaterThan(1440 - 80);
    expect(box!.y + box!.height).toBeGreaterThan(900 - 80);
    await addButton.click();
    await expect(page.getByRole('dialog', { name: 'Save a Link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Save a Link' })).toBeHidden();

    await nav.getByRole('link', { name: 'Feed' }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(nav.getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
  });
});
