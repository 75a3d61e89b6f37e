// The X fetcher: syndication tweet-result first (tombstones included), oEmbed as the fallback.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailure } from './fetched-post';
import { createPlatformClient } from './platform-client';
import { syndicationToken } from './platform-links';
import type { PostLink } from './platform-links';
import { fixtureIngestConfig, json, readFixture, startFixtureServer } from './test-fixtures/fixture-server';
import type { FixtureServer } from './test-fixtures/fixture-server';
import { fetchXPost, xPostFromOembed, xPostFromSyndication } from './x';

const pizzaTweet: PostLink = { platform: 'x', kind: 'post', id: '1757842106423459840', url: 'https://x.com/i/status/1757842106423459840' };
const walkTweet: PostLink = { platform: 'x', kind: 'post', id: '1720378390954557440', url: 'https://x.com/i/status/1720378390954557440' };
const PIZZA_TEXT =
  "Lucali in Carroll Gardens still makes the best pie in Brooklyn & it's BYOB.\nOpen Tue–Sun from 5pm, 575 Henry St, Brooklyn, NY 11231. Line starts at 4 > get there early. Book: https://lucalinyc.com/reservations #NYCeats";

async function failureOf(promise: Promise<unknown>): Promise<FetchFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FetchFailure)) throw new Error(`expected a FetchFailure, got ${String(error)}`);
  return error;
}

describe('syndicationToken', () => {
  it('follows the embed script formula: base 36 of id / 1e15 * PI without zeros or the point', () => {
    const id = '1757842106423459840';
    const token = syndicationToken(id);
    expect(token).toMatch(/^[1-9a-z]+$/);
    expect(token).toBe(((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, ''));
    expect(syndicationToken('20')).not.toBe(token);
  });
});

describe('X payloads', () => {
  it('reads a photo tweet: text with links expanded and media links dropped, entities decoded, photos in order', () => {
    const post = xPostFromSyndication(JSON.parse(readFixture('x-tweet-photo.json')), pizzaTweet);
    expect(post).toMatchObject({
      platform: 'x',
      canonicalUrl: pizzaTweet.url,
      caption: PIZZA_TEXT,
      title: "Lucali in Carroll Gardens still makes the best pie in Brooklyn & it's BYOB.",
      authorName: 'NYC Pizza Guy',
      authorHandle: 'nycpizzaguy',
      postedAt: new Date('2024-02-14T18:22:05.000Z'),
      attachmentType: 'photo',
      platformData: { source: 'syndication', tweetId: '1757842106423459840', likes: 1843, replies: 96 },
    });
    expect(post?.fullText).toBe(`${PIZZA_TEXT}\n\nA whole pie with basil on a checkered tablecloth`);
    expect(post?.media).toEqual([
      { type: 'image', url: 'https://pbs.twimg.com/media/GGSfake1XoAAbCd.jpg' },
      { type: 'image', url: 'https://pbs.twimg.com/media/GGSfake2XoAAeFg.png' },
    ]);
  });

  it('reads a video tweet: the highest-bitrate mp4 first, its poster after it, and the quoted tweet in the full text', () => {
    const post = xPostFromSyndication(JSON.parse(readFixture('x-tweet-video.json')), walkTweet);
    expect(post?.caption).toBe('Night walk through Omoide Yokocho, Shinjuku 🏮 the yakitori stalls open at 5pm and close late');
    expect(post?.attachmentType).toBe('video');
    expect(post?.media).toEqual([
      { type: 'video', url: 'https://video.twimg.com/ext_tw_video/1720378300000000000/pu/vid/avc1/720x1280/high.mp4?tag=12' },
      { type: 'image', url: 'https://pbs.twimg.com/ext_tw_video_thumb/1720378300000000000/pu/img/PosTer123.jpg' },
    ]);
    expect(post?.fullText).toContain('@hungrytraveller: Where should I eat in Shinjuku after 10pm?');
  });

  it('falls back on photos[] and video when mediaDetails is missing', () => {
    const tweet = JSON.parse(readFixture('x-tweet-video.json')) as Record<string, unknown>;
    delete tweet['mediaDetails'];
    const post = xPostFromSyndication(tweet, walkTweet);
    expect(post?.media.map((item) => item.url)).toEqual([
      'https://video.twimg.com/ext_tw_video/1720378300000000000/pu/vid/avc1/320x568/low.mp4?tag=12',
      'https://pbs.twimg.com/ext_tw_video_thumb/1720378300000000000/pu/img/PosTer123.jpg',
    ]);
  });

  it('gives null for a tombstone or an empty answer', () => {
    expect(xPostFromSyndication(JSON.parse(readFixture('x-tombstone.json')), pizzaTweet)).toBeNull();
    expect(xPostFromSyndication({}, pizzaTweet)).toBeNull();
  });

  it('reads oEmbed: the paragraph text without the picture link, the author and the day', () => {
    const post = xPostFromOembed(JSON.parse(readFixture('x-oembed.json')), pizzaTweet);
    expect(post).toMatchObject({
      caption:
        "Lucali in Carroll Gardens still makes the best pie in Brooklyn & it's BYOB.\nOpen Tue–Sun from 5pm, 575 Henry St, Brooklyn, NY 11231. Line starts at 4 > get there early. Book: https://t.co/Rsv4Luc4li #NYCeats",
      authorName: 'NYC Pizza Guy',
      authorHandle: 'nycpizzaguy',
      postedAt: new Date('2024-02-14T00:00:00Z'),
      media: [],
      attachmentType: null,
      platformData: { source: 'oembed', hasMedia: true },
    });
  });
});

describe('fetchXPost', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer();
  });
  afterEach(() => server.close());

  const fetchWith = (link = pizzaTweet) => {
    const config = fixtureIngestConfig(server);
    return fetchXPost(createPlatformClient(config.fetch), config, link);
  };

  it('asks tweet-result with the id, its token and lang=en', async () => {
    server.route('/tweet-result', json(readFixture('x-tweet-photo.json')));
    const post = await fetchWith();
    expect(post.authorHandle).toBe('nycpizzaguy');
    const query = new URL(server.requests[0]!, server.origin).searchParams;
    expect(Object.fromEntries(query)).toEqual({ id: '1757842106423459840', token: syndicationToken('1757842106423459840'), lang: 'en' });
    expect(server.requests).toHaveLength(1);
  });

  it('reports a tombstone as a deleted post without asking oEmbed', async () => {
    server.route('/tweet-result', json(readFixture('x-tombstone.json')));
    server.route('/oembed', json(readFixture('x-oembed.json')));
    const failure = await failureOf(fetchWith());
    expect([failure.kind, failure.retryable]).toEqual(['not_found', false]);
    expect(failure.message).toContain('tombstone');
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to oEmbed for https://twitter.com/i/status/ID when syndication has nothing', async () => {
    server.route('/tweet-result', json({}, 404));
    server.route('/oembed', json(readFixture('x-oembed.json')));
    const post = await fetchWith();
    expect(post.platformData['source']).toBe('oembed');
    expect(new URL(server.requests[1]!, server.origin).searchParams.get('url')).toBe('https://twitter.com/i/status/1757842106423459840');

    server.route('/tweet-result', json({}));
    expect((await fetchWith()).platformData['source']).toBe('oembed');
  });

  it('reports not_found when both answer 404, and unavailable when one of them is down', async () => {
    expect((await failureOf(fetchWith())).kind).toBe('not_found');
    server.route('/tweet-result', json({ error: 'over capacity' }, 503));
    const failure = await failureOf(fetchWith());
    expect([failure.kind, failure.memberMessage]).toEqual(['unavailable', 'X is not answering right now. We will try again shortly.']);
  });
});
