// Webhook deliveries in the shapes Meta documents for Instagram messaging ("Webhooks for Instagram
// Messaging" and "Instagram Post Shares: New Attachment Type", developers.facebook.com): one
// entry per delivery, `messaging` events with sender, recipient, timestamp and message.
export const STASH_ACCOUNT_ID = '17841400000000001';

let sequence = 0;
/** Message ids look like Meta's: long opaque base64 text, unique per message. */
export const newMid = () => `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDAw${Date.now().toString(36)}${(sequence += 1)}`;

type Attachment = { type: string; payload: Record<string, string> };

export function delivery(events: Array<{ senderId: string; mid?: string; text?: string; attachments?: Attachment[]; isEcho?: boolean; isDeleted?: boolean }>) {
  const now = Date.now();
  return {
    object: 'instagram',
    entry: [
      {
        id: STASH_ACCOUNT_ID,
        time: now,
        messaging: events.map((event) => ({
          sender: { id: event.isEcho ? STASH_ACCOUNT_ID : event.senderId },
          recipient: { id: event.isEcho ? event.senderId : STASH_ACCOUNT_ID },
          timestamp: now - 1_000,
          message: {
            mid: event.mid ?? newMid(),
            ...(event.text !== undefined ? { text: event.text } : {}),
            ...(event.attachments ? { attachments: event.attachments } : {}),
            ...(event.isEcho ? { is_echo: true } : {}),
            ...(event.isDeleted ? { is_deleted: true } : {}),
          },
        })),
      },
    ],
  };
}

/** A reel shared to the account: its permalink and caption. */
export const reelShare = (url: string, title: string): Attachment => ({ type: 'ig_reel', payload: { url, title, reel_video_id: '18033219184538792' } });

/**
 * A post shared to the account since November 2025: the older `share` attachment and the new
 * `ig_post` one, both about one media id, with its caption and a CDN picture (no permalink).
 */
export const postShare = (mediaId: string, title: string, cdnUrl: string): Attachment[] => [
  { type: 'share', payload: { ig_post_media_id: mediaId, title, url: cdnUrl } },
  { type: 'ig_post', payload: { ig_post_media_id: mediaId, title, url: cdnUrl } },
];

/** A read receipt: not a message. */
export const readReceipt = (senderId: string) => ({
  object: 'instagram',
  entry: [{ id: STASH_ACCOUNT_ID, time: Date.now(), messaging: [{ sender: { id: senderId }, recipient: { id: STASH_ACCOUNT_ID }, timestamp: Date.now(), read: { mid: newMid() } }] }],
});
