// Test builders for posts in the server shape, complete enough to pass the shared schema.
import type { Post, PostsListResponse } from '@stash/shared';

let sequence = 0;

/** An organised Instagram post with one stored image; `overrides` change any field. */
export function makePost(overrides: Partial<Post> = {}): Post {
  sequence += 1;
  const id = overrides.id ?? `post-${sequence}`;
  return {
    id,
    message_mid: `mid-${id}`,
    message_id: `msg-${id}`,
    sender_id: 's-1',
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:05:00.000Z',
    title: `Post ${id}`,
    caption: 'A caption',
    full_text: 'A caption, in full',
    description: null,
    activity_type: 'instagram',
    attachment_type: 'ig_post',
    media_url: `/media/${id}-cover.jpg`,
    media: [{ cdn_url: `/media/${id}-0.jpg`, original_instagram_url: `https://cdn.example/${id}.jpg`, url: `https://cdn.example/${id}.jpg`, type: 'image' }],
    raw_dump: { original_url: `https://www.instagram.com/p/${id}/` },
    category: 'food',
    routing_class: 'PhysicalVenue',
    overall_message_intent: 'plan_visit',
    hashtags: [],
    mentions: [],
    author_name: 'Ana',
    author_handle: 'ana.eats',
    posted_at: null,
    source_url: `https://www.instagram.com/p/${id}/`,
    status: 'organised',
    status_reason: null,
    last_enriched_at: '2026-05-01T12:05:00.000Z',
    tags: [],
    entity_count: 0,
    ...overrides,
  };
}

/** A /posts/list answer around `posts`. */
export function makeListResponse(posts: Post[], extra: Partial<PostsListResponse> = {}): PostsListResponse {
  return { posts, has_more: false, next_offset: null, ...extra };
}
