import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedEntity, Post } from '@stash/shared';
import { entitiesApi } from '../../api/entities';
import type { FeedData } from '../../api/feed-cache';
import { deletePost, getPost, listPosts, updatePost, type PostsPage } from '../../api/posts';
import { ApiError } from '../../api/errors';
import { makePost } from '../../api/testing/posts';
import { renderDrawer } from './testing';
import { sampleRecipe } from '../../components/templates/sample-templates';

vi.mock('../../api/posts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPost: vi.fn(),
  updatePost: vi.fn(),
  deletePost: vi.fn(),
  listPosts: vi.fn(),
}));
vi.mock('../../api/entities', () => ({ entitiesApi: { getPostEntities: vi.fn() } }));
vi.mock('../../api/saves', () => ({ retrySave: vi.fn() }));

const mockedGet = vi.mocked(getPost);
const mockedUpdate = vi.mocked(updatePost);
const mockedDelete = vi.mocked(deletePost);
const mockedList = vi.mocked(listPosts);
const mockedEntities = vi.mocked(entitiesApi.getPostEntities);

function listPage(posts: Post[]): PostsPage {
  return { posts, total: null, hasMore: false, nextOffset: posts.length, nextOffsetGiven: false, currentOffset: 0, counts: null, categoryCounts: null };
}

function entity(id: string, name: string, routing_class: string | null, entity_type: string): LinkedEntity {
  return {
    entity_id: id,
    entity_name: name,
    entity_type,
    routing_class,
    category: null,
    entity_data: { raw_data: { name, address: '1 Main St' }, enrichment_data: {} },
    latitude: null,
    longitude: null,
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:00:00.000Z',
    link_data: { stash_id: 'p1', created_at: '2026-05-01T12:00:00.000Z' },
  };
}

const tacos = makePost({ id: 'p1', title: 'Tacos on 5th', caption: 'The best al pastor in town', description: null });

/** Serves `posts` by id; anything else is not found. */
function serve(...posts: Post[]) {
  mockedGet.mockImplementation(async (id) => posts.find((post) => post.id === id) ?? null);
}

function location() {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  serve(tacos);
  mockedEntities.mockImplementation(async (postId) => ({ stash_id: postId, count: 0, entities: [] }));
  mockedList.mockResolvedValue(listPage([]));
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** Opens tacos from its card and waits for the whole post (the card shows first). */
async function openTacos(user = userEvent.setup()) {
  const result = renderDrawer({ feed: [tacos] });
  await user.click(screen.getByRole('link', { name: 'Tacos on 5th' }));
  const drawer = await screen.findByRole('dialog', { name: 'Tacos on 5th' });
  await within(drawer).findByRole('button', { name: 'Edit stash' });
  return { ...result, user, drawer };
}

describe('opening and closing', () => {
  it('opens from a card over the page, and Close goes back, returning focus to the card', async () => {
    const { user, drawer } = await openTacos();
    expect(location()).toBe('/posts?stash=p1');
    // The page stays behind the drawer, hidden from assistive technology while it is open.
    const card = screen.getByRole('link', { name: 'Tacos on 5th', hidden: true });
    expect(card.closest('[aria-label="Feed"]')).not.toBeNull();
    expect(card.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(drawer).getByText('The best al pastor in town')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/posts');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tacos on 5th' })).toHaveFocus());
  });

  it('leaves a modified click (new tab, new window) to the browser', async () => {
    const user = userEvent.setup();
    renderDrawer({ feed: [tacos] });
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Tacos on 5th' }));
    await user.keyboard('{/Control}');
    expect(location()).toBe('/posts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the keyboard: Enter on a card', async () => {
    const user = userEvent.setup();
    renderDrawer({ feed: [tacos] });
    screen.getByRole('link', { name: 'Tacos on 5th' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Tacos on 5th' })).toBeInTheDocument();
    expect(location()).toBe('/posts?stash=p1');
  });

  it('shows the card it was opened from while the whole post loads, then the rest, focus kept on Close', async () => {
    let answer: (post: Post) => void = () => undefined;
    mockedGet.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderDrawer({ feed: [tacos] });
    await user.click(screen.getByRole('link', { name: 'Tacos on 5th' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tacos on 5th' });
    expect(within(drawer).getByRole('heading', { name: 'Tacos on 5th' })).toBeInTheDocument();
    expect(within(drawer).getByRole('status', { name: 'Loading stash' })).toBeInTheDocument();
    expect(within(drawer).queryByText('The best al pastor in town')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(mockedGet).toHaveBeenCalledWith('p1');
    await act(async () => answer(tacos));
    expect(await within(drawer).findByText('The best al pastor in town')).toBeInTheDocument();
    expect(within(drawer).queryByRole('status', { name: 'Loading stash' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps focus inside: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    const { user, drawer } = await openTacos();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    const focusable = drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), textarea, input');
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await openTacos();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/posts');
  });

  it('keeps the card link a real link to /stash/{id}, which opens the drawer over the feed', async () => {
    renderDrawer({ at: '/stash/p1', feed: [tacos] });
    expect(await screen.findByRole('dialog', { name: 'Tacos on 5th' })).toBeInTheDocument();
    expect(location()).toBe('/posts?stash=p1');
    expect(screen.getByRole('link', { name: 'Tacos on 5th', hidden: true })).toHaveAttribute('href', '/stash/p1');
  });

  it('says when the stash cannot be found', async () => {
    renderDrawer({ at: '/posts?stash=gone' });
    const drawer = await screen.findByRole('dialog', { name: 'Unable to load post details' });
    expect(within(drawer).getByRole('heading', { name: 'Unable to load post details' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(location()).toBe('/posts'));
  });

  it('shows a loading state, then an error with a retry that works', async () => {
    let fail = true;
    mockedGet.mockImplementation(async () => {
      if (fail) throw new ApiError('Request timeout', 0, 'NETWORK_ERROR');
      return tacos;
    });
    renderDrawer({ at: '/posts?stash=p1' });
    expect(screen.getByRole('status', { name: 'Loading stash' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Request timeout');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tacos on 5th' });
    // The retry button is gone with the error; focus stays in the drawer, on its Close button.
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('says a stash is still being organised, and shows why organising failed with a retry', async () => {
    serve(makePost({ id: 'p1', title: 'Pending one', status: 'pending' }), makePost({ id: 'p2', title: 'Broken one', status: 'failed', status_reason: 'The post is private.' }));
    const { unmount } = renderDrawer({ at: '/posts?stash=p1' });
    expect(await screen.findByText(/Still organising this stash/)).toBeInTheDocument();
    unmount();
    renderDrawer({ at: '/posts?stash=p2' });
    expect(await screen.findByText('The post is private.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
  it("shows the post's tags in the tag area; Escape in the tag picker closes only the picker", async () => {
    serve(makePost({ id: 'p1', title: 'Tacos on 5th', tags: [{ id: 't1', name: 'date night', color: '#ec4899' }] }));
    const user = userEvent.setup();
    renderDrawer({ at: '/posts?stash=p1' });
    const drawer = await screen.findByRole('dialog', { name: 'Tacos on 5th' });
    expect(within(drawer).getByText('date night')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Edit tags' }));
    expect(within(drawer).queryByRole('button', { name: 'Edit tags' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(drawer).getByRole('button', { name: 'Edit tags' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tacos on 5th' })).toBeInTheDocument();
    expect(location()).toBe('/posts?stash=p1');
  });
});

describe('editing', () => {
  it('Cancel restores the original title and description', async () => {
    const { user, drawer } = await openTacos();
    await user.click(within(drawer).getByRole('button', { name: 'Edit stash' }));
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    const description = within(drawer).getByRole('textbox', { name: 'Description' });
    expect(title).toHaveValue('Tacos on 5th');
    expect(description).toHaveValue('The best al pastor in town');
    await user.clear(title);
    await user.type(title, 'Something else');
    await user.type(description, ' and more');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));

    expect(within(drawer).getByRole('heading', { name: 'Tacos on 5th' })).toBeInTheDocument();
    expect(within(drawer).getByText('The best al pastor in town')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Edit stash' }));
    expect(within(drawer).getByRole('textbox', { name: 'Title' })).toHaveValue('Tacos on 5th');
    expect(within(drawer).getByRole('textbox', { name: 'Description' })).toHaveValue('The best al pastor in town');
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('Save sends what changed, shows the saved stash and updates the feed behind it', async () => {
    mockedUpdate.mockImplementation(async (id, edit) => ({ ...tacos, id, title: edit.title ?? tacos.title, description: edit.description ?? null }));
    const { user, drawer, queryClient } = await openTacos();
    await user.click(within(drawer).getByRole('button', { name: 'Edit stash' }));
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, '  Best tacos  ');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(mockedUpdate).toHaveBeenCalledWith('p1', { title: 'Best tacos' });
    expect(await within(drawer).findByRole('heading', { name: 'Best tacos' })).toBeInTheDocument();
    expect(queryClient.getQueryData<FeedData>(['posts', 'feed', null])?.pages[0]?.posts[0]?.title).toBe('Best tacos');
    expect(await screen.findByRole('link', { name: 'Best tacos', hidden: true })).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails, and refuses an empty title', async () => {
    mockedUpdate.mockRejectedValue(new ApiError('Request timeout', 0, 'NETWORK_ERROR'));
    const { user, drawer } = await openTacos();
    await user.click(within(drawer).getByRole('button', { name: 'Edit stash' }));
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(within(drawer).getByText('Title cannot be empty.')).toBeInTheDocument();
    expect(mockedUpdate).not.toHaveBeenCalled();

    await user.type(title, 'My tacos');
    await user.type(within(drawer).getByRole('textbox', { name: 'Description' }), '!');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent("Couldn't save your changes. Request timeout");
    expect(within(drawer).getByRole('textbox', { name: 'Title' })).toHaveValue('My tacos');
    expect(within(drawer).getByRole('textbox', { name: 'Description' })).toHaveValue('The best al pastor in town!');
    expect(mockedUpdate).toHaveBeenCalledWith('p1', { title: 'My tacos', description: 'The best al pastor in town!' });
  });

  it('Delete asks first; confirmed, it deletes, closes the drawer and takes the stash out of the feed', async () => {
    mockedDelete.mockResolvedValue(undefined);
    const { user, drawer, queryClient } = await openTacos();
    await user.click(within(drawer).getByRole('button', { name: 'Edit stash' }));
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this stash?' });
    expect(mockedDelete).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: 'Delete stash' }));
    expect(mockedDelete).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/posts');
    expect(queryClient.getQueryData<FeedData>(['posts', 'feed', null])?.pages[0]?.posts).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Tacos on 5th' })).not.toBeInTheDocument();
  });

  it('Escape in the confirmation closes only the confirmation; a failed delete says so and keeps the stash', async () => {
    mockedDelete.mockRejectedValue(new ApiError('Failed to delete post', 500, 'SERVER_ERROR'));
    const { user, drawer } = await openTacos();
    await user.click(within(drawer).getByRole('button', { name: 'Edit stash' }));
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete this stash?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit stash' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this stash?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete stash' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(/^Failed to delete post$/);
    expect(location()).toBe('/posts?stash=p1');
  });
});

describe('reading', () => {
  it('copies the source link: Copied for 2 s, then back to idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { drawer } = await openTacos(user);
    await user.click(within(drawer).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://www.instagram.com/p/p1/');
    expect(within(drawer).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_900));
    expect(within(drawer).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(within(drawer).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('seeks a video preview to 0.12 s once its metadata is in', async () => {
    serve(makePost({ id: 'p1', title: 'Pasta', media: [{ cdn_url: '/media/p1.mp4', original_instagram_url: null, url: 'https://cdn.example/p1.mp4', type: 'video' }] }));
    renderDrawer({ at: '/posts?stash=p1' });
    const video = await screen.findByLabelText('Video from Instagram: Pasta');
    expect(video).toHaveAttribute('src', '/media/p1.mp4');
    fireEvent(video, new Event('loadedmetadata'));
    expect((video as HTMLVideoElement).currentTime).toBeCloseTo(0.12);
  });

  it('opens each entity on its own screen with the raw entity and the way back', async () => {
    const venue = entity('e1', 'Lucali', 'PhysicalVenue', 'restaurant');
    const event = entity('e2', 'Taco Fest', 'Eventish', 'event');
    const recipe = entity('e3', 'Al pastor', 'CreativeWork', 'recipe');
    mockedEntities.mockResolvedValue({ stash_id: 'p1', count: 3, entities: [venue, event, recipe] });
    renderDrawer({ at: '/posts?stash=p1' });
    const list = await screen.findByRole('list', { name: 'Things in this stash' });
    expect(within(list).getByRole('link', { name: /Lucali/ })).toHaveAttribute('href', '/venue/e1');
    expect(within(list).getByRole('link', { name: /Taco Fest/ })).toHaveAttribute('href', '/event/e2');
    expect(within(list).getByRole('link', { name: /Al pastor/ })).toHaveAttribute('href', '/entity/e3');

    await userEvent.click(within(list).getByRole('link', { name: /Taco Fest/ }));
    expect(location()).toBe('/event/e2');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({ entity: event, from: '/posts?stash=p1' });
  });

  it('shows the template a post carries under its entities, and says so when the data does not fit', async () => {
    const recipe = entity('e3', 'Chilli oil noodles', 'CreativeWork', 'recipe');
    recipe.entity_data.raw_data.details = { template: { kind: 'recipe', data: sampleRecipe } };
    const broken = entity('e4', 'Leg day', 'CreativeWork', 'workout');
    broken.entity_data.raw_data.details = { template: { kind: 'workout', data: { title: 42 } } };
    mockedEntities.mockResolvedValue({ stash_id: 'p1', count: 3, entities: [recipe, broken, entity('e1', 'Lucali', 'PhysicalVenue', 'venue')] });
    renderDrawer({ at: '/posts?stash=p1' });
    expect(await screen.findByText('Crispy chilli oil noodles')).toBeInTheDocument();
    expect(screen.getByText('wheat noodles', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('No template found for workout')).toBeInTheDocument();
  });

  it('lists stashes sharing an entity (not itself, once each); one opens in the drawer and Close leaves both', async () => {
    const other = makePost({ id: 'p2', title: 'Lucali pizza night' });
    serve(tacos, other);
    mockedEntities.mockResolvedValue({ stash_id: 'p1', count: 2, entities: [entity('e1', 'Lucali', 'PhysicalVenue', 'venue'), entity('e2', 'Brooklyn', 'GeoArea', 'area')] });
    mockedList.mockResolvedValue(listPage([tacos, other]));
    const { user, drawer } = await openTacos();
    const related = await within(drawer).findByRole('list', { name: 'Related stashes' });
    expect(mockedList).toHaveBeenCalledWith({ entity_id: 'e1', limit: 13 });
    expect(mockedList).toHaveBeenCalledWith({ entity_id: 'e2', limit: 13 });
    expect(within(related).getAllByRole('link').map((link) => link.textContent)).toEqual(['Lucali pizza nightInstagram']);

    await user.click(within(related).getByRole('link', { name: /Lucali pizza night/ }));
    expect(await screen.findByRole('dialog', { name: 'Lucali pizza night' })).toBeInTheDocument();
    expect(location()).toBe('/posts?stash=p2');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(location()).toBe('/posts'));
  });

  it('falls back to the same category when no stash shares an entity', async () => {
    mockedList.mockImplementation(async (params) => listPage(params?.category === 'food' ? [makePost({ id: 'p9', title: 'Dumplings' })] : []));
    renderDrawer({ at: '/posts?stash=p1' });
    const related = await screen.findByRole('list', { name: 'Related stashes' });
    expect(within(related).getByRole('link', { name: /Dumplings/ })).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledWith({ category: 'food', limit: 13 });
  });
});
