// The TikTok fetcher: oEmbed first, the video page's rehydration JSON when oEmbed falls short.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailure } from './fetched-post';
import { createPlatformClient } from './platform-client';
import type { PostLink } from './platform-links';
import { fixtureIngestConfig, html, json, readFixture, startFixtureServer } from './test-fixtures/fixture-server';
import type { FixtureServer } from './test-fixtures/fixture-server';
import { fetchTikTokPost, postedAtOfTikTokId, tiktokPostFromOembed, tiktokPostFromPage } from './tiktok';

const tacoVideo: PostLink = { platform: 'tiktok', kind: 'post', id: '7234567890123456789', url: 'https://www.tiktok.com/@austinfoodie/video/7234567890123456789' };
const CAPTION = 'Best breakfast tacos in Austin 🌮 Veracruz All Natural on E Cesar Chavez, get the migas #austin #tacos #foodtok';

async function failureOf(promise: Promise<unknown>): Promise<FetchFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FetchFailure)) throw new Error(`expected a FetchFailure, got ${String(error)}`);
  return error;
}

describe('postedAtOfTikTokId', () => {
  it('reads the creation second from the top bits of the id', () => {
    expect(postedAtOfTikTokId('6718335390845095173')?.toISOString()).toBe('2019-07-27T13:32:33.000Z');
    expect(postedAtOfTikTokId('123')).toBeNull();
    expect(postedAtOfTikTokId('9999999999999999999')).toBeNull();
  });
});

describe('TikTok payloads', () => {
  it('reads oEmbed: caption, author, cover and the video id of the embed', () => {
    const post = tiktokPostFromOembed(JSON.parse(readFixture('tiktok-oembed.json')), tacoVideo);
    expect(post).toMatchObject({
      platform: 'tiktok',
      canonicalUrl: tacoVideo.url,
      caption: CAPTION,
      title: CAPTION,
      authorName: 'Austin Foodie',
      authorHandle: 'austinfoodie',
      attachmentType: 'video',
      postedAt: postedAtOfTikTokId('7234567890123456789'),
      platformData: { source: 'oembed', videoId: '7234567890123456789', authorUrl: 'https://www.tiktok.com/@austinfoodie' },
    });
    expect(post?.postedAt?.getUTCFullYear()).toBe(2023);
    expect(post?.media).toEqual([{ type: 'image', url: expect.stringMatching(/^https:\/\/p16-sign-va\.tiktokcdn\.com\/obj\/tos-maliva-p-0068\/.+\.image\?/) }]);
  });

  it('gives null for oEmbed without a cover or an author', () => {
    const full = JSON.parse(readFixture('tiktok-oembed.json')) as Record<string, unknown>;
    expect(tiktokPostFromOembed({ ...full, thumbnail_url: undefined }, tacoVideo)).toBeNull();
    expect(tiktokPostFromOembed({ ...full, author_unique_id: undefined, author_url: undefined }, tacoVideo)).toBeNull();
    expect(tiktokPostFromOembed({ ...full, title: undefined }, tacoVideo)).toBeNull();
    expect(tiktokPostFromOembed('nonsense', tacoVideo)).toBeNull();
  });

  it('reads the rehydration JSON of a video page', () => {
    const post = tiktokPostFromPage(readFixture('tiktok-video-page.html'), tacoVideo);
    expect(post).toMatchObject({
      caption: CAPTION,
      authorName: 'Austin Foodie',
      authorHandle: 'austinfoodie',
      postedAt: new Date(1_684_353_600_000),
      attachmentType: 'video',
      platformData: { source: 'page', videoId: '7234567890123456789', likes: 52_100, comments: 1_304, saves: 9_120, hashtags: ['austin', 'tacos', 'foodtok'] },
    });
    expect(post.media).toEqual([
      {
        type: 'image',
        url: 'https://p16-sign-va.tiktokcdn.com/tos-maliva-p-0068/oQAbCdEfGhIjKlMnOpQrStUvWxYz~tplv-tiktokx-cropcenter:300:400.jpeg?dr=14579&x-expires=1716000000&x-signature=Xy%3D',
      },
    ]);
    expect(String(post.platformData['playAddr'])).toMatch(/^https:\/\/v16-webapp-prime\.tiktok\.com\/video\//);
  });

  it('reads a photo post as its slides', () => {
    const link: PostLink = { platform: 'tiktok', kind: 'post', id: '7301234567890123456', url: 'https://www.tiktok.com/@wanderwithjo/video/7301234567890123456' };
    const post = tiktokPostFromPage(readFixture('tiktok-photo-page.html'), link);
    expect(post.attachmentType).toBe('photo');
    expect(post.title).toBe('3 day Lisbon itinerary 🇵🇹');
    expect(post.media.map((item) => item.url)).toEqual([
      'https://p16-sign-sg.tiktokcdn.com/tos-alisg-i-photomode-sg/slide1~tplv-photomode-image.jpeg?x-expires=1',
      'https://p16-sign-sg.tiktokcdn.com/tos-alisg-i-photomode-sg/slide2~tplv-photomode-image.jpeg?x-expires=1',
    ]);
  });

  it('reads statusCode 10204 or a missing itemStruct as a gone video, and a page without the script as unreadable', () => {
    expect(() => tiktokPostFromPage(readFixture('tiktok-gone-page.html'), tacoVideo)).toThrowError(expect.objectContaining({ kind: 'not_found' }));
    const noItem = '<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">{"__DEFAULT_SCOPE__":{"webapp.video-detail":{"statusCode":0}}}</script>';
    expect(() => tiktokPostFromPage(noItem, tacoVideo)).toThrowError(expect.objectContaining({ kind: 'not_found' }));
    expect(() => tiktokPostFromPage('<html><body>Verify to continue</body></html>', tacoVideo)).toThrowError(expect.objectContaining({ kind: 'invalid_response' }));
  });
});

describe('fetchTikTokPost', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer();
  });
  afterEach(() => server.close());

  const fetchWith = (link = tacoVideo) => {
    const config = fixtureIngestConfig(server);
    return fetchTikTokPost(createPlatformClient(config.fetch), config, link);
  };

  it('asks oEmbed with the canonical link and stops there when it is complete', async () => {
    server.route('/oembed', json(readFixture('tiktok-oembed.json')));
    const post = await fetchWith();
    expect(post.platformData['source']).toBe('oembed');
    expect(server.requests).toHaveLength(1);
    expect(new URL(server.requests[0]!, server.origin).searchParams.get('url')).toBe(tacoVideo.url);
  });

  it('falls back to the video page when oEmbed refuses or is incomplete', async () => {
    server.route('/oembed', json({ code: 400, message: 'Something went wrong', data: {} }, 400));
    server.route('/@austinfoodie/video/7234567890123456789', html(readFixture('tiktok-video-page.html')));
    expect((await fetchWith()).platformData['source']).toBe('page');
    expect(server.requests.map((request) => new URL(request, server.origin).pathname)).toEqual(['/oembed', '/@austinfoodie/video/7234567890123456789']);

    const withoutCover = { ...(JSON.parse(readFixture('tiktok-oembed.json')) as object), thumbnail_url: '' };
    server.route('/oembed', json(withoutCover));
    expect((await fetchWith()).platformData['source']).toBe('page');
  });

  it('reports a gone video when the page says so, although oEmbed was only unavailable', async () => {
    server.route('/oembed', json({}, 500));
    server.route('/@austinfoodie/video/7234567890123456789', html(readFixture('tiktok-gone-page.html')));
    const failure = await failureOf(fetchWith());
    expect(failure.kind).toBe('not_found');
    expect(failure.memberMessage).toBe('This post is no longer available: it was deleted or made private.');
  });

  it('reports TikTok as unavailable when the page fails after a refused oEmbed', async () => {
    server.route('/oembed', json({ code: 400 }, 400));
    server.route('/@austinfoodie/video/7234567890123456789', html('', 502));
    const failure = await failureOf(fetchWith());
    expect([failure.kind, failure.retryable, failure.memberMessage]).toEqual(['unavailable', true, 'TikTok is not answering right now. We will try again shortly.']);
  });

  it('reports not_found when both answer 404', async () => {
    expect((await failureOf(fetchWith())).kind).toBe('not_found');
  });
});
