import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Entity } from '@stash/shared';
import { createEntitiesApi } from '../../api/entities';
import { EntitiesApiContext } from '../../api/entities-hooks';
import { json } from '../../api/testing/fake-fetch';
import { ana } from '../../api/testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from '../../api/testing/setup-api-client';
import { makeEntity } from '../../components/map/testing/entities';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { PlacesPage } from './places-page';

const ALL_PLACES = 'GET /api/entities?limit=100&sort=popular';

/** Most saved first, as the server answers sort=popular. */
const stash: Entity[] = [
  makeEntity('p-mut', 'Bar Mut', { type: 'bar', location: 'Eixample', city: 'Barcelona', at: [41.3966, 2.1604] }),
  makeEntity('p-lilia', 'Lilia', { location: 'Williamsburg, Brooklyn', city: 'New York', at: [40.7178, -73.9525], address: '567 Union Ave' }),
  makeEntity('p-tickets', 'Tickets', { location: 'Eixample, Barcelona', city: 'Barcelona', at: [41.3751, 2.1573] }),
  makeEntity('p-gig', 'Jazz at Jamboree', { type: 'concert', routingClass: 'Eventish', location: 'Gothic Quarter', city: 'Barcelona', at: [41.3797, 2.1746] }),
  makeEntity('p-recipe', 'Cacio e pepe', { type: 'recipe', routingClass: 'Abstract' }),
  makeEntity('p-pending', 'Corner café', { type: 'cafe' }),
];

function renderPlaces(answer: () => Response) {
  const api = setupApiClient({ [ALL_PLACES]: answer });
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const result = renderWithProviders(
    <EntitiesApiContext.Provider value={createEntitiesApi(api.client, { log: () => {} })}>
      <PlacesPage />
    </EntitiesApiContext.Provider>,
    { at: '/places', path: '/places' },
  );
  return { ...result, ...api };
}

const serveStash = () => json(200, { entities: stash, next_cursor: null, has_more: false });
const areaNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Places', () => {
  it('groups places by area with counts, the biggest area first, and leaves out what is not a place', async () => {
    renderPlaces(serveStash);
    expect(await screen.findByRole('heading', { name: /Eixample, Barcelona/ })).toBeInTheDocument();
    expect(areaNames()).toEqual(['Eixample, Barcelona (2)', 'Williamsburg, New York (1)', 'Gothic Quarter, Barcelona (1)', 'Somewhere else (1)']);
    expect(screen.getByText('5 places in 4 areas')).toBeInTheDocument();
    expect(screen.queryByText('Cacio e pepe')).toBeNull();
    const eixample = screen.getByRole('region', { name: /Eixample/ });
    expect(within(eixample).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bar Mut'),
      expect.stringContaining('Tickets'),
    ]);
  });

  it('links each area to a route through its places and to the map framed on it', async () => {
    renderPlaces(serveStash);
    const eixample = await screen.findByRole('region', { name: /Eixample/ });
    const route = new URL(within(eixample).getByRole('link', { name: /Route/ }).getAttribute('href')!);
    expect(route.origin + route.pathname).toBe('https://www.google.com/maps/dir/');
    expect(route.searchParams.get('origin')).toBe('41.3966,2.1604');
    expect(route.searchParams.get('destination')).toBe('41.3751,2.1573');
    expect(within(eixample).getByRole('link', { name: /See on map/ })).toHaveAttribute('href', '/map?bbox=2.1573,41.3751,2.1604,41.3966');
    // One place makes no route; a place with no position is not on the map.
    const somewhere = screen.getByRole('region', { name: /Somewhere else/ });
    expect(within(somewhere).queryByRole('link', { name: /Route/ })).toBeNull();
    expect(within(somewhere).queryByRole('link', { name: /See on map/ })).toBeNull();
  });

  it('opens a venue on its page and an event on its own', async () => {
    renderPlaces(serveStash);
    expect(await screen.findByRole('link', { name: /Jazz at Jamboree/ })).toHaveAttribute('href', '/event/p-gig');
    await userEvent.click(screen.getByRole('link', { name: /Lilia/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/venue/p-lilia');
  });

  it('filters by search text and by type', async () => {
    renderPlaces(serveStash);
    await screen.findByRole('heading', { name: /Eixample/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search places' }), 'barcelona');
    expect(areaNames()).toEqual(['Eixample, Barcelona (2)', 'Gothic Quarter, Barcelona (1)']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Event');
    expect(areaNames()).toEqual(['Gothic Quarter, Barcelona (1)']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search places' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search places' }), 'nowhere at all');
    expect(screen.getByText('No places match.')).toBeInTheDocument();
  });

  it('tells a member with no places how to save one', async () => {
    renderPlaces(() => json(200, { entities: [makeEntity('r', 'Cacio e pepe', { type: 'recipe', routingClass: 'Abstract' })], next_cursor: null, has_more: false }));
    expect(await screen.findByRole('heading', { name: 'No places yet' })).toBeInTheDocument();
    expect(screen.getByText(/Save a post that names a restaurant/)).toBeInTheDocument();
  });

  it('says when the places could not be loaded, and tries again on request', async () => {
    let fail = true;
    const { callsTo } = renderPlaces(() => (fail ? json(400, { error: 'Bad request', code: 'VALIDATION_ERROR' }) : serveStash()));
    expect(await screen.findByRole('heading', { name: "We couldn't load your places" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Eixample/ })).toBeInTheDocument();
    expect(callsTo(ALL_PLACES)).toHaveLength(2);
  });
});
