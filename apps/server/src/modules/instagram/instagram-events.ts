// Reading Meta's Instagram messaging webhook payloads (DESIGN.md, the messaging webhook facts):
// `{ object: 'instagram', entry: [{ id, time, messaging: [{ sender, recipient, timestamp, message }] }] }`.
// Only new messages are kept; echoes of Stash's own replies, deletions, reads and reactions are not
// saves. What a message shares is read from its attachments and from links in its text.
import { z } from 'zod';

const attachmentSchema = z.looseObject({
  type: z.string(),
  payload: z.looseObject({ url: z.string().optional(), title: z.string().optional(), reel_video_id: z.string().optional(), ig_post_media_id: z.string().optional() }).optional(),
});

const messagingEventSchema = z.looseObject({
  sender: z.looseObject({ id: z.string() }),
  recipient: z.looseObject({ id: z.string() }).optional(),
  timestamp: z.number().optional(),
  message: z
    .looseObject({
      mid: z.string(),
      text: z.string().optional(),
      attachments: z.array(attachmentSchema).optional(),
      is_echo: z.boolean().optional(),
      is_deleted: z.boolean().optional(),
      is_unsupported: z.boolean().optional(),
    })
    .optional(),
});

const deliverySchema = z.looseObject({
  object: z.string(),
  entry: z.array(z.looseObject({ messaging: z.array(z.unknown()).optional() })).default([]),
});

export type MessagingEvent = z.infer<typeof messagingEventSchema>;

/** A new message from someone to Stash's account. */
export interface IncomingMessage {
  mid: string;
  senderId: string;
  event: MessagingEvent;
}

/** The new messages of one webhook delivery; anything else in it (and any malformed event) is skipped. */
export function incomingMessages(body: unknown): IncomingMessage[] {
  const delivery = deliverySchema.safeParse(body);
  if (!delivery.success || delivery.data.object !== 'instagram') return [];
  const messages: IncomingMessage[] = [];
  for (const entry of delivery.data.entry) {
    for (const raw of entry.messaging ?? []) {
      const parsed = messagingEventSchema.safeParse(raw);
      if (!parsed.success) continue;
      const { message, sender } = parsed.data;
      if (!message || message.is_echo || message.is_deleted) continue;
      messages.push({ mid: message.mid, senderId: sender.id, event: parsed.data });
    }
  }
  return messages;
}

/**
 * What a message shares: links to posts, or a post shared without one (Instagram's post shares
 * carry the media id, caption and a CDN picture, not the post's address).
 */
export type SharedItem =
  | { kind: 'link'; url: string }
  | { kind: 'shared_post'; attachmentType: 'ig_post' | 'ig_reel'; mediaId: string; caption: string | null; mediaUrl: string | null };

// Good enough to find links in a chat message: scheme and everything up to white space or a closing bracket.
const LINK_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/gi;
const SHARE_TYPES = new Set(['ig_reel', 'ig_post', 'share']);

/**
 * `isPostLink` tells a post's own address from a CDN one. Since November 2025 a post share comes
 * as two attachments (the older `share` and the new `ig_post`) about one media id: it is read once.
 */
export function sharedItems(event: MessagingEvent, isPostLink: (url: string) => boolean): SharedItem[] {
  const items: SharedItem[] = [];
  const seen = new Set<string>();
  const add = (key: string, item: SharedItem) => {
    if (seen.has(key)) return;
    seen.add(key);
    items.push(item);
  };
  for (const attachment of event.message?.attachments ?? []) {
    if (!SHARE_TYPES.has(attachment.type)) continue;
    const payload = attachment.payload ?? {};
    if (payload.url && isPostLink(payload.url)) {
      add(payload.url, { kind: 'link', url: payload.url });
      continue;
    }
    const mediaId = payload.ig_post_media_id ?? payload.reel_video_id;
    if (!mediaId) continue;
    const attachmentType = payload.reel_video_id && !payload.ig_post_media_id ? 'ig_reel' : 'ig_post';
    add(`media:${mediaId}`, { kind: 'shared_post', attachmentType, mediaId, caption: payload.title ?? null, mediaUrl: payload.url ?? null });
  }
  for (const url of event.message?.text?.match(LINK_IN_TEXT) ?? []) {
    if (isPostLink(url)) add(url, { kind: 'link', url });
  }
  return items;
}

export const messageText = (event: MessagingEvent): string => event.message?.text ?? '';
