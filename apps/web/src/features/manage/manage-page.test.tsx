import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post, PostsBulkRequest, PostsListRequest } from '@stash/shared';
import { EntitiesApiContext } from '../../api/entities-hooks';
import { createEntitiesApi } from '../../api/entities';
import { createTagsApi } from '../../api/tags';
import { TagsApiContext } from '../../api/tags-hooks';
import { json, type RecordedCall } from '../../api/testing/fake-fetch';
import { ana } from '../../api/testing/fixtures';
import { makePost } from '../../api/testing/posts';
import { FRESH_TOKEN, setupApiClient } from '../../api/testing/setup-api-client';
import { createFakeTagsServer, makeTag } from '../../api/testing/tags';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { createManageApi, ManageApiContext } from './manage-api';
import { ManagePage } from './manage-page';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TRIP = makeTag(uuid(900), 'trip', '#3b82f6');

/** A fake of the posts routes /manage calls: filters by category and tag, sorts by title or saved time, pages by offset. */
function fakePostsServer(posts: Post[]) {
  const store = [...posts];
  const list = (call: RecordedCall) => {
    const body = call.body as PostsListRequest;
    let matching = store.filter((post) => (!body.category || post.category === body.category) && (!body.tag_id || post.tags.some((tag) => tag.id === body.tag_id)));
    if (body.sort_by === 'title') matching = [...matching].sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''));
    if (body.sort === 'asc' && body.sort_by !== 'title') matching = [...matching].reverse();
    if (body.sort === 'desc' && body.sort_by === 'title') matching = [...matching].reverse();
    const offset = body.offset ?? 0;
    const page = matching.slice(offset, offset + (body.limit ?? 20));
    const more = offset + page.length < matching.length;
    return json(200, { posts: page, has_more: more, next_offset: more ? offset + page.length : null, ...(body.include_counts ? { counts: { total: matching.length } } : {}) });
  };
  const filters = () => {
    const categories = new Map<string, number>();
    for (const post of store) if (post.category) categories.set(post.category, (categories.get(post.category) ?? 0) + 1);
    const tagCount = store.filter((post) => post.tags.some((tag) => tag.id === TRIP.id)).length;
    return json(200, {
      categories: [...categories].map(([value, count]) => ({ value, count })),
      routing_classes: [],
      intents: [],
      platforms: [{ value: 'instagram', count: store.length }],
      tags: tagCount > 0 ? [{ id: TRIP.id, name: TRIP.name, color: TRIP.color, count: tagCount }] : [],
    });
  };
  const bulk = (call: RecordedCall) => {
    const { ids, action } = call.body as PostsBulkRequest;
    for (const id of ids) {
      const index = store.findIndex((post) => post.id === id);
      if (index < 0) continue;
      if (action.type === 'delete') store.splice(index, 1);
      else if (action.type === 'add_tags') store[index] = { ...store[index]!, tags: [{ id: TRIP.id, name: TRIP.name, color: TRIP.color }] };
    }
    return json(200, { changed: ids.length, not_found: [] });
  };
  return { store, routes: { 'POST /api/posts/list': list, 'POST /api/posts/filters': filters, 'POST /api/posts/bulk': bulk, 'GET /api/entities/types': () => json(200, { types: [], total: 0 }) } };
}

function setup(posts: Post[], at = '/manage') {
  const postsServer = fakePostsServer(posts);
  const tagsServer = createFakeTagsServer({ tags: [TRIP], overrides: postsServer.routes });
  const api = setupApiClient(tagsServer.routes, { rateLimits: { perMinute: 1000, perHour: 10_000 } });
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const rendered = renderWithProviders(
    <ManageApiContext.Provider value={createManageApi(api.client)}>
      <TagsApiContext.Provider value={createTagsApi(api.client, () => {})}>
        <EntitiesApiContext.Provider value={createEntitiesApi(api.client, { log: () => {} })}>
          <ManagePage />
        </EntitiesApiContext.Provider>
      </TagsApiContext.Provider>
    </ManageApiContext.Provider>,
    { at, path: '/manage' },
  );
  const listBodies = () => api.callsTo('POST /api/posts/list').map((call) => call.body as PostsListRequest);
  return { ...api, ...rendered, store: postsServer.store, listBodies, bulkBodies: () => api.callsTo('POST /api/posts/bulk').map((call) => call.body as PostsBulkRequest) };
}

const twelve = () =>
  Array.from({ length: 12 }, (_, i) => makePost({ id: uuid(i + 1), title: `Stash ${String(i + 1).padStart(2, '0')}`, category: i < 6 ? 'food' : 'travel' }));

const rows = () => screen.getAllByRole('gridcell', { name: /Stash \d\d/ });
const row = (title: string) => screen.getByRole('gridcell', { name: new RegExp(title) });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // jsdom has no pointer capture; the toaster's swipe handling asks for it when Undo is pressed.
  Element.prototype.setPointerCapture ??= () => {};
});

describe('ManagePage', () => {
  it('shows the table with sortable headers and asks for the first page with the count', async () => {
    const context = setup(twelve());
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(screen.getByText('12 stashes')).toBeInTheDocument();
    expect(context.listBodies()[0]).toMatchObject({ limit: 100, offset: 0, include_counts: true, sort_by: 'saved', sort: 'desc', view: 'card' });
    expect(screen.getByRole('columnheader', { name: /Saved/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(context.listBodies().at(-1)).toMatchObject({ sort_by: 'title', sort: 'asc' }));
    await waitFor(() => expect(within(rows()[0]!).getByRole('link')).toHaveTextContent('Stash 01'));
  });

  it('selects with the keyboard and tags the selection in one bulk call', async () => {
    const context = setup(twelve());
    await waitFor(() => expect(rows()).toHaveLength(12));
    rows()[0]!.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(screen.getByText('3 stashes selected', { selector: '[aria-live]' })).toBeInTheDocument();
    expect(row('Stash 03')).toHaveFocus();
    expect(row('Stash 02')).toHaveAttribute('aria-selected', 'true');
    expect(row('Stash 04')).toHaveAttribute('aria-selected', 'false');

    // Shift-click on a checkbox extends the range from the anchor.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(within(row('Stash 05')).getByRole('checkbox'));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('5 stashes selected', { selector: '[aria-live]' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('toolbar', { name: 'Selected stashes' })).getByRole('button', { name: 'Add tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tags' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'trip' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to 5 stashes' }));
    expect(await screen.findByText('Tagged 5 stashes.')).toBeInTheDocument();
    expect(context.bulkBodies()).toEqual([{ ids: [uuid(1), uuid(2), uuid(3), uuid(4), uuid(5)], action: { type: 'add_tags', tag_ids: [TRIP.id] } }]);
    // The pages are read again and show the tag.
    await waitFor(() => expect(within(row('Stash 01')).getByText('trip')).toBeInTheDocument());

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('toolbar', { name: 'Selected stashes' })).not.toBeInTheDocument();
  });

  it('hides deleted stashes at once, restores them on Undo without a call, and sends the delete on leaving', async () => {
    const context = setup(twelve());
    await waitFor(() => expect(rows()).toHaveLength(12));
    await userEvent.click(within(row('Stash 01')).getByRole('checkbox'));
    await userEvent.click(within(row('Stash 02')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('10 stashes')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(context.bulkBodies()).toEqual([]);

    await userEvent.click(within(row('Stash 03')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(context.bulkBodies()).toEqual([]);
    context.unmount();
    await waitFor(() => expect(context.bulkBodies()).toEqual([{ ids: [uuid(3)], action: { type: 'delete' } }]));
    expect(context.store.map((post) => post.id)).not.toContain(uuid(3));
  });

  it('shows kanban columns by category, each reading its own stashes', async () => {
    const context = setup(twelve(), '/manage?view=kanban');
    const food = await screen.findByRole('listitem', { name: /Food/ });
    await waitFor(() => expect(within(food).getAllByRole('listitem')).toHaveLength(6));
    const travel = screen.getByRole('listitem', { name: /Travel/ });
    await waitFor(() => expect(within(travel).getAllByRole('listitem')).toHaveLength(6));
    expect(context.listBodies().map((body) => body.category).sort()).toEqual(['food', 'travel']);
  });

  it('keeps the filter in the address, says when nothing matches, and clears it', async () => {
    const context = setup(twelve(), '/manage?category=fitness');
    expect(await screen.findByRole('heading', { name: 'No stashes match these filters' })).toBeInTheDocument();
    expect(context.listBodies()[0]).toMatchObject({ category: 'fitness', view: 'card' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
  });

  it('offers saving and importing when the stash is empty, and shows an import as a removable chip', async () => {
    setup([], `/manage?import_id=${uuid(77)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter: From an import' }));
    expect(await screen.findByRole('heading', { name: 'Your stash is empty' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Import/ })[0]).toHaveAttribute('href', '/import');
  });
});
