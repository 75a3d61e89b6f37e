// Posts in every state a stash card has, for /_stash-cards. Pictures are inline SVGs so the page
// works offline and in e2e without any outside request.
import type { Post, TagColor } from '@stash/shared';

function picture(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="400" height="500" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CREATED = '2026-11-20T12:00:00.000Z';

function post(id: string, overrides: Partial<Post>): Post {
  const image = picture('#8b5cf6', '#ec4899');
  return {
    id,
    message_mid: `mid-${id}`,
    message_id: `msg-${id}`,
    sender_id: 'lab',
    created_at: CREATED,
    updated_at: CREATED,
    title: 'Sunset rooftop bar with a view of the bridge',
    caption: 'Best sunset spot in the city',
    full_text: 'Best sunset spot in the city',
    description: null,
    activity_type: 'instagram',
    attachment_type: 'ig_post',
    media_url: image,
    media: [{ cdn_url: image, original_instagram_url: null, url: image, type: 'image' }],
    raw_dump: { original_url: `https://www.instagram.com/p/${id}/` },
    category: 'nightlife',
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
    last_enriched_at: CREATED,
    tags: [],
    entity_count: 1,
    ...overrides,
  };
}

const tag = (id: string, name: string, color: TagColor) => ({ id, name, color });

export const CARD_VARIANTS: ReadonlyArray<{ name: string; post: Post }> = [
  { name: 'Picture', post: post('lab-image', {}) },
  {
    name: 'Video',
    post: post('lab-video', {
      activity_type: 'tiktok',
      attachment_type: 'video',
      title: 'Five-minute chilli oil noodles',
      category: 'recipes',
      media_url: picture('#f97316', '#eab308'),
      media: [{ cdn_url: null, original_instagram_url: null, url: 'https://example.com/noodles.mp4', type: 'video' }],
    }),
  },
  { name: 'No picture', post: post('lab-text', { activity_type: 'x', attachment_type: null, title: 'Thread: the best bakeries in Paris', category: 'food', media_url: null, media: [] }) },
  {
    name: 'Tags and hashtags (more than three)',
    post: post('lab-tags', {
      tags: [tag('t1', 'Date night', '#ec4899'), tag('t2', 'Brooklyn', '#3b82f6'), tag('t3', 'Summer', '#f59e0b'), tag('t4', 'Cocktails', '#8b5cf6'), tag('t5', 'Views', '#22c55e')],
      hashtags: ['rooftop', 'sunset', 'nyc', 'cocktails'],
    }),
  },
  { name: 'Being organised', post: post('lab-pending', { status: 'pending', title: 'Untitled', caption: null, full_text: null, media_url: null, media: [], category: null }) },
  { name: 'Organising failed', post: post('lab-failed', { status: 'failed', status_reason: 'The post is private or was removed.', title: 'Untitled', caption: null, full_text: null, media_url: null, media: [], category: null }) },
];
