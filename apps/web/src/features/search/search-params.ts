// The search page's state lives in its address (/search?q=ramen&category=food), so a reload, Back
// or a shared link shows the same search. These read and write it.
import { PLATFORMS, POST_CATEGORIES } from '@stash/shared';
import type { SearchFilters } from '../../api/search';

export const FILTER_PARAMS = ['category', 'type', 'platform', 'tag', 'from', 'to'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address names; values the server would refuse are left out. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  const category = params.get('category');
  if (category && (POST_CATEGORIES as readonly string[]).includes(category)) filters.category = category as SearchFilters['category'];
  const type = params.get('type')?.trim();
  if (type) filters.entity_type = type.slice(0, 50);
  const platform = params.get('platform');
  if (platform && (PLATFORMS as readonly string[]).includes(platform)) filters.platform = platform as SearchFilters['platform'];
  const tag = params.get('tag');
  if (tag && /^[0-9a-f-]{36}$/i.test(tag)) filters.tag_ids = [tag];
  const from = params.get('from');
  if (from && DAY.test(from)) filters.date_from = from;
  const to = params.get('to');
  if (to && DAY.test(to)) filters.date_to = to;
  return filters;
}

export const hasFilters = (filters: SearchFilters) => Object.keys(filters).length > 0;

/** The address's parameters with one changed (an empty value removes it); the drawer's stays. */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value.trim() === '') next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * The query without the words of an understood chip ("ramen in Brooklyn" without "Brooklyn" is
 * "ramen"), the little word that introduced them ("in", "near", "on") going with them.
 */
export function queryWithout(query: string, words: string): string {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?:\\b(?:in|near|around|nearby|on|for|at|during)\\s+)?${escaped}`, 'i');
  return query.replace(pattern, ' ').replace(/\s+/g, ' ').trim();
}
