import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@stash/shared';
import { getPostsBatch, listPostCards, type PostsListBody, type PostsPage } from '../../api/posts';
import { retrySave } from '../../api/saves';
import { profileQueryKeys } from '../../api/profile-hooks';
import { anaProfile } from '../../api/testing/fixtures';
import { makePost } from '../../api/testing/posts';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { FeedPage } from './feed-page';

vi.mock('../../api/posts', () => ({ listPostCards: vi.fn(), getPostsBatch: vi.fn() }));
vi.mock('../../api/saves', () => ({ retrySave: vi.fn() }));

const mockedList = vi.mocked(listPostCards);
const mockedBatch = vi.mocked(getPostsBatch);
const mockedRetry = vi.mocked(retrySave);

function page(posts: Post[], extra: Partial<PostsPage> = {}): PostsPage {
  return {
    posts,
    total: null,
    hasMore: false,
    nextOffset: posts.length,
    nextOffsetGiven: false,
    currentOffset: 0,
    counts: null,
    categoryCounts: null,
    ...extra,
  };
}

/** A fake server over `posts`: filters by category, pages by offset and limit, counts on request. */
function serve(posts: Post[]) {
  mockedList.mockImplementation(async (params: PostsListBody = {}) => {
    const offset = params.offset ?? 0;
    const limit = params.limit ?? 20;
    const matching = params.category ? posts.filter((post) => post.category === params.category) : posts;
    const slice = matching.slice(offset, offset + limit);
    const hasMore = offset + slice.length < matching.length;
    const categoryCounts: Record<string, number> = {};
    for (const post of posts) if (post.category) categoryCounts[post.category] = (categoryCounts[post.category] ?? 0) + 1;
    return page(slice, {
      currentOffset: offset,
      hasMore,
      nextOffset: offset + slice.length,
      nextOffsetGiven: hasMore,
      total: params.include_counts ? matching.length : null,
      counts: params.include_counts ? { total: matching.length } : null,
      categoryCounts: params.include_category_counts ? categoryCounts : null,
    });
  });
}

function renderFeed(at = '/posts') {
  return renderWithProviders(<FeedPage pollIntervalMs={20} />, { at, path: '/posts' });
}

beforeEach(() => {
  // The window virtualiser keeps the scroll position steady as rows are measured; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  mockedList.mockReset();
  mockedBatch.mockReset();
  mockedRetry.mockReset();
});

describe('FeedPage', () => {
  it('shows skeletons, then the first page of cards linking to their stashes', async () => {
    serve([makePost({ id: 'a', title: 'Tacos on 5th' }), makePost({ id: 'b', title: 'Lisbon in 3 days', category: 'travel' })]);
    renderFeed();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your stashes');
    const link = await screen.findByRole('link', { name: 'Tacos on 5th' });
    expect(link).toHaveAttribute('href', '/stash/a');
    expect(screen.getByRole('link', { name: 'Lisbon in 3 days' })).toHaveAttribute('href', '/stash/b');
    expect(screen.getByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument();
    expect(screen.getByText('2 stashes')).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledTimes(1);
    expect(mockedList).toHaveBeenCalledWith({ limit: 36, offset: 0, include_counts: true, include_category_counts: true });
  });

  it('asks for the next page from where the last one ended, and stops after a short page', async () => {
    const posts = Array.from({ length: 40 }, (_, index) => makePost({ id: `p${index}`, title: `Saved post ${index}` }));
    serve(posts);
    renderFeed();

    await waitFor(() => expect(mockedList).toHaveBeenCalledTimes(2));
    expect(mockedList.mock.calls[1]?.[0]).toEqual({ limit: 36, offset: 36, include_counts: false, include_category_counts: false });
    await waitFor(() => expect(screen.getByText("That's everything in your stash.")).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Saved post 39' })).toHaveAttribute('href', '/stash/p39');
    expect(mockedList).toHaveBeenCalledTimes(2);
  });

  it('filters by category with toggle chips that show their counts', async () => {
    const user = userEvent.setup();
    serve([
      makePost({ id: 'a', title: 'Tacos on 5th', category: 'food' }),
      makePost({ id: 'b', title: 'Lisbon in 3 days', category: 'travel' }),
      makePost({ id: 'c', title: 'Ramen night', category: 'food' }),
    ]);
    const { getByTestId } = renderFeed();

    const toolbar = await screen.findByRole('toolbar', { name: 'Filter by category' });
    await within(toolbar).findByRole('button', { name: 'Food 2' });
    expect(within(toolbar).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    const travel = within(toolbar).getByRole('button', { name: 'Travel 1' });
    expect(travel).toHaveAttribute('aria-pressed', 'false');

    await user.click(travel);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tacos on 5th' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Lisbon in 3 days' })).toBeInTheDocument();
    expect(mockedList).toHaveBeenLastCalledWith({ limit: 36, offset: 0, category: 'travel', include_counts: true, include_category_counts: true });
    expect(within(toolbar).getByRole('button', { name: 'Travel 1' })).toHaveAttribute('aria-pressed', 'true');
    // The All chip keeps the whole stash's total while a category is shown.
    expect(within(toolbar).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1 stash in Travel')).toBeInTheDocument();
    expect(getByTestId('location')).toHaveTextContent('/posts');

    await user.click(within(toolbar).getByRole('button', { name: 'All 3' }));
    expect(await screen.findByRole('link', { name: 'Tacos on 5th' })).toBeInTheDocument();
  });

  it('moves between chips with the arrow keys', async () => {
    const user = userEvent.setup();
    serve([makePost({ category: 'food' }), makePost({ category: 'travel' })]);
    renderFeed();
    const toolbar = await screen.findByRole('toolbar', { name: 'Filter by category' });
    await within(toolbar).findByRole('button', { name: /^Food/ });

    await user.tab();
    expect(within(toolbar).getByRole('button', { name: /^All/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getAllByRole('button')[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getAllByRole('button').at(-1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: /^All/ })).toHaveFocus();
  });

  it('explains how to save a first link when the stash is empty', async () => {
    serve([]);
    renderFeed();
    expect(await screen.findByRole('heading', { name: 'Your stash is empty' })).toBeInTheDocument();
    expect(screen.getByText(/Save a Link/)).toBeInTheDocument();
    expect(screen.getByText(/Instagram, TikTok or X/)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it("gives the All chip the stash's total from the profile when a filtered address is opened directly", async () => {
    serve([makePost({ id: 'a', title: 'Tacos on 5th', category: 'food' }), makePost({ id: 'b', title: 'Lisbon in 3 days', category: 'travel' })]);
    const { queryClient } = renderFeed('/posts?category=food');

    expect(await screen.findByRole('link', { name: 'Tacos on 5th' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    queryClient.setQueryData(profileQueryKeys.mine(), { ...anaProfile, total_stashes: 2 });
    expect(await screen.findByRole('button', { name: 'All 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Food 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the whole stash when a category has nothing', async () => {
    const user = userEvent.setup();
    serve([makePost({ title: 'Tacos on 5th', category: 'food' })]);
    renderFeed('/posts?category=fitness');

    expect(await screen.findByRole('heading', { name: 'Nothing in Fitness yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fitness 0' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Show all stashes' }));
    expect(await screen.findByRole('link', { name: 'Tacos on 5th' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    const user = userEvent.setup();
    mockedList.mockRejectedValueOnce(new Error('Request timeout'));
    renderFeed();

    expect(await screen.findByRole('heading', { name: "We couldn't load your stash" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Request timeout');
    serve([makePost({ title: 'Tacos on 5th' })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tacos on 5th' })).toBeInTheDocument();
  });

  it("shows a failed post's reason and queues it again on 'Try again'", async () => {
    const user = userEvent.setup();
    const failed = makePost({ id: 'f1', title: 'Broken reel', status: 'failed', status_reason: 'This post is private or was deleted.' });
    serve([failed]);
    mockedRetry.mockResolvedValue({ id: 'f1', status: 'pending', duplicate: true, url: 'https://www.instagram.com/p/f1/' });
    mockedBatch.mockImplementation(() => new Promise(() => {}));
    renderFeed();

    expect(await screen.findByText('This post is private or was deleted.')).toBeInTheDocument();
    // After the retry the server reports the post queued again.
    serve([{ ...failed, status: 'pending', status_reason: null }]);
    await user.click(screen.getByRole('button', { name: 'Try again: Broken reel' }));

    expect(mockedRetry).toHaveBeenCalledWith('f1');
    expect(await screen.findByText('Organising…')).toBeInTheDocument();
    expect(screen.queryByText('This post is private or was deleted.')).not.toBeInTheDocument();
    // The feed is read again (the posts queries were invalidated).
    await waitFor(() => expect(mockedList.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('shows posts being organised and updates them live until none is left', async () => {
    const pending = makePost({ id: 'n1', title: null, caption: null, full_text: null, status: 'pending', media: [], media_url: null, category: null });
    serve([pending, makePost({ id: 'done', title: 'Already organised' })]);
    const organised = makePost({ id: 'n1', title: 'Best croissant in Paris', status: 'organised', category: 'food' });
    mockedBatch.mockResolvedValueOnce({ posts: { n1: { ...pending, status: 'fetched' } }, notFound: [] });
    mockedBatch.mockResolvedValue({ posts: { n1: organised }, notFound: [] });
    renderFeed();

    expect(await screen.findByText('Organising…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Untitled' })).toHaveAttribute('href', '/stash/n1');

    expect(await screen.findByRole('link', { name: 'Best croissant in Paris' })).toBeInTheDocument();
    expect(screen.queryByText('Organising…')).not.toBeInTheDocument();
    expect(mockedBatch).toHaveBeenCalledWith(['n1']);
    // The newly organised post counts under its category at once.
    expect(screen.getByRole('button', { name: 'Food 2' })).toBeInTheDocument();

    const calls = mockedBatch.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mockedBatch.mock.calls.length).toBe(calls);
    // Only the one feed read: the live refresh never re-reads the pages.
    expect(mockedList).toHaveBeenCalledTimes(1);
  });
});
