// Exporting from the profile: a member with a saved place chooses "Map (GeoJSON)" in 'Export
// stashes', the browser downloads the file from the signed address, and the file read back is a
// FeatureCollection with the place at its coordinates (longitude first), naming the stash.
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEFAULT_API_KEY } from '@stash/shared';
import { signIn, stashOrganisedLink } from './helpers/stash';

// A TikTok of a rooftop in Barcelona (fixture corpus), organised in one attempt and placed by the
// offline gazetteer. No other spec saves it.
const ROOFTOP_POST = 'https://www.tiktok.com/@barcelonanights/video/7396518843215023393';

interface PlaceFeature {
  type: string;
  geometry: { type: string; coordinates: number[] };
  properties: { name: string; stash_ids: string };
}

test('a place exported as GeoJSON from the profile is read back at its coordinates', async ({ page }) => {
  await signIn(page);
  const saved = await stashOrganisedLink(page, ROOFTOP_POST);

  // Where the server placed it: the stash's entities that have coordinates.
  const token = await page.evaluate(() => localStorage.getItem('stash_access_token'));
  const answer = await page.request.post('/api/posts/get', {
    headers: { 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${token}` },
    data: { id: saved.id, include_entities: true },
  });
  expect(answer.status()).toBe(200);
  const { post } = (await answer.json()) as { post: { entities: { entity_name: string; latitude: number | null; longitude: number | null }[] } };
  const places = post.entities.filter((entity) => entity.latitude !== null && entity.longitude !== null);
  expect(places.length, 'the saved stash has a place with coordinates').toBeGreaterThan(0);

  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await yourData.getByRole('button', { name: 'Export stashes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export your stashes' });
  await dialog.getByRole('radio', { name: /Map \(GeoJSON\)/ }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stash-\d{4}-\d\d-\d\d\.geojson$/);
  await expect(dialog).toBeHidden();

  const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as { type: string; features: PlaceFeature[] };
  expect(file.type).toBe('FeatureCollection');
  for (const place of places) {
    const feature = file.features.find((candidate) => candidate.properties.name === place.entity_name && candidate.properties.stash_ids.includes(saved.id));
    expect(feature, `${place.entity_name} is in the file`).toBeDefined();
    expect(feature!.geometry).toEqual({ type: 'Point', coordinates: [place.longitude, place.latitude] });
  }
});
