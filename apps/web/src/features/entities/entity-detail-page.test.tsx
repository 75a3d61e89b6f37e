// The detail page's states (loading, from navigation state, not found, error), the per-type
// summary fields of spec section 3, and where its parts lead.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@stash/shared';
import { listPosts, type PostsPage } from '../../api/posts';
import { makePost } from '../../api/testing/posts';
import { downloadCalendarFile } from '../../lib/calendar-file';
import type * as CalendarFile from '../../lib/calendar-file';
import { sampleRecipe } from '../../components/templates/sample-templates';
import { EntityDetailPage } from './entity-detail-page';
import { fakeEntitiesApi, makeEntity, renderWithEntitiesApi } from './testing';

vi.mock('../../api/posts', () => ({ listPosts: vi.fn() }));
vi.mock('../../lib/calendar-file', async (importOriginal) => ({ ...(await importOriginal<typeof CalendarFile>()), downloadCalendarFile: vi.fn() }));
const mockedList = vi.mocked(listPosts);

function page(posts = [makePost({ id: 'stash-1', title: 'Date night ideas' })]): PostsPage {
  return { posts, total: posts.length, hasMore: false, nextOffset: posts.length, nextOffsetGiven: false, currentOffset: 0, counts: null, categoryCounts: null };
}

// A Friday evening in the browser's zone.
const NOW = new Date(2026, 10, 27, 19, 30);

const ROUTES = [
  { path: '/entity/:entityId', element: <EntityDetailPage now={NOW} /> },
  { path: '/venue/:venueId', element: <EntityDetailPage now={NOW} /> },
  { path: '/event/:eventId', element: <EntityDetailPage now={NOW} /> },
  { path: '/home', element: <p>Home screen</p> },
];

function renderDetail(api: ReturnType<typeof fakeEntitiesApi>, pathname: string, state?: unknown) {
  return renderWithEntitiesApi({ api, at: { pathname, state }, routes: ROUTES });
}

const restaurant = makeEntity({
  entity_name: 'Lilia',
  entity_type: 'restaurant',
  category: 'italian',
  latitude: 40.7177,
  longitude: -73.9522,
  raw: { address: '567 Union Ave', business_hours: 'Mon-Sun 5pm-11pm', location: 'Williamsburg, Brooklyn' },
  details: { price_tier: '$$$', booking_url: 'https://resy.com/cities/ny/lilia' },
  enrichment: {
    formatted_address: '567 Union Ave, Brooklyn, NY 11211, USA',
    rating: 4.7,
    phone_number: '+1 718-576-3095',
    website: 'https://www.lilianewyork.com/',
    google_maps_uri: 'https://maps.google.com/?cid=123',
  },
});

beforeEach(() => {
  mockedList.mockReset();
  mockedList.mockResolvedValue(page());
});

afterEach(() => vi.restoreAllMocks());

describe('EntityDetailPage states', () => {
  it('shows a skeleton while an entity opened by its address loads', () => {
    renderDetail(fakeEntitiesApi(), `/venue/${restaurant.entity_id}`);
    expect(screen.getByRole('status', { name: 'Loading details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the entity from navigation state at once, then the full one from the server', async () => {
    let answer: (entity: Entity) => void = () => {};
    const api = fakeEntitiesApi({ getEntity: vi.fn(() => new Promise<Entity>((resolve) => (answer = resolve))) });
    const thin = { ...restaurant, entity_data: { raw_data: {}, enrichment_data: {} } };
    renderDetail(api, `/venue/${restaurant.entity_id}`, { entity: thin, from: '/posts?stash=abc' });

    expect(screen.getByRole('heading', { level: 1, name: 'Lilia' })).toBeInTheDocument();
    expect(api.getEntity).toHaveBeenCalledWith(restaurant.entity_id);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getAllByText('Not available')).toHaveLength(5);

    answer(restaurant);
    await waitFor(() => expect(within(summary).queryAllByText('Not available')).toHaveLength(0));
  });

  it('says so when the entity is not there', async () => {
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => null) }), '/entity/missing');
    expect(await screen.findByRole('heading', { name: "We couldn't find this" })).toBeInTheDocument();
  });

  it('shows the error with a retry that loads it', async () => {
    const getEntity = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(restaurant);
    const user = userEvent.setup();
    renderDetail(fakeEntitiesApi({ getEntity }), `/venue/${restaurant.entity_id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lilia' })).toBeInTheDocument();
  });

  it('keeps showing the passed entity when the refresh fails', async () => {
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn().mockRejectedValue(new Error('HTTP 500')) }), `/venue/${restaurant.entity_id}`, { entity: restaurant, from: '/home' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Lilia' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { level: 1, name: 'Lilia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('EntityDetailPage contents', () => {
  it('shows a restaurant with its enrichment, open now, and map and search links', async () => {
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => restaurant) }), `/venue/${restaurant.entity_id}`);
    await screen.findByRole('heading', { level: 1, name: 'Lilia' });
    expect(screen.getByText('Restaurant')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('567 Union Ave, Brooklyn, NY 11211, USA')).toBeInTheDocument();
    expect(within(summary).getByText('$$$')).toBeInTheDocument();
    expect(within(summary).getByText('4.7')).toBeInTheDocument();
    expect(within(summary).getByText('Mon-Sun 5pm-11pm')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', 'https://resy.com/cities/ny/lilia');

    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('4.7 / 5')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+1 718-576-3095' })).toHaveAttribute('href', 'tel:+17185763095');
    expect(within(details).getByRole('link', { name: 'www.lilianewyork.com' })).toHaveAttribute('href', 'https://www.lilianewyork.com/');
    expect(within(details).getByText('Open now')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('40.7177');
    expect(within(details).getByRole('link', { name: 'Maps listing' })).toHaveAttribute('href', 'https://maps.google.com/?cid=123');
    expect(within(details).getByRole('link', { name: 'Search the web' }).getAttribute('href')).toContain(encodeURIComponent('Lilia'));
  });

  it('says Closed now outside the hours', async () => {
    const closed = { ...restaurant, entity_data: { ...restaurant.entity_data, raw_data: { ...restaurant.entity_data.raw_data, business_hours: 'Mon-Sun 7am-11am' } } };
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => closed) }), `/venue/${restaurant.entity_id}`);
    expect(await screen.findByText('Closed now')).toBeInTheDocument();
  });

  it('lists the stashes it appears in; each opens the stash drawer over this page', async () => {
    const user = userEvent.setup();
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => restaurant) }), `/venue/${restaurant.entity_id}`);
    const stashes = await screen.findByRole('list', { name: 'Stashes it appears in' });
    expect(mockedList).toHaveBeenCalledWith(expect.objectContaining({ entity_id: restaurant.entity_id }));
    await user.click(within(stashes).getByRole('link', { name: /Date night ideas/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/venue/${restaurant.entity_id}?stash=stash-1`);
  });

  it('lists related entities, each opening its own page with the way back', async () => {
    const related = makeEntity({ entity_name: 'Jazz at Pier 17', entity_type: 'event', routing_class: 'Eventish' });
    const user = userEvent.setup();
    const api = fakeEntitiesApi({
      getEntity: vi.fn(async (id: string) => (id === restaurant.entity_id ? restaurant : new Promise(() => {}))),
      getRelatedEntities: vi.fn(async () => ({ entity_id: restaurant.entity_id, related_entities: [{ ...related, shared_posts: 2 }], total: 1 })),
    });
    renderDetail(api, `/venue/${restaurant.entity_id}`);
    const list = await screen.findByRole('list', { name: 'Related' });
    expect(within(list).getByText('In 2 stashes together')).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: /Jazz at Pier 17/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/event/${related.entity_id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Jazz at Pier 17' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent!).from).toBe(`/venue/${restaurant.entity_id}`);
  });

  it('walks back through a related entity to where the first was opened from', async () => {
    const related = makeEntity({ entity_name: 'Domino Park', entity_type: 'park' });
    const user = userEvent.setup();
    const api = fakeEntitiesApi({
      getEntity: vi.fn(async (id: string) => (id === restaurant.entity_id ? restaurant : related)),
      getRelatedEntities: vi.fn(async (id: string) => ({ entity_id: id, related_entities: id === restaurant.entity_id ? [{ ...related, shared_posts: 1 }] : [], total: 1 })),
    });
    renderDetail(api, `/venue/${restaurant.entity_id}`, { entity: restaurant, from: '/posts?stash=abc' });
    await user.click(within(await screen.findByRole('list', { name: 'Related' })).getByRole('link', { name: /Domino Park/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domino Park' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lilia' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/posts?stash=abc');
  });

  it('goes back to where it was opened from, else home', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => restaurant) }), `/venue/${restaurant.entity_id}`, { entity: restaurant, from: '/posts?stash=abc' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/posts?stash=abc');
    unmount();

    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => restaurant) }), `/venue/${restaurant.entity_id}`);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Home screen')).toBeInTheDocument();
  });

  it('shows the template the entity carries', async () => {
    const recipe = makeEntity({ entity_name: 'Chilli oil noodles', entity_type: 'recipe', routing_class: 'CreativeWork', details: { servings: 2, difficulty: 'easy', template: { kind: 'recipe', data: sampleRecipe } } });
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => recipe) }), `/entity/${recipe.entity_id}`);
    expect(await screen.findByRole('article', { name: 'Recipe: Crispy chilli oil noodles' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('10 min')).toBeInTheDocument();
    expect(within(summary).getByText('Easy')).toBeInTheDocument();
    expect(within(summary).getByText('2')).toBeInTheDocument();
  });

  it("says 'No template found for {type}' when its template data does not fit", async () => {
    const broken = makeEntity({ entity_name: 'Odd', entity_type: 'recipe', routing_class: 'CreativeWork', details: { template: { kind: 'recipe', data: { dish: 1 } } } });
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => broken) }), `/entity/${broken.entity_id}`);
    expect(await screen.findByText('No template found for RECIPE')).toBeInTheDocument();
  });
});

describe('EntityDetailPage calendar', () => {
  it('downloads an event as an all-day .ics entry', async () => {
    const user = userEvent.setup();
    const event = makeEntity({
      entity_name: 'Jazz night',
      entity_type: 'event',
      routing_class: 'Eventish',
      raw: { temporal: { start: '2026-12-05', end: null, all_day: true, text: 'Dec 5' }, location: 'Harlem' },
    });
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => event) }), `/event/${event.entity_id}`);
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    const [text, fileName] = vi.mocked(downloadCalendarFile).mock.calls.at(-1)!;
    expect(fileName).toBe('jazz-night.ics');
    expect(text).toContain('SUMMARY:Jazz night');
    expect(text).toContain('DTSTART;VALUE=DATE:20261205');
    expect(text).toContain('LOCATION:Harlem');
  });

  it('offers no calendar entry for a place', async () => {
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => restaurant) }), `/venue/${restaurant.entity_id}`);
    await screen.findByRole('heading', { level: 1, name: 'Lilia' });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});

describe('EntityDetailPage per-type summary fields', () => {
  const cases: Array<[string, Entity, Array<[label: string, value: string]>]> = [
    [
      'EVENT',
      makeEntity({
        entity_name: 'Jazz night',
        entity_type: 'event',
        routing_class: 'Eventish',
        raw: { temporal: { start: '2026-12-05', end: null, all_day: true, text: 'Dec 5' }, price: '$20', location: 'Harlem' },
        details: { ticket_url: 'https://tickets.example.com/jazz' },
      }),
      [
        ['Date and time', 'Saturday, December 5, 2026'],
        ['Location', 'Harlem'],
        ['Price', '$20'],
        ['Tickets', 'Get tickets'],
      ],
    ],
    [
      'RECIPE',
      makeEntity({ entity_name: 'Soup', entity_type: 'recipe', routing_class: 'CreativeWork', details: { time_prep_min: 15 } }),
      [
        ['Prep time', '15 min'],
        ['Difficulty', 'Not available'],
        ['Servings', 'Not available'],
      ],
    ],
    [
      'ACTIVITY',
      makeEntity({ entity_name: 'Leg day', entity_type: 'workout', routing_class: 'CreativeWork', details: { duration_min: 30, level: 'beginner' } }),
      [
        ['Duration', '30 min'],
        ['Location', 'Not available'],
        ['Price', 'Not available'],
        ['Difficulty', 'Beginner'],
      ],
    ],
    [
      'PRODUCT',
      makeEntity({ entity_name: 'Trail shoes', entity_type: 'product', routing_class: 'Product', raw: { price: '$120' }, details: { brand: 'Salomon', url: 'https://shop.example.com/shoes' } }),
      [
        ['Price', '$120'],
        ['Brand', 'Salomon'],
        ['Shop', 'Shop now'],
      ],
    ],
    [
      'TIP',
      makeEntity({ entity_name: 'Fold dumplings faster', entity_type: 'tip', routing_class: 'Abstract', details: { summary: 'Pleat from the middle out.' } }),
      [
        ['Difficulty', 'Not available'],
        ['Quick summary', 'Pleat from the middle out.'],
      ],
    ],
  ];

  it.each(cases)('shows the %s fields, Not available where empty', async (type, entity, fields) => {
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => entity) }), `/entity/${entity.entity_id}`);
    await screen.findByRole('heading', { level: 1, name: entity.entity_name });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const terms = within(summary).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(fields.map(([label]) => label));
    for (const [label, value] of fields) {
      const term = within(summary).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(type).toBeTruthy();
  });

  it('shows the icon label of each display type', async () => {
    const brand = makeEntity({ entity_name: 'Salomon', entity_type: 'brand', routing_class: 'PersonOrgBrand' });
    renderDetail(fakeEntitiesApi({ getEntity: vi.fn(async () => brand) }), `/entity/${brand.entity_id}`);
    await screen.findByRole('heading', { level: 1, name: 'Salomon' });
    expect(screen.getByText('Brand')).toBeInTheDocument();
  });
});
