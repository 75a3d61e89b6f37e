// Search over the member's own stash (spec section 7, /search/*): text search with query
// understanding and highlights, suggestions while typing, related posts, and nearest posts by
// embedding (lexical when no embeddings provider is configured).
import { z } from 'zod';
import { POST_CATEGORIES } from './classification';
import { ROUTING_CLASSES, entitySchema } from './entities';
import { PLATFORMS } from './links';
import { dateBound, postSchema } from './posts';

export const SEARCH_QUERY_MAX_LENGTH = 500;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_OFFSET_MAX = 1_000;
/** The newest this many matches are ranked and counted; a larger total reads "2,000+". */
export const SEARCH_RANKED_MAX = 2_000;
export const SEARCH_SUGGESTIONS_MAX = 8;
export const SEARCH_RELATED_MAX = 20;
/** The widest "near" a search may ask for. */
export const SEARCH_NEAR_MAX_KM = 500;

/** Text a member typed: control characters read as spaces, length capped (a clear 400 beyond it). */
const queryText = z
  .string()
  .max(SEARCH_QUERY_MAX_LENGTH, { error: `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters.` })
  // eslint-disable-next-line no-control-regex
  .transform((value) => value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim());

export const searchFiltersSchema = z
  .object({
    category: z.enum(POST_CATEGORIES).optional(),
    entity_type: z.string().trim().min(1).max(50).optional(),
    routing_class: z.enum(ROUTING_CLASSES).optional(),
    tag_ids: z.array(z.uuid({ error: 'tag_ids must be tag ids.' })).max(50).optional(),
    platform: z.enum(PLATFORMS).optional(),
    /** When the post was saved. */
    date_from: dateBound.optional(),
    date_to: dateBound.optional(),
    near: z
      .object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        radius_km: z.number().positive().max(SEARCH_NEAR_MAX_KM).default(5),
      })
      .strict()
      .optional(),
  })
  .strict();
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchTextRequestSchema = z
  .object({
    query: queryText,
    limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(20),
    offset: z.number().int().min(0).max(SEARCH_OFFSET_MAX).default(0),
    filters: searchFiltersSchema.optional(),
    /** The member's IANA time zone, for "tonight" and "this weekend"; UTC when left out. */
    time_zone: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type SearchTextRequest = z.input<typeof searchTextRequestSchema>;
export type SearchTextQuery = z.output<typeof searchTextRequestSchema>;

export const HIGHLIGHT_FIELDS = ['title', 'entity', 'tag', 'hashtag', 'author', 'description', 'caption', 'full_text'] as const;
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number];

export const searchHighlightSchema = z.object({
  field: z.enum(HIGHLIGHT_FIELDS),
  /** Plain text (never HTML); `ranges` are [start, end) character offsets into it. */
  snippet: z.string(),
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

/** Words of the query read as a filter, shown as removable chips. */
export const understoodSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('place'),
    text: z.string(),
    value: z.object({ name: z.string(), lat: z.number().nullable(), lng: z.number().nullable(), radius_km: z.number().nullable() }),
  }),
  z.object({
    kind: z.literal('time'),
    text: z.string(),
    /** The span the words mean, in the member's time zone, as ISO date-times; events in it match. */
    value: z.object({ from: z.string(), to: z.string() }),
  }),
  z.object({
    kind: z.literal('type'),
    text: z.string(),
    value: z.object({ entity_types: z.array(z.string()), category: z.enum(POST_CATEGORIES).nullable() }),
  }),
]);
export type Understood = z.infer<typeof understoodSchema>;

export const searchResultSchema = z.object({
  post: postSchema,
  score: z.number(),
  highlights: z.array(searchHighlightSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchEntitySchema = entitySchema.extend({ post_ids: z.array(z.string()) });
export type SearchEntity = z.infer<typeof searchEntitySchema>;

export const searchTextResponseSchema = z.object({
  results: z.array(searchResultSchema),
  /** The best-matching entities of the stash, each with the posts that name it. */
  entities: z.array(searchEntitySchema),
  understood: z.array(understoodSchema),
  /** Words searched for after the understood ones were taken out. */
  text: z.string(),
  /** Misspelt words read as the member's own words ("ramne" -> "ramen"). */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  /** How many posts match, counted up to SEARCH_RANKED_MAX. */
  total: z.number().int(),
  has_more: z.boolean(),
  mode: z.enum(['lexical', 'hybrid']),
});
export type SearchTextResponse = z.infer<typeof searchTextResponseSchema>;

export const SUGGESTION_KINDS = ['recent', 'entity', 'tag', 'hashtag', 'city'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export const searchSuggestionsQuerySchema = z.object({ q: queryText.optional().default('') });

export const searchSuggestionSchema = z.object({
  text: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  /** The entity or tag it names, for kinds entity and tag. */
  id: z.string().nullable(),
  /** An entity's type, a tag's colour; null otherwise. */
  detail: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = z.object({ suggestions: z.array(searchSuggestionSchema) });
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

export const searchRelatedParamsSchema = z.object({ id: z.string() });
export const searchRelatedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SEARCH_RELATED_MAX).default(10),
});

export const RELATED_REASONS = ['entity', 'area', 'tag', 'vector'] as const;

export const searchRelatedResponseSchema = z.object({
  results: z.array(z.object({ post: postSchema, score: z.number(), reasons: z.array(z.enum(RELATED_REASONS)) })),
});
export type SearchRelatedResponse = z.infer<typeof searchRelatedResponseSchema>;

export const searchVectorRequestSchema = z
  .object({
    query: queryText.pipe(z.string().min(1, { error: 'Type something to search for.' })),
    limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(20),
  })
  .strict();

export const searchVectorResponseSchema = z.object({
  results: z.array(searchResultSchema),
  /** 'vector' when an embeddings provider answered; 'lexical' when search fell back to words. */
  mode: z.enum(['vector', 'lexical']),
});
export type SearchVectorResponse = z.infer<typeof searchVectorResponseSchema>;
