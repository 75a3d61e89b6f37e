import { z } from 'zod';
import { NEARBY_RADIUS_KM, TRENDING_DEFAULT_LIMIT } from './constants';

/** Routing classes the extractors assign, and the display type each shows as (spec section 3). */
export const ROUTING_CLASSES = ['PhysicalVenue', 'GeoArea', 'PersonOrgBrand', 'Eventish', 'CreativeWork', 'Product', 'Abstract'] as const;
export type RoutingClass = (typeof ROUTING_CLASSES)[number];

export const entityDataSchema = z.object({
  raw_data: z.record(z.string(), z.unknown()),
  enrichment_data: z.record(z.string(), z.unknown()),
});

/** How an entity is tied to one stash: the post it came from and when. */
export const linkDataSchema = z.object({ stash_id: z.string(), created_at: z.string() });

export const entitySchema = z.object({
  entity_id: z.string(),
  entity_name: z.string(),
  entity_type: z.string(),
  routing_class: z.string().nullable(),
  category: z.string().nullable(),
  entity_data: entityDataSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entity = z.infer<typeof entitySchema>;

/** An entity as it appears inside one post (it carries that link). */
export const linkedEntitySchema = entitySchema.extend({ link_data: linkDataSchema });
export type LinkedEntity = z.infer<typeof linkedEntitySchema>;

// ---- Entities API (spec section 7, "Entities"): requests and responses of GET /entities... ----

export const ENTITY_PAGE_DEFAULT_LIMIT = 20;
/** Larger page sizes are refused (400), as on POST /posts/list; radius_km alone is clamped (spec section 5). */
export const ENTITY_PAGE_MAX_LIMIT = 100;
export const NEARBY_DEFAULT_RADIUS_KM = 5;
/** Trending counts the links of posts saved within this many days. */
export const TRENDING_WINDOW_DAYS = 30;
/** Related entities include the places within this distance of a place. */
export const RELATED_PLACES_RADIUS_KM = 3;
export const ENTITY_SEARCH_MAX_LENGTH = 200;

export const ENTITY_SORTS = ['recent', 'name', 'popular'] as const;
export type EntitySort = (typeof ENTITY_SORTS)[number];
/** Search ranks by trigram similarity of the name unless another order is asked for. */
export const ENTITY_SEARCH_SORTS = ['relevance', ...ENTITY_SORTS] as const;
export type EntitySearchSort = (typeof ENTITY_SEARCH_SORTS)[number];

/** Query strings carry `?lat=` for "no value": read a blank value as absent, never as 0. */
const absentIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const queryNumber = (message: string) => z.preprocess(absentIfBlank, z.coerce.number({ error: message }).optional()).optional();

const queryText = (max: number) => z.preprocess(absentIfBlank, z.string().trim().max(max).optional()).optional();

const pageLimit = (defaultLimit: number) => {
  const message = `limit must be a whole number from 1 to ${ENTITY_PAGE_MAX_LIMIT}.`;
  return z
    .preprocess(absentIfBlank, z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(ENTITY_PAGE_MAX_LIMIT, { error: message }).optional())
    .optional()
    .transform((limit) => limit ?? defaultLimit);
};

const entityFilters = {
  entity_type: queryText(100),
  category: queryText(100),
};

/** Opaque: hand back the next_cursor of the previous page with the same sort. */
const cursor = z.string().max(4096).optional();

export const entityListQuerySchema = z.object({
  limit: pageLimit(ENTITY_PAGE_DEFAULT_LIMIT),
  cursor,
  sort: z.enum(ENTITY_SORTS).default('recent'),
  /** Name contains this text (any case). */
  q: queryText(ENTITY_SEARCH_MAX_LENGTH),
  ...entityFilters,
});
export type EntityListQuery = z.infer<typeof entityListQuerySchema>;

export const entitySearchQuerySchema = z.object({
  q: z.string({ error: 'Search text is required.' }).trim().min(1, { error: 'Search text is required.' }).max(ENTITY_SEARCH_MAX_LENGTH),
  limit: pageLimit(ENTITY_PAGE_DEFAULT_LIMIT),
  cursor,
  sort: z.enum(ENTITY_SEARCH_SORTS).default('relevance'),
  ...entityFilters,
});
export type EntitySearchQuery = z.infer<typeof entitySearchQuerySchema>;

export const entityPageSchema = z.object({
  entities: z.array(entitySchema),
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});
export type EntityPage = z.infer<typeof entityPageSchema>;

/**
 * lat and lng are optional here only so that their absence is answered with the spec's own words
 * ('Latitude and longitude are required'); radius_km is clamped to NEARBY_RADIUS_KM, never refused.
 */
export const entityNearbyQuerySchema = z.object({
  lat: queryNumber('lat must be a number.').pipe(z.number().min(-90, { error: 'lat must be between -90 and 90.' }).max(90, { error: 'lat must be between -90 and 90.' }).optional()),
  lng: queryNumber('lng must be a number.').pipe(z.number().min(-180, { error: 'lng must be between -180 and 180.' }).max(180, { error: 'lng must be between -180 and 180.' }).optional()),
  radius_km: queryNumber('radius_km must be a number.').transform((radius) =>
    Math.min(Math.max(radius ?? NEARBY_DEFAULT_RADIUS_KM, NEARBY_RADIUS_KM.min), NEARBY_RADIUS_KM.max),
  ),
  limit: pageLimit(ENTITY_PAGE_DEFAULT_LIMIT),
  ...entityFilters,
});
export type EntityNearbyQuery = z.infer<typeof entityNearbyQuerySchema>;

export const nearbyEntitySchema = entitySchema.extend({ distance_km: z.number() });
export const entityNearbyResponseSchema = z.object({
  entities: z.array(nearbyEntitySchema),
  center: z.object({ lat: z.number(), lng: z.number() }),
  radius_km: z.number(),
});
export type EntityNearbyResponse = z.infer<typeof entityNearbyResponseSchema>;

/** Entity ids are uuids; any other text is answered 404 like an id that is not the caller's. */
export const entityIdParamsSchema = z.object({ id: z.string() });
export const entityMessageParamsSchema = z.object({ postId: z.string() });

export const entityTypesResponseSchema = z.object({
  types: z.array(z.object({ type: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type EntityTypesResponse = z.infer<typeof entityTypesResponseSchema>;

export const entityTrendingQuerySchema = z.object({ limit: pageLimit(TRENDING_DEFAULT_LIMIT) });
export const trendingEntitySchema = entitySchema.extend({
  /** Links from posts saved in the last TRENDING_WINDOW_DAYS days. */
  save_count: z.number().int(),
});
export const entityTrendingResponseSchema = z.object({ entities: z.array(trendingEntitySchema) });
export type EntityTrendingResponse = z.infer<typeof entityTrendingResponseSchema>;

export const entityRelatedQuerySchema = z.object({ limit: pageLimit(ENTITY_PAGE_DEFAULT_LIMIT) });
export const relatedEntitySchema = entitySchema.extend({
  /** Posts that link both entities. */
  shared_posts: z.number().int(),
  /** Present when both entities have coordinates. */
  distance_km: z.number().optional(),
});
export const entityRelatedResponseSchema = z.object({
  entity_id: z.string(),
  related_entities: z.array(relatedEntitySchema),
  /** How many related entities are in related_entities. */
  total: z.number().int(),
});
export type EntityRelatedResponse = z.infer<typeof entityRelatedResponseSchema>;

/** POST /entities/message/{postId}: the entities of one stash, the largest entity_data first. */
export const postEntitiesResponseSchema = z.object({
  stash_id: z.string(),
  count: z.number().int(),
  entities: z.array(linkedEntitySchema),
});
export type PostEntitiesResponse = z.infer<typeof postEntitiesResponseSchema>;
