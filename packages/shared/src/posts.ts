import { z } from 'zod';
import { linkedEntitySchema } from './entities';
import { POST_CATEGORIES } from './classification';
import { TAGS_PER_POST_MAX } from './constants';
import { postTagSchema } from './tags';

export const POST_STATUSES = ['pending', 'fetched', 'organised', 'failed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const mediaItemSchema = z.object({
  /** Our stored copy, served by the server; null until it is downloaded. */
  cdn_url: z.string().nullable(),
  original_instagram_url: z.string().nullable(),
  url: z.string(),
  type: z.enum(['video', 'image', 'unknown']),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The server shape of a post (spec section 3), with what the stash screens also read. */
export const postSchema = z.object({
  id: z.string(),
  message_mid: z.string(),
  message_id: z.string(),
  sender_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  full_text: z.string().nullable(),
  /** The member's own description, set in the stash drawer. */
  description: z.string().nullable(),
  activity_type: z.string(),
  attachment_type: z.string().nullable(),
  media_url: z.string().nullable(),
  media: z.array(mediaItemSchema),
  raw_dump: z.record(z.string(), z.unknown()),
  category: z.string().nullable(),
  routing_class: z.string().nullable(),
  overall_message_intent: z.string().nullable(),
  hashtags: z.array(z.string()),
  mentions: z.array(z.string()),
  author_name: z.string().nullable(),
  author_handle: z.string().nullable(),
  posted_at: z.string().nullable(),
  source_url: z.string(),
  status: z.enum(POST_STATUSES),
  status_reason: z.string().nullable(),
  last_enriched_at: z.string().nullable(),
  tags: z.array(postTagSchema),
  entity_count: z.number().int(),
  /** Present when the call asked for include_entities. */
  entities: z.array(linkedEntitySchema).optional(),
});
export type Post = z.infer<typeof postSchema>;

/** How much of a card's fallback text (caption or full text, when a post has no title) a card page carries. */
export const POST_CARD_TEXT_MAX = 300;
/** How many hashtags a card shows (spec section 9), and so how many a card page carries. */
export const POST_CARD_HASHTAGS_MAX = 3;

/**
 * A post as a card shows it: the feed's and home's cards and /manage's rows, tiles and columns.
 * posts/list answers these with `view: "card"`, so those pages carry a few hundred bytes a post
 * instead of the whole post (its caption and text, every media item, the platform's raw answer);
 * the stash drawer reads the whole post when it opens.
 *
 * Every key is a key of postSchema with the same meaning, some cut to what a card shows, so a
 * whole post is a card too (a fresher whole copy may replace a card in a cached page):
 * - caption only when the title is blank, and full_text only when both are, each trimmed and cut
 *   at POST_CARD_TEXT_MAX characters (the card's title falls back to them);
 * - media up to the first picture (the card's picture, or the poster of a video first);
 * - raw_dump only its original_url, the link an untitled card shows;
 * - hashtags the first POST_CARD_HASHTAGS_MAX.
 */
export const postCardSchema = postSchema
  .pick({
    id: true,
    created_at: true,
    posted_at: true,
    title: true,
    caption: true,
    full_text: true,
    activity_type: true,
    attachment_type: true,
    media_url: true,
    media: true,
    raw_dump: true,
    category: true,
    hashtags: true,
    source_url: true,
    status: true,
    status_reason: true,
    tags: true,
    entity_count: true,
  })
  .extend({ raw_dump: z.object({ original_url: z.string().nullable().optional() }) });
export type PostCard = z.infer<typeof postCardSchema>;

/** What posts/list answers in each post: the whole post (the spec's shape, the default) or its card. */
export const POST_LIST_VIEWS = ['full', 'card'] as const;
export type PostListView = (typeof POST_LIST_VIEWS)[number];

export const POSTS_LIST_MAX_LIMIT = 100;
export const POSTS_LIST_MAX_OFFSET = 1_000_000;
const text = (max: number) => z.string().trim().min(1).max(max);

/** A calendar date (midnight UTC) or a full ISO date-time. */
export const dateBound = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: 'Use a date such as 2026-05-01 or 2026-05-01T18:00:00Z.',
  });

export const POST_PLATFORMS = ['instagram', 'tiktok', 'x'] as const;
export type PostPlatform = (typeof POST_PLATFORMS)[number];

/**
 * Which of the member's posts a call is about: the feed's filters (spec section 7) and, added for
 * /manage, its sidebar's (tag, platform, status, kind of entity, has a place, has an upcoming
 * event, came by one import). Posts list, bulk actions and exports read the same fields.
 */
export const postFilterFields = {
  category: text(100).optional(),
  entity_id: z.uuid({ error: 'entity_id must be an entity id.' }).optional(),
  search: text(200).optional(),
  routing_class: text(100).optional(),
  overall_message_intent: text(100).optional(),
  /** Saved on or after / before (the post's saved time, created_at). */
  date_from: dateBound.optional(),
  date_to: dateBound.optional(),
  tag_id: z.uuid({ error: 'tag_id must be a tag id.' }).optional(),
  platform: z.enum(POST_PLATFORMS, { error: 'platform must be instagram, tiktok or x.' }).optional(),
  status: z.enum(POST_STATUSES, { error: 'status must be pending, fetched, organised or failed.' }).optional(),
  /** A kind of entity the post names: an entity's type (restaurant, concert, recipe...). */
  entity_type: text(100).optional(),
  has_place: z.boolean().optional(),
  has_upcoming_event: z.boolean().optional(),
  import_id: z.uuid({ error: 'import_id must be an import id.' }).optional(),
};
export const postFilterSchema = z.object(postFilterFields).strict();
export type PostFilter = z.infer<typeof postFilterSchema>;

/** What /manage sorts by; the feed's order (saved time) is the default. */
export const POST_SORT_FIELDS = ['saved', 'posted', 'title', 'category', 'platform', 'status'] as const;
export type PostSortField = (typeof POST_SORT_FIELDS)[number];

export const postsListRequestSchema = z
  .object({
    /** 'card' answers postCardSchema posts (no entities); 'full', the default, the spec's postSchema. */
    view: z.enum(POST_LIST_VIEWS, { error: 'view must be full or card.' }).default('full'),
    include_entities: z.boolean().default(false),
    limit: z.number().int().min(1).max(POSTS_LIST_MAX_LIMIT).default(20),
    offset: z.number().int().min(0).max(POSTS_LIST_MAX_OFFSET).default(0),
    sort: z.enum(['desc', 'asc']).default('desc'),
    sort_by: z.enum(POST_SORT_FIELDS).default('saved'),
    include_counts: z.boolean().default(false),
    include_category_counts: z.boolean().default(false),
    ...postFilterFields,
  })
  .strict()
  .refine((body) => !(body.view === 'card' && body.include_entities), {
    error: 'include_entities is not part of the card view: read the post for its entities.',
    path: ['include_entities'],
  });
export type PostsListRequest = z.infer<typeof postsListRequestSchema>;

const postsPageFields = {
  has_more: z.boolean(),
  next_offset: z.number().int().nullable(),
  /** With include_counts: how many posts match the filters in all. */
  counts: z.object({ total: z.number().int() }).optional(),
  /** With include_category_counts: posts per category under the other filters (the feed's chips). */
  category_counts: z.record(z.string(), z.number().int()).optional(),
};
/** A page of whole posts: the default view. */
export const postsFullListResponseSchema = z.object({ posts: z.array(postSchema), ...postsPageFields });
export type PostsFullListResponse = z.infer<typeof postsFullListResponseSchema>;
/** A page of cards: `view: "card"`. */
export const postsCardListResponseSchema = z.object({ posts: z.array(postCardSchema), ...postsPageFields });
export type PostsCardListResponse = z.infer<typeof postsCardListResponseSchema>;
/**
 * posts/list's answer: either view. Answers are checked against this union on the way out (the
 * closest option must match key for key), and the web reads each view's answer with its own schema
 * (api/posts.ts).
 */
export const postsListResponseSchema = z.union([postsFullListResponseSchema, postsCardListResponseSchema]);
export type PostsListResponse = z.infer<typeof postsListResponseSchema>;

const filterValue = z.object({ value: z.string(), count: z.number().int() });
export const postsFiltersRequestSchema = z.object({}).strict();
export const postsFiltersResponseSchema = z.object({
  categories: z.array(filterValue),
  routing_classes: z.array(filterValue),
  intents: z.array(filterValue),
  platforms: z.array(filterValue),
  tags: z.array(postTagSchema.extend({ count: z.number().int() })),
});
export type PostsFiltersResponse = z.infer<typeof postsFiltersResponseSchema>;

/** A post is named by its id or by its messaging ids (spec: message_mid, message_id). */
export const postsGetRequestSchema = z
  .object({
    id: text(200).optional(),
    message_mid: text(200).optional(),
    message_id: text(200).optional(),
    include_entities: z.boolean().default(false),
  })
  .strict()
  .refine((body) => body.id ?? body.message_mid ?? body.message_id, { error: 'Post ID is required' });
export const postsGetResponseSchema = z.object({ post: postSchema });
export type PostsGetResponse = z.infer<typeof postsGetResponseSchema>;

export const POSTS_BATCH_MAX_IDS = 50;
export const postsBatchRequestSchema = z
  .object({
    ids: z.array(text(200)).min(1, { error: 'Send at least one post id.' }).max(POSTS_BATCH_MAX_IDS, {
      error: `Send at most ${POSTS_BATCH_MAX_IDS} post ids at once.`,
    }),
    include_entities: z.boolean().default(false),
  })
  .strict();
export const postsBatchResponseSchema = z.object({
  posts: z.record(z.string(), postSchema),
  not_found: z.array(z.string()),
});
export type PostsBatchResponse = z.infer<typeof postsBatchResponseSchema>;

export const postPathParamsSchema = z.object({ id: z.string() });

/** The stash drawer's edit: title and description; null clears the member's description. */
export const postUpdateRequestSchema = z
  .object({
    title: z.string().trim().min(1, { error: 'Title cannot be empty.' }).max(300, { error: 'Title must be 300 characters or less.' }).optional(),
    description: z.string().trim().max(10_000, { error: 'Description must be 10000 characters or less.' }).nullable().optional(),
  })
  .strict()
  .refine((body) => body.title !== undefined || body.description !== undefined, { error: 'Send a title or a description to change.' });
export type PostUpdateRequest = z.infer<typeof postUpdateRequestSchema>;

/** How many stashes one bulk action may name (a /manage selection is sent in chunks of this). */
export const POSTS_BULK_MAX_IDS = 500;

const tagIds = z
  .array(z.uuid({ error: 'tag_ids must be tag ids.' }))
  .min(1, { error: 'Choose at least one tag.' })
  .max(TAGS_PER_POST_MAX, { error: `Choose at most ${TAGS_PER_POST_MAX} tags.` });

/** One action on many stashes at once (/manage's selection). */
export const postsBulkActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add_tags'), tag_ids: tagIds }).strict(),
  z.object({ type: z.literal('remove_tags'), tag_ids: tagIds }).strict(),
  z.object({ type: z.literal('set_category'), category: z.enum(POST_CATEGORIES, { error: 'Choose one of the categories.' }) }).strict(),
  /** Runs extraction, enrichment and indexing again for organised stashes (their text and media are kept). */
  z.object({ type: z.literal('reorganise') }).strict(),
  z.object({ type: z.literal('delete') }).strict(),
]);
export type PostsBulkAction = z.infer<typeof postsBulkActionSchema>;

export const postsBulkRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'ids must be stash ids.' }))
      .min(1, { error: 'Select at least one stash.' })
      .max(POSTS_BULK_MAX_IDS, { error: `Select at most ${POSTS_BULK_MAX_IDS} stashes at once.` }),
    action: postsBulkActionSchema,
  })
  .strict();
export type PostsBulkRequest = z.infer<typeof postsBulkRequestSchema>;

/** `changed`: stashes the action changed; `not_found`: ids that are not the member's stashes (nothing was done to them). */
export const postsBulkResponseSchema = z.object({
  changed: z.number().int(),
  not_found: z.array(z.string()),
});
export type PostsBulkResponse = z.infer<typeof postsBulkResponseSchema>;
