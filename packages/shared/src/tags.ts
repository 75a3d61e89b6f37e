import { z } from 'zod';
import { BATCH_CHUNK_SIZE, TAG_COLORS, TAG_NAME_MAX_LENGTH, TAGS_PER_POST_MAX } from './constants';

/** Texts of spec section 5 and of the tag calls, shown as they are by the client. */
export const TAG_MESSAGES = {
  nameLength: `Tag name must be between 1 and ${TAG_NAME_MAX_LENGTH} characters`,
  nameControlCharacters: 'Tag name cannot contain control characters',
  nameTaken: 'A tag with this name already exists',
  invalidColor: `Invalid color. Must be one of: ${TAG_COLORS.join(', ')}`,
  nothingToUpdate: 'Send a name or a color to change',
  tagIdRequired: 'Tag ID is required',
  postIdRequired: 'Post ID is required',
  tagNotFound: 'Tag not found',
  postNotFound: 'Post not found',
  tooManyIds: `Send at most ${BATCH_CHUNK_SIZE} ids at a time`,
  tooManyTagsPerPost: `A post can have at most ${TAGS_PER_POST_MAX} tags`,
} as const;

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A tag as it rides along on a post. */
export const postTagSchema = tagSchema.pick({ id: true, name: true, color: true });
export type PostTag = z.infer<typeof postTagSchema>;

/** Trimmed, 1 to 50 characters; uniqueness per member (any case) is the server's check. */
export const tagNameSchema = z
  .string({ error: TAG_MESSAGES.nameLength })
  .trim()
  .min(1, { error: TAG_MESSAGES.nameLength })
  .max(TAG_NAME_MAX_LENGTH, { error: TAG_MESSAGES.nameLength })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), { error: TAG_MESSAGES.nameControlCharacters })
  .meta({ example: 'Date night' });

export const tagColorSchema = z.enum(TAG_COLORS, { error: TAG_MESSAGES.invalidColor });

// Request bodies refuse unknown fields (as profile does); query strings ignore them.
export const createTagRequestSchema = z.object({ name: tagNameSchema, color: tagColorSchema }).strict();
export type CreateTagRequest = z.infer<typeof createTagRequestSchema>;

export const updateTagRequestSchema = z
  .object({ name: tagNameSchema.optional(), color: tagColorSchema.optional() })
  .strict()
  .refine((patch) => patch.name !== undefined || patch.color !== undefined, { error: TAG_MESSAGES.nothingToUpdate });
export type UpdateTagRequest = z.infer<typeof updateTagRequestSchema>;

/**
 * Path ids are any non-empty text here (an empty one is refused with 400): one that is not a UUID
 * names no tag or post, so the server answers 404 for it rather than 400.
 */
export const tagIdParamsSchema = z.object({ id: z.string().min(1, { error: TAG_MESSAGES.tagIdRequired }) });
export const postIdParamsSchema = z.object({ postId: z.string().min(1, { error: TAG_MESSAGES.postIdRequired }) });

export const tagListResponseSchema = z.object({ tags: z.array(tagSchema) });
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

/** GET /tags/stats: every tag of the member, by id, with how many posts carry it (0 included). */
export const tagStatsResponseSchema = z.record(z.string(), z.number().int());
export type TagStatsResponse = z.infer<typeof tagStatsResponseSchema>;

/** GET /tags/{id}/posts: the posts carrying the tag, newest first. */
export const tagPostsResponseSchema = z.object({ post_ids: z.array(z.string()) });
export type TagPostsResponse = z.infer<typeof tagPostsResponseSchema>;

/** GET /tags/batch?ids=a,b: comma-separated, at most 50; ids that name none of the caller's tags are left out. */
export const tagBatchQuerySchema = z.object({
  // `ids=a,b`, and `ids=a&ids=b` read the same.
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((ids) => [ids ?? []].flat().flatMap((part) => part.split(',')).map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(BATCH_CHUNK_SIZE, { error: TAG_MESSAGES.tooManyIds })),
});
export type TagBatchQuery = z.infer<typeof tagBatchQuerySchema>;

/** POST /tags/batch: the tags of up to 50 posts. */
export const postTagsBatchRequestSchema = z
  .object({ postIds: z.array(z.string()).max(BATCH_CHUNK_SIZE, { error: TAG_MESSAGES.tooManyIds }) })
  .strict();
export type PostTagsBatchRequest = z.infer<typeof postTagsBatchRequestSchema>;

/**
 * Each requested post of the caller's, by id, with its tags sorted by name ([] when it has none);
 * ids that name none of the caller's posts are left out.
 */
export const postTagsBatchResponseSchema = z.object({ tags_by_post: z.record(z.string(), z.array(tagSchema)) });
export type PostTagsBatchResponse = z.infer<typeof postTagsBatchResponseSchema>;

/** PUT /tags/post/{postId}: the post's tags become exactly these (duplicates ignored, [] clears). */
export const setPostTagsRequestSchema = z
  .object({ tagIds: z.array(z.string()).max(TAGS_PER_POST_MAX, { error: TAG_MESSAGES.tooManyTagsPerPost }) })
  .strict();
export type SetPostTagsRequest = z.infer<typeof setPostTagsRequestSchema>;
