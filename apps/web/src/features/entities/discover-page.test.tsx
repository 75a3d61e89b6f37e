// Discover: trending, types with totals, and related entities of the latest saves without repeats.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Entity } from '@stash/shared';
import { DiscoverPage } from './discover-page';
import { fakeEntitiesApi, makeEntity, renderWithEntitiesApi } from './testing';
import { mergeRelated } from './use-discover';

const ROUTES = [
  { path: '/discover', element: <DiscoverPage /> },
  { path: '/venue/:venueId', element: <p>Venue page</p> },
  { path: '/event/:eventId', element: <p>Event page</p> },
];

const ramen = makeEntity({ entity_name: 'Ivan Ramen', entity_type: 'restaurant', raw: { location: 'Lower East Side' } });
const jazz = makeEntity({ entity_name: 'Jazz at Pier 17', entity_type: 'event', routing_class: 'Eventish' });
const park = makeEntity({ entity_name: 'Domino Park', entity_type: 'park' });
const bakery = makeEntity({ entity_name: 'Radio Bakery', entity_type: 'bakery' });

function related(id: string, entities: Entity[]) {
  return { entity_id: id, related_entities: entities.map((entity) => ({ ...entity, shared_posts: 1 })), total: entities.length };
}

function apiWith(overrides: Parameters<typeof fakeEntitiesApi>[0] = {}) {
  return fakeEntitiesApi({
    listEntities: vi.fn(async () => ({ entities: [ramen, jazz], next_cursor: null, has_more: false })),
    getTrendingEntities: vi.fn(async () => ({ entities: [{ ...ramen, save_count: 3 }] })),
    getEntityTypes: vi.fn(async () => ({ types: [{ type: 'restaurant', count: 12 }, { type: 'event', count: 4 }], total: 16 })),
    getRelatedEntities: vi.fn(async (id: string) => (id === ramen.entity_id ? related(id, [park, jazz, bakery]) : related(id, [bakery, ramen]))),
    ...overrides,
  });
}

describe('DiscoverPage', () => {
  it('shows loading states first', () => {
    renderWithEntitiesApi({ api: fakeEntitiesApi({ listEntities: vi.fn(() => new Promise(() => {})) }), at: '/discover', routes: ROUTES });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading trending' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading related' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading types' })).toBeInTheDocument();
  });

  it('shows trending entities and the types with their totals', async () => {
    const api = apiWith();
    renderWithEntitiesApi({ api, at: '/discover', routes: ROUTES });
    const trending = await screen.findByRole('list', { name: 'Trending' });
    expect(within(trending).getByRole('link', { name: /Ivan Ramen/ })).toHaveTextContent('Saved 3 times this month');
    expect(api.getTrendingEntities).toHaveBeenCalledWith(10);
    const types = await screen.findByRole('list', { name: 'Types' });
    expect(within(types).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Restaurant12', 'Event4']);
    expect(screen.getByText('16 in all')).toBeInTheDocument();
  });

  it('merges the related entities of the latest saves, each once and none of the saves themselves', async () => {
    const api = apiWith();
    renderWithEntitiesApi({ api, at: '/discover', routes: ROUTES });
    const list = await screen.findByRole('list', { name: 'Related to your recent saves' });
    expect(api.listEntities).toHaveBeenCalledWith({ sort: 'recent', limit: 3 });
    const names = within(list).getAllByRole('link').map((link) => link.textContent);
    expect(names).toHaveLength(2);
    expect(names[0]).toContain('Domino Park');
    expect(names[0]).toContain('Because you saved Ivan Ramen');
    expect(names[1]).toContain('Radio Bakery');
    expect(names[1]).toContain('Because you saved Jazz at Pier 17');
  });

  it('opens an entity page with the way back to Discover', async () => {
    const user = userEvent.setup();
    renderWithEntitiesApi({ api: apiWith(), at: '/discover', routes: ROUTES });
    const trending = await screen.findByRole('list', { name: 'Trending' });
    await user.click(within(trending).getByRole('link', { name: /Ivan Ramen/ }));
    expect(screen.getByText('Venue page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/venue/${ramen.entity_id}`);
    const state = JSON.parse(screen.getByTestId('location-state').textContent!);
    expect(state.from).toBe('/discover');
    expect(state.entity.entity_id).toBe(ramen.entity_id);
  });

  it('says what to do when the stash is empty', async () => {
    const api = apiWith({
      listEntities: vi.fn(async () => ({ entities: [], next_cursor: null, has_more: false })),
      getTrendingEntities: vi.fn(async () => ({ entities: [] })),
      getEntityTypes: vi.fn(async () => ({ types: [], total: 0 })),
    });
    renderWithEntitiesApi({ api, at: '/discover', routes: ROUTES });
    expect(await screen.findByText(/Save a few links/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Nothing trending yet/)).toBeInTheDocument());
    expect(screen.getByText('No types yet.')).toBeInTheDocument();
    expect(api.getRelatedEntities).not.toHaveBeenCalled();
  });

  it('shows an error when the recent saves cannot be read', async () => {
    renderWithEntitiesApi({ api: apiWith({ listEntities: vi.fn(async () => Promise.reject(new Error('HTTP 500'))) }), at: '/discover', routes: ROUTES });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load your recent saves.');
  });
});

describe('mergeRelated', () => {
  it('takes turns between the saves and stops at the maximum', () => {
    const picks = mergeRelated([ramen, jazz], [[park, bakery], [bakery, park, ramen]], 2);
    expect(picks.map((pick) => [pick.entity.entity_name, pick.seed.entity_name])).toEqual([
      ['Domino Park', 'Ivan Ramen'],
      ['Radio Bakery', 'Jazz at Pier 17'],
    ]);
  });
});
