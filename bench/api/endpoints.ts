// The calls the benchmark drives. Each has a few variants (offsets, centres, search words) sent
// round-robin, as a member paging, panning and searching would; each whose answers the server keeps
// is also run afresh (FRESH).
import type { RequestSpec } from './load';

export interface Endpoint {
  /** Short name for --endpoints. */
  key: string;
  label: string;
  /** Held to the p99 budget and reported in the verdict. */
  judged: boolean;
  /** Its latency must not grow with the stash: compared between the 10k and 100k tiers. */
  flat: boolean;
  /** Sent without the member's bearer token. */
  anonymous?: boolean;
  /** Sent with `Cache-Control: no-cache`: each answer made from the database, none served from kept answers. */
  fresh?: boolean;
  /** The server never keeps its answers, so every run is already afresh (no second run). */
  neverKept?: boolean;
  /**
   * The key of the call this one is another shape of (posts/list's card view beside its whole
   * posts): run by default, and printed beside it (report.ts formatViews).
   */
  besideOf?: string;
  /** Its own p99 budget at 100k posts on PostgreSQL, when not the common one (report.ts P99_BUDGET_MS). */
  p99BudgetMs?: number;
  requests: RequestSpec[];
}

const FEED_PAGE = 36;
const OFFSETS = [0, 36, 72, 108, 144, 180];

const listBody = (offset: number, extra: Record<string, unknown> = {}) => ({
  limit: FEED_PAGE,
  offset,
  include_entities: true,
  include_counts: true,
  ...extra,
});

/** City centres with seeded places around them (see vocabulary.ts), New York first. */
const NEARBY_CENTRES: [number, number][] = [
  [40.7128, -74.006],
  [40.758, -73.9855],
  [40.6782, -73.9442],
  [51.5074, -0.1278],
  [48.8566, 2.3522],
  [35.6762, 139.6503],
  [34.0522, -118.2437],
];

const SEARCH_WORDS = ['ramen', 'golden', 'garden', 'bakery', 'lotus', 'market', 'fox', 'festival', 'wine bar', 'sushi', 'oak', 'cafe'];

// Search's three shapes: words alone; words with a place read as a filter; time and kind words only.
const SEARCH_TEXT_WORDS = ['ramen', 'golden garden', 'bakery', 'lotus', 'wine bar', 'sushi', 'oak', 'market'];
const SEARCH_TEXT_PLACES = ['ramen in Tokyo', 'bars in London', 'tacos in Mexico City', 'cafes in Paris', 'sushi near Los Angeles', 'brunch in New York'];
const SEARCH_TEXT_TIMES = ['events this weekend', 'concerts next month', 'upcoming markets', 'classes this week', 'festivals in March', 'what is on tonight'];
const SUGGESTION_PREFIXES = ['ra', 'go', 'ma', 'lo', 'ba', 'su', 'ne', 'ta'];
const CHAT_QUESTIONS = ['Where was that ramen place in Tokyo?', "What's on this weekend?", 'Which bakeries did I save in Paris?', 'How many sushi places have I saved?', 'What markets are coming up?'];

const searchText = (query: string) => ({ method: 'POST' as const, path: '/api/search/text', body: { query, limit: 20, time_zone: 'Europe/London' } });

const JUDGED: Endpoint[] = [
  {
    key: 'list',
    label: 'posts/list',
    judged: true,
    flat: true,
    requests: OFFSETS.map((offset) => ({ method: 'POST', path: '/api/posts/list', body: listBody(offset) })),
  },
  {
    key: 'list-food',
    label: 'posts/list category=food',
    judged: true,
    flat: true,
    requests: OFFSETS.map((offset) => ({ method: 'POST', path: '/api/posts/list', body: listBody(offset, { category: 'food' }) })),
  },
  {
    key: 'nearby',
    label: 'entities/nearby 5 km',
    judged: true,
    flat: true,
    requests: NEARBY_CENTRES.map(([lat, lng]) => ({ method: 'GET', path: `/api/entities/nearby?lat=${lat}&lng=${lng}&radius_km=5` })),
  },
  {
    key: 'search',
    label: 'entities/search',
    judged: true,
    flat: false,
    requests: SEARCH_WORDS.map((word) => ({ method: 'GET', path: `/api/entities/search?q=${encodeURIComponent(word)}` })),
  },
  {
    key: 'tag-stats',
    label: 'tags/stats',
    judged: true,
    flat: false,
    neverKept: true,
    requests: [{ method: 'GET', path: '/api/tags/stats' }],
  },
  {
    key: 'search-text',
    label: 'search/text words',
    judged: true,
    flat: false,
    p99BudgetMs: 100,
    requests: SEARCH_TEXT_WORDS.map(searchText),
  },
  {
    key: 'search-text-place',
    label: 'search/text words + place',
    judged: true,
    flat: false,
    p99BudgetMs: 100,
    requests: SEARCH_TEXT_PLACES.map(searchText),
  },
  {
    key: 'search-text-time',
    label: 'search/text time + kind',
    judged: true,
    flat: false,
    p99BudgetMs: 100,
    requests: SEARCH_TEXT_TIMES.map(searchText),
  },
  {
    key: 'suggestions',
    label: 'search/suggestions',
    judged: true,
    flat: false,
    p99BudgetMs: 20,
    requests: SUGGESTION_PREFIXES.map((prefix) => ({ method: 'GET', path: `/api/search/suggestions?q=${prefix}` })),
  },
  {
    // The offline composer's whole answer (JSON): an upper bound of the stream's first event. The
    // answer and its conversation are made each time; what the question retrieves is kept.
    key: 'chat',
    label: 'chat (offline, whole answer)',
    judged: true,
    flat: false,
    p99BudgetMs: 300,
    requests: CHAT_QUESTIONS.map((message) => ({ method: 'POST', path: '/api/chat', body: { message, time_zone: 'Europe/London' } })),
  },
];

/**
 * The judged calls again, each answer made afresh: the server keeps answers per member while their
 * stash is unchanged (apps/server/src/http/stash-answers.ts), so the judged runs, which repeat a
 * few requests, are served mostly from memory. These show what a call costs when it is not.
 */
const afresh = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  key: `${endpoint.key}-fresh`,
  label: `${endpoint.label} (afresh)`,
  judged: false,
  fresh: true,
  ...(endpoint.besideOf ? { besideOf: `${endpoint.besideOf}-fresh` } : {}),
});
const FRESH: Endpoint[] = JUDGED.filter((endpoint) => !endpoint.neverKept).map(afresh);

/**
 * The feed's pages as the web asks for them: posts/list's card view (what a card shows, no
 * entities) on the same pages as 'list', kept and afresh, printed beside the whole posts.
 */
const CARD_LIST: Endpoint = {
  key: 'list-card',
  label: 'posts/list view=card',
  judged: false,
  flat: false,
  besideOf: 'list',
  requests: OFFSETS.map((offset) => ({ method: 'POST', path: '/api/posts/list', body: listBody(offset, { view: 'card', include_entities: false }) })),
};

export const ENDPOINTS: Endpoint[] = [
  ...JUDGED,
  ...FRESH,
  CARD_LIST,
  afresh(CARD_LIST),
  // Not part of the list: calls that exist from the start, to check the harness itself.
  { key: 'profile', label: 'profile', judged: false, flat: false, requests: [{ method: 'GET', path: '/api/profile' }] },
  { key: 'health', label: 'health', judged: false, flat: false, anonymous: true, requests: [{ method: 'GET', path: '/api/health' }] },
];

export const DEFAULT_ENDPOINT_KEYS = ENDPOINTS.filter((endpoint) => endpoint.judged || endpoint.fresh || endpoint.besideOf).map((endpoint) => endpoint.key);
