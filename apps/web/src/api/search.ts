// Search over the member's stash (spec section 7, /search/*): text search with its understood
// filters and highlights, and completions while typing. Answers are checked against the shared schemas.
import { endpoints, type EndpointBody, type SearchSuggestion, type SearchTextResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';

export type SearchTextBody = EndpointBody<typeof endpoints.searchText>;
export type SearchFilters = NonNullable<SearchTextBody['filters']>;

/** The browser's time zone, so that "tonight" and "this weekend" mean the member's. */
export function memberTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function createSearchApi(client: ApiClient) {
  return {
    searchText(body: SearchTextBody): Promise<SearchTextResponse> {
      return client.call(endpoints.searchText, { body: { time_zone: memberTimeZone(), ...body } });
    },
    async suggestions(prefix: string): Promise<SearchSuggestion[]> {
      const body = await client.call(endpoints.searchSuggestions, { query: { q: prefix } });
      return body.suggestions;
    },
  };
}

export const { searchText, suggestions: searchSuggestions } = createSearchApi(apiClient);
