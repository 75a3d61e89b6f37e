// The home screen's states (loading, empty, data, error) and where its parts lead.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@stash/shared';
import { listPostCards, type PostsPage } from '../../api/posts';
import { useProfile } from '../../api/profile-hooks';
import { anaProfile } from '../../api/testing/fixtures';
import { makePost } from '../../api/testing/posts';
import { SaveLinkLauncherContext } from '../../components/save-link-launcher';
import { HomePage } from './home-page';

vi.mock('../../api/posts', () => ({ listPostCards: vi.fn() }));
vi.mock('../../api/profile-hooks', () => ({ useProfile: vi.fn() }));

const mockedList = vi.mocked(listPostCards);
const NOW = Date.parse('2026-11-24T19:00:00Z');

function page(posts: Post[], extra: Partial<PostsPage> = {}): PostsPage {
  return {
    posts,
    total: posts.length,
    hasMore: false,
    nextOffset: posts.length,
    nextOffsetGiven: false,
    currentOffset: 0,
    counts: { total: posts.length },
    categoryCounts: {},
    ...extra,
  };
}

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderHome({ openSaveLink = vi.fn() as (() => void) | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SaveLinkLauncherContext value={openSaveLink}>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route path="/home/*" element={<HomePage pollIntervalMs={20} />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <Probe />
        </MemoryRouter>
      </SaveLinkLauncherContext>
    </QueryClientProvider>,
  );
  return { openSaveLink, queryClient };
}

beforeEach(() => {
  mockedList.mockReset();
  vi.mocked(useProfile).mockReturnValue({ data: anaProfile } as unknown as ReturnType<typeof useProfile>);
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => vi.restoreAllMocks());

describe('HomePage', () => {
  it('shows skeletons while the stash loads', () => {
    mockedList.mockReturnValue(new Promise(() => {}));
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your stash');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    // The search dock is usable before the stash arrives.
    expect(screen.getByRole('searchbox', { name: 'Search your stash' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent stashes' })).not.toBeInTheDocument();
  });

  it('asks for the latest stashes with their counts', async () => {
    mockedList.mockResolvedValue(page([makePost({ id: 'a' })]));
    renderHome();
    await screen.findByRole('heading', { name: 'Recent stashes' });
    expect(mockedList).toHaveBeenCalledWith({ limit: 8, include_counts: true, include_category_counts: true });
  });

  it('lists recent stashes as cards linking to each stash', async () => {
    const posts = Array.from({ length: 8 }, (_, index) =>
      makePost({ id: `p${index}`, title: `Stash number ${index}`, created_at: '2026-11-21T19:00:00Z' }),
    );
    mockedList.mockResolvedValue(page(posts, { total: 30, counts: { total: 30 } }));
    renderHome();

    const recent = await screen.findByRole('region', { name: 'Recent stashes' });
    const links = within(recent).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/stash/'));
    expect(links).toHaveLength(8);
    expect(within(recent).getByRole('link', { name: /Stash number 0/ })).toHaveAttribute('href', '/stash/p0');
    expect(within(recent).getByRole('link', { name: /Stash number 7/ })).toHaveTextContent("3 days Stash'n");
    expect(within(recent).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/posts');
    expect(screen.getByText("30 stashes · 1 year Stash'n")).toBeInTheDocument();
  });

  it('opens a stash in the drawer over home on a plain click', async () => {
    mockedList.mockResolvedValue(page([makePost({ id: 'p1', title: 'Tacos on 5th' })]));
    renderHome();
    await userEvent.click(await screen.findByRole('link', { name: /Tacos on 5th/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home?stash=p1');
  });

  it('marks a stash still being organised', async () => {
    mockedList.mockResolvedValue(page([makePost({ id: 'new', title: 'Untitled', status: 'pending' })]));
    renderHome();
    const card = await screen.findByRole('link', { name: /Untitled/ });
    expect(card).toHaveTextContent('Organising...');
  });

  it('re-reads the list until a stash being organised is done', async () => {
    mockedList
      .mockResolvedValueOnce(page([makePost({ id: 'new', title: 'Untitled', status: 'pending' })]))
      .mockResolvedValue(page([makePost({ id: 'new', title: 'Tacos on 5th', status: 'organised' })]));
    renderHome();
    expect(await screen.findByRole('link', { name: /Tacos on 5th/ })).not.toHaveTextContent('Organising...');
    const calls = mockedList.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Nothing is in flight any more, so the polling stopped.
    expect(mockedList.mock.calls.length).toBe(calls);
  });

  it('counts stashes by category, busiest first, each leading to the filtered feed', async () => {
    mockedList.mockResolvedValue(page([makePost({ id: 'a' })], { categoryCounts: { travel: 2, food: 5, other: 0, fitness: 1 } }));
    renderHome();
    const categories = await screen.findByRole('region', { name: 'Browse by category' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Food, 5 stashes', '/posts?category=food'],
      ['Travel, 2 stashes', '/posts?category=travel'],
      ['Fitness, 1 stash', '/posts?category=fitness'],
    ]);
    await userEvent.click(links[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/posts?category=travel');
  });

  it('searches from the dock', async () => {
    mockedList.mockResolvedValue(page([makePost({ id: 'a' })]));
    renderHome();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your stash' }), '  rooftop bars {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=rooftop+bars');
  });

  it('welcomes a new member with how to save a first link', async () => {
    mockedList.mockResolvedValue(page([], { total: 0, counts: { total: 0 } }));
    const { openSaveLink } = renderHome();
    expect(await screen.findByRole('heading', { name: 'Your stash starts here' })).toBeInTheDocument();
    expect(screen.getByText(/Copy the link of a post/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent stashes' })).not.toBeInTheDocument();
    expect(screen.getByText('0 stashes · 1 year Stash\'n')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save your first link' }));
    expect(openSaveLink).toHaveBeenCalledTimes(1);
  });

  it('leaves the save button out where no dialog can open', async () => {
    mockedList.mockResolvedValue(page([]));
    renderHome({ openSaveLink: null });
    await screen.findByRole('heading', { name: 'Your stash starts here' });
    expect(screen.queryByRole('button', { name: 'Save your first link' })).not.toBeInTheDocument();
  });

  it('says when the stash could not load and tries again', async () => {
    mockedList.mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValue(page([makePost({ id: 'a', title: 'Back again' })]));
    renderHome();
    expect(await screen.findByRole('heading', { name: "We couldn't load your stash" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP 503');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Back again/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('greets by email name while the profile has no name', async () => {
    vi.mocked(useProfile).mockReturnValue({ data: { ...anaProfile, name: null } } as unknown as ReturnType<typeof useProfile>);
    mockedList.mockResolvedValue(page([makePost({ id: 'a' })]));
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, ana' })).toBeInTheDocument();
  });
});
