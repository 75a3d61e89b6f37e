// '/search': the member's whole stash searched by words, places, times and kinds (spec section 2).
// The query and filters live in the address (?q=ramen+in+brooklyn&category=food): the home dock
// and the header lead here with it, and Back or a reload shows the same search. The words the
// server read as filters ("in Brooklyn", "this weekend", "recipes") show as removable chips.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarDays, MapPin, SearchX, Shapes, X } from 'lucide-react';
import { SEARCH_RANKED_MAX, type Understood } from '@stash/shared';
import { useSearchResults, useSearchSuggestions } from '../../api/search-hooks';
import { Button } from '../../components/ui/button';
import { LoadFailed, StatePanel } from '../../components/ui/state-panel';
import { Spinner } from '../../components/ui/spinner';
import { STASH_DRAWER_PARAM } from '../../lib/stash-drawer-link';
import { AskStash } from './ask-stash';
import { SearchBox } from './search-box';
import { SearchEntities } from './search-entities';
import { SearchFilters, type FilterValues } from './search-filters';
import { FILTER_PARAMS, filtersFromParams, hasFilters, queryWithout, withParam, type FilterParam } from './search-params';
import { SearchResultCard } from './search-result-card';

export const SEARCH_PAGE_SIZE = 20;

const CHIP_ICONS = { place: MapPin, time: CalendarDays, type: Shapes } as const;

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(query);
  // The field follows the address when it changes from outside (Back, a chip removed).
  const [queryShown, setQueryShown] = useState(query);
  if (queryShown !== query) {
    setQueryShown(query);
    setTyped(query);
  }

  // A fresh object each render is fine: the query cache compares keys by value.
  const filters = filtersFromParams(params);
  const searching = query !== '' || hasFilters(filters);
  const results = useSearchResults(searching ? { query, limit: SEARCH_PAGE_SIZE, filters } : null);
  const [now] = useState(() => Date.now());

  const filterValues: FilterValues = Object.fromEntries(FILTER_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  // Every change of the search replaces the drawer's parameter too: a stash open over old results closes.
  const update = (next: URLSearchParams) => setParams(withParam(next, STASH_DRAWER_PARAM, null));
  const search = (text: string) => update(withParam(params, 'q', text));
  const setFilter = (name: FilterParam, value: string | null) => update(withParam(params, name, value));
  const clearFilters = () => update(FILTER_PARAMS.reduce((next, name) => withParam(next, name, null), params));
  const removeChip = (item: Understood) => search(queryWithout(query, item.text));

  const first = results.data?.pages[0];
  const found = results.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-28 sm:px-6 sm:pt-10 md:pb-16">
      <h1 className="text-3xl font-semibold tracking-tight">Search</h1>
      <p className="mt-1 text-[15px] text-ink-muted">Everything you saved: names, places, dates, tags and the words in each post.</p>
      <div className="mt-5">
        <SearchBox value={typed} onChange={setTyped} onSearch={search} />
      </div>
      <AskStash key={query} query={query} />
      <SearchFilters values={filterValues} onChange={setFilter} onClear={clearFilters} />

      {first && (first.understood.length > 0 || first.corrections.length > 0) ? (
        <div className="mt-5 flex flex-wrap items-center gap-2">
          {first.understood.map((item) => {
            const Icon = CHIP_ICONS[item.kind];
            return (
              <span key={`${item.kind}:${item.text}`} className="inline-flex items-center gap-1.5 rounded-full border border-brand/25 bg-brand-soft py-1 pr-1 pl-3 text-sm font-medium text-brand-text">
                <Icon className="size-3.5" aria-hidden="true" />
                {item.text}
                <button
                  type="button"
                  onClick={() => removeChip(item)}
                  aria-label={`Remove ${item.text}`}
                  className="focus-ring inline-flex size-6 items-center justify-center rounded-full hover:bg-brand/15"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </span>
            );
          })}
          {first.corrections.length > 0 ? (
            <p className="text-sm text-ink-muted">
              Also searched for {first.corrections.map((fix) => `“${fix.to}”`).join(', ')} (you typed {first.corrections.map((fix) => `“${fix.from}”`).join(', ')})
            </p>
          ) : null}
        </div>
      ) : null}

      <div aria-live="polite" aria-busy={results.isFetching} className="mt-2">
        {!searching ? (
          <SearchStart onPick={(text) => search(text)} />
        ) : results.isPending ? (
          <div role="status" className="flex items-center gap-3 py-16 text-ink-muted">
            <Spinner className="size-5" />
            Searching your stash…
          </div>
        ) : results.isError && !first ? (
          <LoadFailed title="We couldn't search your stash" message={results.error.message} onRetry={() => void results.refetch()} />
        ) : first && first.total === 0 ? (
          <StatePanel icon={<SearchX className="size-7" aria-hidden="true" />} title={query ? `Nothing found for “${query}”` : 'Nothing matches these filters'}>
            <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
              Try fewer words, check the spelling or clear a filter. Or ask Stash AI above: it reads your saves for you.
            </p>
          </StatePanel>
        ) : first ? (
          <>
            <SearchEntities entities={first.entities} />
            <h2 className="mt-6 text-sm font-semibold text-ink-muted">
              {first.total === 1 ? '1 save' : `${first.total.toLocaleString()}${first.total >= SEARCH_RANKED_MAX ? '+' : ''} saves`}
            </h2>
            <ul className="mt-2 space-y-3">
              {found.map((result) => (
                <SearchResultCard key={result.post.id} result={result} now={now} />
              ))}
            </ul>
            {results.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button variant="secondary" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
                  {results.isFetchingNextPage ? 'Loading…' : 'Show more'}
                </Button>
              </div>
            ) : null}
            {results.isError ? (
              <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
                {results.error.message}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Before a search: the member's recent searches and most saved names to start from. */
function SearchStart({ onPick }: { onPick: (text: string) => void }) {
  const starts = useSearchSuggestions('', true);
  return (
    <section aria-labelledby="search-start-title" className="mt-8">
      <h2 id="search-start-title" className="text-sm font-semibold text-ink-muted">
        {starts.data && starts.data.length > 0 ? 'Start from' : 'Try searching for'}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {(starts.data && starts.data.length > 0 ? starts.data.map((item) => item.text) : ['ramen in Brooklyn', 'this weekend', 'recipes', 'coffee']).map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="focus-ring rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm text-ink shadow-soft hover:border-line-strong"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
