// The whole data model of spec section 3. Every member-owned row carries user_id so that each
// query can be scoped to its caller.
import { sql } from 'drizzle-orm';
import { POST_STATUSES } from '@stash/shared';
import {
  bigint, boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** scrypt hash with its own salt; null until the account is set up after a claim. */
    passwordHash: text('password_hash'),
    /**
     * When the member proved the address (followed a link mailed to it). A password signs in only
     * once it is set: registering must not give a usable password to an address nobody proved.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set by an admin: a disabled member cannot sign in, and every session they had has ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** When the member last signed in or refreshed a session (at most every access token's life): the admin's 'last seen'. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Instagram messaging sender ids this member owns (direct-message saves). */
    senderIds: text('sender_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Raised to invalidate every access token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Changes with every committed write to the member's posts, tags or entities (the writing
     * transaction's id, set by triggers, migration 0013): answers kept for this version are current.
     */
    stashVersion: bigint('stash_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_sender_ids_idx').using('gin', t.senderIds)],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** Stored lower-cased; unique when set. */
    username: text('username'),
    avatarUrl: text('avatar_url'),
    instagramHandle: text('instagram_handle'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profiles_username_key').on(t.username)],
);

/** Refresh tokens rotate on every use; a family is one login's chain, revoked whole on reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: owner(),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);


export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: owner(),
    /** Messaging ids when the post came by direct message; web saves get generated ones. */
    messageMid: text('message_mid').notNull(),
    messageId: text('message_id').notNull(),
    senderId: text('sender_id'),
    /** The link as the member gave it, and its canonical form (one post per canonical link). */
    sourceUrl: text('source_url').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    /** The platform: instagram, tiktok or x (the spec's activity_type). */
    activityType: text('activity_type').notNull(),
    attachmentType: text('attachment_type'),
    title: text('title'),
    caption: text('caption'),
    fullText: text('full_text'),
    /** The member's own description from the stash drawer, shown instead of the caption when set. */
    description: text('description'),
    mediaUrl: text('media_url'),
    authorName: text('author_name'),
    authorHandle: text('author_handle'),
    /** When the original post was published on its platform. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    /** The member chose the category (/manage's bulk action): organising again keeps their choice. */
    categoryChosenByMember: boolean('category_chosen_by_member').notNull().default(false),
    routingClass: text('routing_class'),
    overallMessageIntent: text('overall_message_intent'),
    rawDump: jsonb('raw_dump').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: POST_STATUSES }).notNull().default('pending'),
    /** Why the post failed, in words a member can read. */
    statusReason: text('status_reason'),
    lastEnrichedAt: timestamp('last_enriched_at', { withTimezone: true }),
    /**
     * The last ingestion stage this post finished (saved, fetched, media, extracted, enriched,
     * indexed); null for posts that did not come through the pipeline. A stage runs only from its
     * predecessor, which makes a repeated job a no-op.
     */
    ingestStage: text('ingest_stage'),
    /** The extractor's answer ({ extractor, result }), kept between the extract and enrich stages. */
    extraction: jsonb('extraction').$type<Record<string, unknown>>(),
    /**
     * What search reads, rebuilt (db/post-search.ts, migration 0015) in the transaction of every
     * write to the post's text, entities or tags: the folded text of everything searchable for
     * trigram matching, and a weighted, stemmed, accent-folded document of the same for ranking.
     */
    searchText: text('search_text').notNull().default(''),
    searchDocument: tsvector('search_document').notNull().default(sql`''::tsvector`),
    /** Folded (lower case, no accents) title, entity and tag names: exact name matches rank first. */
    searchNames: text('search_names').notNull().default(''),
    /** Folded place words of the post's entities (location, address, city, country): "in Brooklyn". */
    searchPlaces: text('search_places').notNull().default(''),
    /**
     * The map cells the post's places lie in, 0.1° ('f:lat:lng') and 1° ('c:lat:lng'): a place
     * filter meets the words on indexes instead of collecting every place in a circle (db/place-cells.ts).
     */
    searchCells: text('search_cells').array().notNull().default(sql`'{}'::text[]`),
    /** The kinds of thing the post names (restaurant, event, recipe...): kind filters on an index. */
    searchKinds: text('search_kinds').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The post as the wire's post JSON (its own fields and media; no tags or entities), kept by
     * triggers (migrations 0009, 0011) so the feed sends stored text instead of building it per request.
     */
    doc: text('doc').notNull().default('{}'),
    /**
     * The post as a card's JSON (packages/shared postCardSchema, no tags or entity count), kept by
     * the same trigger (migration 0027): posts/list's card view sends it instead of the whole post.
     */
    cardDoc: text('card_doc').notNull().default('{}'),
    /** How many entities the post links to, and their linked-entity JSON as an array: kept by the same triggers. */
    entityCount: integer('entity_count').notNull().default(0),
    entitiesDoc: text('entities_doc').notNull().default('[]'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_user_canonical_key').on(t.userId, t.canonicalUrl),
    index('posts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('posts_user_category_created_idx').on(t.userId, t.category, t.createdAt.desc(), t.id.desc()),
    index('posts_user_routing_created_idx').on(t.userId, t.routingClass, t.createdAt.desc(), t.id.desc()),
    index('posts_user_intent_created_idx').on(t.userId, t.overallMessageIntent, t.createdAt.desc(), t.id.desc()),
    // /manage's platform and status filters and its posted-time order, on a large stash.
    index('posts_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc(), t.id.desc()),
    index('posts_user_platform_created_idx').on(t.userId, t.activityType, t.createdAt.desc(), t.id.desc()),
    index('posts_user_posted_idx').on(t.userId, t.postedAt.desc().nullsLast(), t.createdAt.desc(), t.id.desc()),
    // The sweeper's look for posts whose stage stopped moving (ingest/stalled-posts.ts): few rows, read often.
    index('posts_unsettled_updated_idx').on(t.updatedAt).where(sql`${t.status} IN ('pending', 'fetched')`),
    index('posts_search_document_idx').using('gin', t.searchDocument),
    index('posts_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('posts_search_places_trgm_idx').using('gin', sql`${t.searchPlaces} gin_trgm_ops`),
    index('posts_search_cells_idx').using('gin', t.searchCells),
    index('posts_search_kinds_idx').using('gin', t.searchKinds),
  ],
);

/**
 * How many posts each member has per category (null category as ''), kept by triggers on posts
 * (migration 0005), so the feed's counts and category chips do not count the whole stash per request.
 */
export const postCategoryCounts = pgTable(
  'post_category_counts',
  {
    userId: owner(),
    category: text('category').notNull(),
    postCount: integer('post_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export const media = pgTable(
  'media',
  {
    id: id(),
    postId: uuid('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** video, image or unknown */
    type: text('type').notNull(),
    /** The platform's (expiring) address it was downloaded from. */
    originalUrl: text('original_url').notNull(),
    /** Where our stored copy lives in media storage; null until downloaded. */
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    byteSize: integer('byte_size'),
    /** Why no copy was stored although the file may be had (the member's media quota was used up). */
    skippedReason: text('skipped_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_post_position_key').on(t.postId, t.position),
    // The sweeper asks which stored files a row still names (ingest/orphan-media.ts).
    index('media_storage_key_idx').on(t.storageKey).where(sql`${t.storageKey} IS NOT NULL`),
  ],
);

/**
 * Bytes of stored media copies per member (what counts against their media quota), kept by
 * triggers on media and posts (migration 0030), so the media stage and the profile read one row.
 */
export const memberMediaBytes = pgTable('member_media_bytes', {
  userId: owner().primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});

export interface EntityData {
  raw_data: Record<string, unknown>;
  enrichment_data: Record<string, unknown>;
}

export const entities = pgTable(
  'entities',
  {
    id: id(),
    userId: owner(),
    entityName: text('entity_name').notNull(),
    entityType: text('entity_type').notNull(),
    routingClass: text('routing_class'),
    category: text('category'),
    /** Identity within a member's stash (type + normalised name + place) so re-extraction merges. */
    dedupeKey: text('dedupe_key').notNull(),
    entityData: jsonb('entity_data').$type<EntityData>().notNull().default({ raw_data: {}, enrichment_data: {} }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    lastEnrichedAt: timestamp('last_enriched_at', { withTimezone: true }),
    /** The entity as the wire's entity JSON, kept by a trigger (migration 0009): lists send it as it is. */
    doc: text('doc').notNull().default('{}'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('entities_user_dedupe_key').on(t.userId, t.dedupeKey),
    index('entities_user_name_idx').on(t.userId, sql`(lower(${t.entityName}) COLLATE "C")`, t.id),
    index('entities_user_type_idx').on(t.userId, t.entityType, t.id),
    index('entities_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Events by when they start (search's time words): ISO 8601 text sorts as time does.
    index('entities_start_idx')
      .on(t.userId, sql`((${t.entityData}->'raw_data'->'temporal'->>'start') COLLATE "C")`)
      .where(sql`(${t.entityData}->'raw_data'->'temporal'->>'start') IS NOT NULL`),
    index('entities_name_trgm_idx').using('gin', sql`${t.entityName} gin_trgm_ops`),
    // Nearby places: a GiST index on the point as a cube on the earth's surface (earthdistance).
    index('entities_earth_idx')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.latitude} IS NOT NULL AND ${t.longitude} IS NOT NULL`),
  ],
);

/**
 * How many posts link to each entity (the 'popular' order and search suggestions), one row per
 * entity made with it and counted by triggers on post_entities (migration 0037). Kept apart from
 * the entity's wide row: a count there, being in an index, made every link write a new version of
 * the entity into all of its indexes.
 */
export const entityPostCounts = pgTable(
  'entity_post_counts',
  {
    entityId: uuid('entity_id')
      .primaryKey()
      .references(() => entities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    postCount: integer('post_count').notNull().default(0),
  },
  (t) => [index('entity_post_counts_user_popular_idx').on(t.userId, t.postCount.desc(), t.entityId.desc())],
);

/**
 * Each word of each entity name (lower case, split at spaces and punctuation) with the name's
 * length, kept by triggers on entities (migration 0010). Search walks its primary key: the names
 * with a word starting with the search, exact words first, then shorter names, so a page costs
 * the same however many names match. `word` is COLLATE "C" in the migration, for prefix ranges.
 */
export const entityNameWords = pgTable(
  'entity_name_words',
  {
    userId: uuid('user_id').notNull(),
    word: text('word').notNull(),
    nameLength: integer('name_length').notNull(),
    entityId: uuid('entity_id').notNull().references(() => entities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.word, t.nameLength, t.entityId] }),
    index('entity_name_words_entity_idx').on(t.entityId, t.word),
  ],
);

export const postEntities = pgTable(
  'post_entities',
  {
    postId: uuid('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    entityId: uuid('entity_id').notNull().references(() => entities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.entityId] }), index('post_entities_entity_idx').on(t.entityId)],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** How many posts carry it, kept by triggers on post_tags (migration 0008): the tag stats. */
    postCount: integer('post_count').notNull().default(0),
    /** The tag as the wire's post tag JSON ({id, name, color}), kept by a trigger (migration 0012). */
    doc: text('doc').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tags_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: uuid('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('post_tags_tag_idx').on(t.tagId)],
);

/**
 * A post's tags as its answers show them: the tags' JSON joined by commas, in name order; no row
 * for a post without tags. Kept by triggers on post_tags and tags (migration 0040), so a feed page
 * reads one row a post instead of joining and ordering its tags.
 */
export const postTagLists = pgTable('post_tag_lists', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  tags: text('tags').notNull(),
});

/** What members and visitors tell the team ('Send Feedback', the help page's contact form), for the admin to read. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    /** The member who sent it; null for a visitor (or a member since deleted). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where to answer: the member's address, or what a visitor gave. */
    email: text('email'),
    message: text('message').notNull(),
    /** The screen it was sent from. */
    page: text('page'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt.desc())],
);

export const waitlist = pgTable(
  'waitlist',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    instagramHandle: text('instagram_handle').notNull(),
    reason: text('reason').notNull(),
    currentTool: text('current_tool'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_email_key').on(t.email)],
);

/** Invites. The token travels in the claim link; only its hash is stored. */
export const claimTokens = pgTable(
  'claim_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    /** When set, only this address can claim the invite. */
    email: text('email'),
    grantsAdmin: boolean('grants_admin').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    /** Withdrawn by an admin (or replaced by a resent invite): the link no longer works. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('claim_tokens_hash_key').on(t.tokenHash), index('claim_tokens_email_idx').on(t.email)],
);

export const MAGIC_LINK_PURPOSES = ['claim', 'sign_in', 'verify_email'] as const;

/** One-time sign-in links sent by email; only the hash of the link id is stored. */
export const magicLinks = pgTable(
  'magic_links',
  {
    id: id(),
    linkHash: text('link_hash').notNull(),
    purpose: text('purpose', { enum: MAGIC_LINK_PURPOSES }).notNull(),
    email: text('email').notNull(),
    claimTokenId: uuid('claim_token_id').references(() => claimTokens.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The per-address cooldown looks links up by address and time.
  (t) => [uniqueIndex('magic_links_hash_key').on(t.linkHash), index('magic_links_email_idx').on(t.email, t.createdAt)],
);

/** Failed sign-ins, counted per email and per address to slow down password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_ip_idx').on(t.ipAddress, t.createdAt)],
);

/**
 * Every word (folded, 3+ letters) a member's posts have contained, for correcting a typo in a
 * search word. Added to by the search refresh (migration 0015) and never pruned: a word left by a
 * deleted post only offers a correction that then finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    userId: owner(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] }), index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const SEARCH_TERM_KINDS = ['hashtag', 'city'] as const;

/**
 * The member's hashtags and cities with how many posts or entities use them, kept by triggers on
 * posts and entities (migration 0015), so suggestions complete them from an index. `folded` is
 * COLLATE "C" in the migration, for prefix ranges.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    userId: owner(),
    kind: text('kind', { enum: SEARCH_TERM_KINDS }).notNull(),
    folded: text('folded').notNull(),
    term: text('term').notNull(),
    uses: integer('uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.folded] })],
);

/** What a member searched for lately (the latest few), offered again as suggestions. */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: owner(),
    folded: text('folded').notNull(),
    query: text('query').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.folded] }), index('search_history_user_recent_idx').on(t.userId, t.searchedAt.desc())],
);

/** A member's Stash AI conversations (modules/chat). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    userId: owner(),
    /** The first question, cut short. */
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_conversations_user_recent_idx').on(t.userId, t.updatedAt.desc())],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: owner(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** What the answer cites: [{post_id, entity_id, title}], numbered as its [n] markers. */
    citations: jsonb('citations').notNull().default(sql`'[]'::jsonb`),
    /** The saves retrieved for the answer ({post_id, entity_id}), which a follow-up question reads again. */
    evidence: jsonb('evidence').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const INSTAGRAM_MESSAGE_STATES = ['received', 'saved', 'linked', 'kept', 'ignored'] as const;

/**
 * Direct messages to Stash's Instagram account, one row per message id: Meta retries a delivery
 * until it is answered, so a message seen again is not saved again. 'kept' messages came from an
 * account no member has linked yet; they wait (until keep_until) for the sender to link.
 */
export const instagramMessages = pgTable(
  'instagram_messages',
  {
    id: id(),
    mid: text('mid').notNull(),
    senderId: text('sender_id').notNull(),
    /** The member it was saved for (or who linked with it). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The messaging event as Meta sent it. */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: INSTAGRAM_MESSAGE_STATES }).notNull().default('received'),
    keepUntil: timestamp('keep_until', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instagram_messages_mid_key').on(t.mid), index('instagram_messages_sender_idx').on(t.senderId, t.state)],
);

/** Instagram accounts that have messaged Stash: which member each belongs to, and whether it was told how to join. */
export const instagramSenders = pgTable('instagram_senders', {
  senderId: text('sender_id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
  /** An unknown sender is told once how to join, not at every message. */
  joinReplyAt: timestamp('join_reply_at', { withTimezone: true }),
});

/** The code a member sends by message to link their Instagram account; one live code per member. */
export const instagramLinkCodes = pgTable(
  'instagram_link_codes',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('instagram_link_codes_code_key').on(t.code)],
);

/** Posts whose 'saved to your stash' reply went out: a post organised again is not announced again. */
export const instagramReplies = pgTable('instagram_replies', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export const IMPORT_ITEM_OUTCOMES = ['waiting', 'created', 'existing', 'cancelled'] as const;

/**
 * A member's import of a platform's export or a file of links (modules/imports): its status and
 * the counts known once the file is read. Organised and failed counts are read from the posts it
 * created, so they are never stale.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    userId: owner(),
    /** What the file was read as (instagram, tiktok, x, links); null until it is read. */
    source: text('source'),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('reading'),
    /** Why the file could not be read, in words a member can read. */
    error: text('error'),
    tiktokLists: text('tiktok_lists').notNull().default('favorites'),
    foundCount: integer('found_count').notNull().default(0),
    newCount: integer('new_count').notNull().default(0),
    existingCount: integer('existing_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_user_recent_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The links an import found, one per canonical link, and what became of each: waiting for its
 * turn, a post created, already in the stash, or left out by a cancel. post_id names the post it
 * created, which is what 'Undo this import' removes.
 */
export const importItems = pgTable(
  'import_items',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    canonicalUrl: text('canonical_url').notNull(),
    givenUrl: text('given_url').notNull(),
    /** When the member saved it on the platform; the new post's saved time. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** The export's collections it is in, which become tags. */
    collections: text('collections').array().notNull().default(sql`'{}'::text[]`),
    /** Order in the file: items are added in this order. */
    position: integer('position').notNull(),
    outcome: text('outcome', { enum: IMPORT_ITEM_OUTCOMES }).notNull().default('waiting'),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.canonicalUrl] }),
    index('import_items_waiting_idx').on(t.importId, t.position).where(sql`${t.outcome} = 'waiting'`),
    index('import_items_post_idx').on(t.postId),
  ],
);

// --- Member limits (modules/limits) ---
/**
 * Counters of the request limits, one per key (an action and a member, or a route and an
 * address), shared by every server process: a fixed window that starts with its first hit and
 * ends at resets_at, counted up atomically (limits.repo.ts). Rows past their window are reused
 * by the next hit, and old ones removed now and then.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

// --- Sweeper and shared geocoder (ingest/sweeper.repo.ts, providers/geocoder/geocoder-store.repo.ts) ---
/**
 * The sweeper's re-queues of a post whose stage job died or expired: how many it made for the
 * post standing at `stage` with `post_updated_at` as its updated_at. When the post moves on (or is
 * started over) those no longer match and the count starts again.
 */
export const ingestRequeues = pgTable('ingest_requeues', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  stage: text('stage').notNull(),
  postUpdatedAt: timestamp('post_updated_at', { withTimezone: true }).notNull(),
  requeues: integer('requeues').notNull(),
  requeuedAt: timestamp('requeued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Remote geocoders' answers (null: nothing found), shared by every process until `expires_at`. */
export const geocoderAnswers = pgTable(
  'geocoder_answers',
  {
    provider: text('provider').notNull(),
    queryKey: text('query_key').notNull(),
    result: jsonb('result'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.queryKey] }), index('geocoder_answers_expires_idx').on(t.expiresAt)],
);

/**
 * One row per rate-limited geocoding service: no process sends it a request before `next_at`.
 * A process holds the service (next_at pushed ahead by a lease) while its request runs.
 */
export const geocoderSlots = pgTable('geocoder_slots', {
  provider: text('provider').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});
