import { expect, test } from '@playwright/test';
import { signIn, stashOrganisedLink } from './helpers/stash';

// A TikTok naming one restaurant in Pigalle, Paris (fixture corpus), organised in one attempt; the
// offline gazetteer places it, so it becomes a place with coordinates. No other spec saves it.
const BOUILLON_POST = 'https://www.tiktok.com/@eatingparis/video/7390451187562384673?_t=8o3Yb2xPq1a&_r=1';
const PLACE = 'Bouillon Pigalle';

test('the map shows a saved place as a marker and in the list, and leads to its venue page and back', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Tiles fail as they would offline; markers, list and popups must not depend on them.
  let tileRequests = 0;
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tileRequests += 1;
    return route.abort('internetdisconnected');
  });

  // Near Pigalle, as a member's browser would report once they allow location.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 48.8826, longitude: 2.3376 });

  await signIn(page);
  await stashOrganisedLink(page, BOUILLON_POST);

  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Places in view' });
  const listItem = list.getByRole('button', { name: new RegExp(PLACE) });
  await expect(listItem).toBeVisible({ timeout: 15_000 });
  // The list draws from the API and may be there before Leaflet asks for its first tiles.
  await expect.poll(() => tileRequests, { message: 'the map asked for tiles', timeout: 15_000 }).toBeGreaterThan(0);

  // Choosing it in the list zooms the map to its own marker and opens its card.
  await listItem.click();
  const marker = page.locator(`.leaflet-marker-icon[title="${PLACE}"]`);
  await expect(marker).toBeVisible();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByText(PLACE, { exact: true })).toBeVisible();
  await expect(popup.getByText('From your stashes')).toBeVisible();

  // Closing the card and clicking the marker itself opens it again.
  await popup.locator('.leaflet-popup-close-button').click();
  await expect(popup).toHaveCount(0);
  await marker.click();
  await expect(page.locator('.leaflet-popup').getByText(PLACE, { exact: true })).toBeVisible();

  await page.locator('.leaflet-popup').getByRole('link', { name: 'Open place' }).click();
  await expect(page).toHaveURL(/\/venue\/[0-9a-f-]{36}$/);
  // The venue page itself, not only its address (its code loads while the map still shows).
  await expect(page.getByRole('heading', { level: 1, name: PLACE })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/map$/);
  await expect(list.getByRole('button', { name: new RegExp(PLACE) })).toBeVisible();

  // Near me asks the server for places around the member's position.
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByText(/of your places within 25 km of you/)).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(PLACE) })).toBeVisible();
  await page.getByRole('button', { name: 'Show all places' }).click();
  await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible();

  // Moving the map away from the place takes it off the list beside the map. The drag starts in
  // an empty corner (one starting on the centred marker would click it).
  const mapBox = await page.getByTestId('place-map').boundingBox();
  expect(mapBox).not.toBeNull();
  const { x, y, width, height } = mapBox!;
  await page.mouse.move(x + width - 60, y + height - 90);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 90, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByRole('heading', { name: /places in view/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${PLACE}`) }).and(page.locator('button'))).toHaveCount(0);

  expect(pageErrors, 'no uncaught errors on the map').toEqual([]);
});
