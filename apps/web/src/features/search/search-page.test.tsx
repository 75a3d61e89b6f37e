// The search page: the address drives the search, suggestions are a keyboard combobox, understood
// words are removable chips, results mark their matches, and empty, loading and error states show.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchTextResponse } from '@stash/shared';
import { searchSuggestions, searchText } from '../../api/search';
import { makePost } from '../../api/testing/posts';
import { SearchPage } from './search-page';

vi.mock('../../api/search', () => ({ searchText: vi.fn(), searchSuggestions: vi.fn(), memberTimeZone: () => 'UTC' }));
vi.mock('../../api/tags-hooks', () => ({ useTags: () => ({ data: [] }) }));

const mockedSearch = vi.mocked(searchText);
const mockedSuggestions = vi.mocked(searchSuggestions);

function answer(extra: Partial<SearchTextResponse> = {}): SearchTextResponse {
  return { results: [], entities: [], understood: [], text: '', corrections: [], total: 0, has_more: false, mode: 'lexical', ...extra };
}

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  mockedSearch.mockReset();
  mockedSuggestions.mockReset();
  mockedSuggestions.mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

describe('SearchPage', () => {
  it('searches what the address says, shows understood words as chips and marks matches', async () => {
    const post = makePost({ id: 'ramen', title: 'Best ramen in Brooklyn' });
    mockedSearch.mockResolvedValue(
      answer({
        results: [{ post, score: 1, highlights: [{ field: 'caption', snippet: 'Tonkotsu ramen so rich', ranges: [[9, 14]] }] }],
        understood: [{ kind: 'place', text: 'Brooklyn', value: { name: 'Brooklyn', lat: 40.65, lng: -73.95, radius_km: 8 } }],
        text: 'ramen',
        total: 1,
      }),
    );
    const user = userEvent.setup();
    renderAt('/search?q=ramen+in+Brooklyn&category=food');

    expect(await screen.findByRole('link', { name: 'Best ramen in Brooklyn' })).toHaveAttribute('href', '/stash/ramen');
    expect(mockedSearch).toHaveBeenCalledWith({ query: 'ramen in Brooklyn', limit: 20, filters: { category: 'food' }, offset: 0 });
    expect(screen.getByText('1 save')).toBeInTheDocument();
    const mark = screen.getByText('ramen', { selector: 'mark' });
    expect(mark.closest('li')).toHaveTextContent('Caption Tonkotsu ramen so rich');
    expect(screen.getByRole('combobox', { name: 'Search your stash' })).toHaveValue('ramen in Brooklyn');

    // Removing the chip searches without its words; the filter stays.
    await user.click(screen.getByRole('button', { name: 'Remove Brooklyn' }));
    await waitFor(() => expect(location()).toBe('/search?q=ramen&category=food'));
    expect(screen.getByRole('combobox', { name: 'Search your stash' })).toHaveValue('ramen');
  });

  it('offers suggestions as the member types, chosen with the keyboard', async () => {
    mockedSearch.mockResolvedValue(answer());
    mockedSuggestions.mockImplementation(async (prefix) =>
      prefix.startsWith('ok')
        ? [
            { text: 'Okiboru Noodles', kind: 'entity', id: 'e1', detail: 'restaurant' },
            { text: 'okonomiyaki', kind: 'hashtag', id: null, detail: null },
          ]
        : [],
    );
    const user = userEvent.setup();
    renderAt('/search');
    const box = screen.getByRole('combobox', { name: 'Search your stash' });
    await user.type(box, 'ok');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Okiboru NoodlesSaved', 'okonomiyakiHashtag']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: /okonomiyaki/ })).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: /okonomiyaki/ }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=Okiboru+Noodles'));
    expect(box).toHaveValue('Okiboru Noodles');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing is found and when the search failed, with a retry', async () => {
    mockedSearch.mockResolvedValueOnce(answer());
    renderAt('/search?q=sushi');
    expect(await screen.findByRole('heading', { name: 'Nothing found for “sushi”' })).toBeInTheDocument();

    mockedSearch.mockReset();
    mockedSearch.mockRejectedValueOnce(new Error('Network error'));
    const user = userEvent.setup();
    await user.clear(screen.getByRole('combobox', { name: 'Search your stash' }));
    await user.type(screen.getByRole('combobox', { name: 'Search your stash' }), 'tacos{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    mockedSearch.mockResolvedValueOnce(answer({ results: [{ post: makePost({ id: 't', title: 'Taco night' }), score: 1, highlights: [] }], total: 1 }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Taco night' })).toBeInTheDocument();
  });

  it('shows a loading state, and filters change the address', async () => {
    mockedSearch.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderAt('/search?q=cafe');
    expect(screen.getByRole('status')).toHaveTextContent('Searching your stash');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'tiktok');
    await waitFor(() => expect(location()).toBe('/search?q=cafe&platform=tiktok'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/search?q=cafe'));
  });

  it('hands the query to Stash AI', async () => {
    mockedSearch.mockResolvedValue(answer());
    const user = userEvent.setup();
    renderAt('/search?q=jazz');
    const ask = screen.getByRole('form', { name: 'Ask Stash AI' });
    expect(within(ask).getByRole('textbox')).toHaveValue('jazz');
    await user.click(within(ask).getByRole('button', { name: 'Ask Stash' }));
    expect(location()).toBe('/chat?q=jazz');
  });
});
