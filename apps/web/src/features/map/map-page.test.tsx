import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Entity } from '@stash/shared';
import { createEntitiesApi } from '../../api/entities';
import { EntitiesApiContext } from '../../api/entities-hooks';
import { createTagsApi } from '../../api/tags';
import { TagsApiContext } from '../../api/tags-hooks';
import { json, type Routes } from '../../api/testing/fake-fetch';
import { ana } from '../../api/testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from '../../api/testing/setup-api-client';
import { makeEntity } from '../../components/map/testing/entities';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { MapPage } from './map-page';

const ALL_PLACES = 'GET /api/entities?limit=100&sort=popular';

function renderMap(routes: Routes) {
  const api = setupApiClient({ 'GET /api/tags': () => json(200, []), ...routes });
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  renderWithProviders(
    <EntitiesApiContext.Provider value={createEntitiesApi(api.client, { log: () => {} })}>
      <TagsApiContext.Provider value={createTagsApi(api.client, () => {})}>
        <MapPage />
      </TagsApiContext.Provider>
    </EntitiesApiContext.Provider>,
    { at: '/map', path: '/map' },
  );
  return api;
}

const page = (entities: Entity[]) => () => json(200, { entities, next_cursor: null, has_more: false });

describe('the map screen', () => {
  it('tells a member with no places on the map how to save one', async () => {
    // An entity with no position cannot be drawn, so it does not count as a place on the map.
    renderMap({ [ALL_PLACES]: page([makeEntity('r', 'Cacio e pepe', { type: 'recipe', routingClass: 'Abstract' }), makeEntity('v', 'Not yet placed')]) });
    expect(await screen.findByRole('heading', { name: 'No places on your map yet' })).toBeInTheDocument();
    expect(screen.getByText(/Save a post that names a restaurant/)).toBeInTheDocument();
  });

  it('says when the places could not be loaded, and tries again on request', async () => {
    let fail = true;
    const api = renderMap({ [ALL_PLACES]: () => (fail ? json(400, { error: 'Bad request', code: 'VALIDATION_ERROR' }) : page([])()) });
    expect(await screen.findByRole('heading', { name: "We couldn't load your places" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No places on your map yet' })).toBeInTheDocument();
    expect(api.callsTo(ALL_PLACES)).toHaveLength(2);
  });

  it('draws the map with a type filter for the types present', async () => {
    renderMap({
      [ALL_PLACES]: page([
        makeEntity('a', 'Lilia', { at: [40.7178, -73.9525] }),
        makeEntity('b', 'Bar Mut', { type: 'bar', at: [41.3966, 2.1604] }),
      ]),
    });
    expect(await screen.findByRole('button', { name: /Restaurant\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Place\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Near me' })).toBeInTheDocument();
    expect(screen.getByTestId('place-map').querySelector('.leaflet-container')).not.toBeNull();
  });
});
