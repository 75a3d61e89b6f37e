import { describe, expect, it } from 'vitest';
import { parseSaveLink } from '@stash/shared';
import { incomingMessages, sharedItems } from './instagram-events';
import { delivery, postShare, readReceipt, reelShare } from './test-fixtures/meta-deliveries';

const isPostLink = (url: string) => parseSaveLink(url).ok;

describe('reading webhook deliveries', () => {
  it('keeps new messages and skips echoes of our own replies, deletions and read receipts', () => {
    const body = delivery([
      { senderId: 'ig-1', mid: 'm1', text: 'hello' },
      { senderId: 'ig-1', mid: 'm2', text: 'our reply', isEcho: true },
      { senderId: 'ig-1', mid: 'm3', isDeleted: true },
    ]);
    expect(incomingMessages(body).map((message) => [message.mid, message.senderId])).toEqual([['m1', 'ig-1']]);
    expect(incomingMessages(readReceipt('ig-1'))).toEqual([]);
    expect(incomingMessages({ object: 'page', entry: [] })).toEqual([]);
    expect(incomingMessages('not a delivery')).toEqual([]);
  });

  it('reads a shared reel by its permalink and links written in the text', () => {
    const [message] = incomingMessages(
      delivery([
        {
          senderId: 'ig-1',
          text: 'this place!! https://www.tiktok.com/@eats/video/7301234567890123456?is_from_webapp=1 and https://example.com/x',
          attachments: [reelShare('https://www.instagram.com/reel/Cz2MtDa8t4Q/', 'Best tacos in Brooklyn')],
        },
      ]),
    );
    expect(sharedItems(message!.event, isPostLink)).toEqual([
      { kind: 'link', url: 'https://www.instagram.com/reel/Cz2MtDa8t4Q/' },
      { kind: 'link', url: 'https://www.tiktok.com/@eats/video/7301234567890123456?is_from_webapp=1' },
    ]);
  });

  it('reads a post share (share + ig_post about one media) once, with its caption and picture', () => {
    const [message] = incomingMessages(
      delivery([{ senderId: 'ig-1', attachments: postShare('18139494541428835', 'Ramen night at Menya', 'https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=18139494541428835&signature=abc') }]),
    );
    expect(sharedItems(message!.event, isPostLink)).toEqual([
      {
        kind: 'shared_post',
        attachmentType: 'ig_post',
        mediaId: '18139494541428835',
        caption: 'Ramen night at Menya',
        mediaUrl: 'https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=18139494541428835&signature=abc',
      },
    ]);
  });

  it('finds nothing to save in plain text, images and stickers', () => {
    const [message] = incomingMessages(delivery([{ senderId: 'ig-1', text: 'hi there', attachments: [{ type: 'image', payload: { url: 'https://lookaside.fbsbx.com/x.jpg' } }] }]));
    expect(sharedItems(message!.event, isPostLink)).toEqual([]);
  });
});
