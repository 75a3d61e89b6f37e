// React Query bindings for search. The previous answer stays while the next one loads, so the
// page does not flash empty between keystrokes; answers are kept 30 s.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { searchSuggestions, searchText, type SearchTextBody } from './search';

export const searchQueryKeys = {
  all: ['search'] as const,
  results: (body: SearchTextBody) => ['search', 'results', body] as const,
  suggestions: (prefix: string) => ['search', 'suggestions', prefix] as const,
};

/** The results of a search, page by page ("Show more"); waits (no call) while `body` is null. */
export function useSearchResults(body: Omit<SearchTextBody, 'offset'> | null) {
  return useInfiniteQuery({
    queryKey: searchQueryKeys.results(body ?? { query: '' }),
    queryFn: ({ pageParam }) => searchText({ ...body!, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((count, page) => count + page.results.length, 0) : undefined),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Completions for what the member is typing (already debounced by the caller). */
export function useSearchSuggestions(prefix: string, enabled: boolean) {
  return useQuery({
    queryKey: searchQueryKeys.suggestions(prefix),
    queryFn: () => searchSuggestions(prefix),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
