import { z } from 'zod';
import { linkedEntitySchema } from './entities';
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
