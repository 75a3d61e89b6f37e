// What /manage shows lives in its address, so a reload or a shared link restores it: the filter
// under the shared filter's own field names (?category=food&has_place=true), then the view, the
// sort and the kanban's grouping. Values the filter schema refuses are dropped rather than sent.
import { POST_SORT_FIELDS, postFilterFields, type PostFilter, type PostSortField } from '@stash/shared';

export const MANAGE_VIEWS = ['table', 'grid', 'list', 'kanban'] as const;
export type ManageView = (typeof MANAGE_VIEWS)[number];
export const KANBAN_GROUPS = ['category', 'tag'] as const;
export type KanbanGroup = (typeof KANBAN_GROUPS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ManageState {
  filter: PostFilter;
  view: ManageView;
  sortBy: PostSortField;
  sort: SortDirection;
  group: KanbanGroup;
}

export const DEFAULT_STATE: Omit<ManageState, 'filter'> = { view: 'table', sortBy: 'saved', sort: 'desc', group: 'category' };

const TEXT_FIELDS = [
  'category',
  'entity_id',
  'search',
  'routing_class',
  'overall_message_intent',
  'date_from',
  'date_to',
  'tag_id',
  'platform',
  'status',
  'entity_type',
  'import_id',
] as const;
const BOOLEAN_FIELDS = ['has_place', 'has_upcoming_event'] as const;

/** The filter fields, in the order they are written to the address. */
export const FILTER_PARAMS: readonly (keyof PostFilter)[] = [...TEXT_FIELDS, ...BOOLEAN_FIELDS];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readFilter(params: URLSearchParams): PostFilter {
  const filter: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    const parsed = postFilterFields[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filter[field] = parsed.data;
  }
  for (const field of BOOLEAN_FIELDS) {
    const raw = params.get(field);
    if (raw === 'true') filter[field] = true;
    else if (raw === 'false') filter[field] = false;
  }
  return filter as PostFilter;
}

export function readManageState(params: URLSearchParams): ManageState {
  return {
    filter: readFilter(params),
    view: oneOf(MANAGE_VIEWS, params.get('view'), DEFAULT_STATE.view),
    sortBy: oneOf(POST_SORT_FIELDS, params.get('sort_by'), DEFAULT_STATE.sortBy),
    sort: oneOf(['asc', 'desc'] as const, params.get('sort'), DEFAULT_STATE.sort),
    group: oneOf(KANBAN_GROUPS, params.get('group'), DEFAULT_STATE.group),
  };
}

/**
 * The address for `state`, keeping parameters /manage does not own (?stash= for the drawer);
 * defaults are left out so the plain address stays /manage.
 */
export function writeManageState(state: ManageState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of [...FILTER_PARAMS, 'view', 'sort_by', 'sort', 'group']) next.delete(field);
  for (const field of FILTER_PARAMS) {
    const value = state.filter[field];
    if (value !== undefined && value !== '') next.set(field, String(value));
  }
  if (state.view !== DEFAULT_STATE.view) next.set('view', state.view);
  if (state.sortBy !== DEFAULT_STATE.sortBy) next.set('sort_by', state.sortBy);
  if (state.sort !== DEFAULT_STATE.sort) next.set('sort', state.sort);
  if (state.group !== DEFAULT_STATE.group) next.set('group', state.group);
  return next;
}

/** The filter with `field` set, or removed when `value` is undefined or empty. */
export function withFilter<K extends keyof PostFilter>(filter: PostFilter, field: K, value: PostFilter[K] | undefined): PostFilter {
  const next = { ...filter };
  if (value === undefined || value === '') delete next[field];
  else next[field] = value;
  return next;
}

/** How many filters are on (the phone's Filters button shows it). */
export function activeFilterCount(filter: PostFilter): number {
  return FILTER_PARAMS.filter((field) => filter[field] !== undefined).length;
}

/** One string per filter, equal for equal filters whatever their key order: selection resets on change. */
export function filterKey(filter: PostFilter): string {
  return JSON.stringify(FILTER_PARAMS.map((field) => filter[field] ?? null));
}
