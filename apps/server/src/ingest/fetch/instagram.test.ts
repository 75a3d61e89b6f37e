// The Instagram fetcher against a local stand-in serving real-shaped pages and oEmbed answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailure } from './fetched-post';
import { fetchInstagramPost, instagramPostFromPage, parseInstagramDescription } from './instagram';
import { createPlatformClient } from './platform-client';
import type { PostLink } from './platform-links';
import { fixtureIngestConfig, html, json, readFixture, redirect, startFixtureServer } from './test-fixtures/fixture-server';
import type { FixtureServer } from './test-fixtures/fixture-server';

const natgeoPost: PostLink = { platform: 'instagram', kind: 'post', id: 'CPcKnfLrs2A', url: 'https://www.instagram.com/p/CPcKnfLrs2A/' };
const tacoReel: PostLink = { platform: 'instagram', kind: 'post', id: 'C4AbCdEfGhI', url: 'https://www.instagram.com/p/C4AbCdEfGhI/' };
const NATGEO_CAPTION =
  'Photo by @pedromcbride | A brown bear and her cub at "Brooks Falls" in Katmai National Park & Preserve, Alaska.\nFollow @pedromcbride for more. #bears #alaska';

async function failureOf(promise: Promise<unknown>): Promise<FetchFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FetchFailure)) throw new Error(`expected a FetchFailure, got ${String(error)}`);
  return error;
}

describe('parseInstagramDescription', () => {
  it('reads counts, handle, date and a caption with quotes and newlines', () => {
    const parsed = parseInstagramDescription('298K likes, 553 comments - natgeo on May 29, 2021: "He said "hi"\nthen left". ');
    expect(parsed).toEqual({
      likes: 298_000,
      comments: 553,
      handle: 'natgeo',
      postedAt: new Date(Date.UTC(2021, 4, 29)),
      caption: 'He said "hi"\nthen left',
    });
  });

  it('reads a description without the counts part, and large or singular counts', () => {
    expect(parseInstagramDescription('chef.maria_cdmx on March 3, 2024: "Tacos: al pastor - 2am"')).toEqual({
      likes: null,
      comments: null,
      handle: 'chef.maria_cdmx',
      postedAt: new Date(Date.UTC(2024, 2, 3)),
      caption: 'Tacos: al pastor - 2am',
    });
    const counts = parseInstagramDescription('1.2M likes, 1 comment - someone on December 31, 2023: "x"');
    expect([counts?.likes, counts?.comments]).toEqual([1_200_000, 1]);
    expect(parseInstagramDescription('12,345 likes - someone on July 4, 2022: ""')?.likes).toBe(12_345);
  });

  it('gives null for a description in another shape', () => {
    expect(parseInstagramDescription('Create an account or log in to Instagram')).toBeNull();
    expect(parseInstagramDescription('1.234 Mal gefällt das, 5 Kommentare - natgeo am 29. Mai 2021: "Bär"')).toBeNull();
  });
});

describe('instagramPostFromPage', () => {
  it('reads a photo post from its meta tags', () => {
    const post = instagramPostFromPage(readFixture('instagram-post.html'), natgeoPost);
    expect(post).toMatchObject({
      platform: 'instagram',
      canonicalUrl: 'https://www.instagram.com/p/CPcKnfLrs2A/',
      caption: NATGEO_CAPTION,
      fullText: NATGEO_CAPTION,
      title: 'Photo by @pedromcbride | A brown bear and her cub at "Brooks Falls" in Katmai National Park & Preserve, Alaska.',
      authorName: 'National Geographic',
      authorHandle: 'natgeo',
      postedAt: new Date('2021-05-29T00:00:00Z'),
      attachmentType: 'ig_post',
      platformData: { source: 'page', shortcode: 'CPcKnfLrs2A', likes: 298_000, comments: 553, mediaId: '2585437044016794048', ownerUserId: '787132' },
    });
    expect(post.media).toEqual([
      {
        type: 'image',
        url: 'https://scontent-iad3-1.cdninstagram.com/v/t51.2885-15/190806497_318375783116133_8390213617543946374_n.jpg?stp=dst-jpg_e35_s640x640_sh0.08&_nc_ht=scontent-iad3-1.cdninstagram.com&_nc_cat=1&_nc_ohc=QW1q2_3hXq0Q7kNvgE&edm=AOQ1c0wBAAAA&oh=00_AfB9wq8mI2zXg&oe=6650D8F1&_nc_sid=8b3546',
      },
    ]);
  });

  it('reads a reel: the video first, its cover after it', () => {
    const post = instagramPostFromPage(readFixture('instagram-reel.html'), tacoReel);
    expect(post.attachmentType).toBe('ig_reel');
    expect(post.authorName).toBe('Maria Lopez');
    expect(post.authorHandle).toBe('chef.maria.cdmx');
    expect(post.caption).toBe('Tacos al pastor at El Califa de León, San Rafael, CDMX 🌮 open till 2am');
    expect(post.platformData).toMatchObject({ likes: null, comments: null });
    expect(post.media.map((item) => item.type)).toEqual(['video', 'image']);
    expect(post.media[0]!.url).toMatch(/^https:\/\/scontent-lga3-2\.cdninstagram\.com\/o1\/v\/t16\/f1\/m82\/AQN2fake_video_id\.mp4\?/);
  });

  it('tells the login page and the bare app shell from a post', () => {
    expect(() => instagramPostFromPage(readFixture('instagram-login.html'), natgeoPost)).toThrowError(expect.objectContaining({ kind: 'login_wall', retryable: true }));
    expect(() => instagramPostFromPage(readFixture('instagram-app-shell.html'), natgeoPost)).toThrowError(expect.objectContaining({ kind: 'login_wall' }));
  });

  it('reads "Sorry, this page isn\'t available" as a missing post, and a page without tags as unreadable', () => {
    const missing = '<html><head><title>Instagram</title><meta property="og:site_name" content="Instagram"></head><body><h2>Sorry, this page isn&#39;t available.</h2></body></html>';
    expect(() => instagramPostFromPage(missing, natgeoPost)).toThrowError(expect.objectContaining({ kind: 'not_found' }));
    expect(() => instagramPostFromPage('<html><head><title>Something else</title></head></html>', natgeoPost)).toThrowError(
      expect.objectContaining({ kind: 'invalid_response', retryable: false }),
    );
    const profile =
      '<html><head><title>National Geographic (@natgeo) • Instagram photos and videos</title><meta property="og:title" content="National Geographic (&#064;natgeo) &#x2022; Instagram photos and videos" /><meta property="og:description" content="283M Followers, 150 Following, 29K Posts - See Instagram photos and videos from National Geographic (&#064;natgeo)" /><meta property="og:url" content="https://www.instagram.com/natgeo/" /></head></html>';
    expect(() => instagramPostFromPage(profile, natgeoPost)).toThrowError(expect.objectContaining({ kind: 'invalid_response' }));
  });
});

describe('fetchInstagramPost', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer();
  });
  afterEach(() => server.close());

  const fetchWith = (config = fixtureIngestConfig(server), link = natgeoPost) => fetchInstagramPost(createPlatformClient(config.fetch), config, link);

  it('fetches the post page at /p/{code}/ on the configured origin', async () => {
    server.route('/p/CPcKnfLrs2A/', html(readFixture('instagram-post.html')));
    const post = await fetchWith();
    expect(post.authorHandle).toBe('natgeo');
    expect(post.caption).toBe(NATGEO_CAPTION);
    expect(server.requests).toEqual(['/p/CPcKnfLrs2A/']);
  });

  it('reports a redirect to /accounts/login/ as a login wall, whatever the login page says', async () => {
    server.route('/p/CPcKnfLrs2A/', redirect('/accounts/login/?next=%2Fp%2FCPcKnfLrs2A%2F'));
    server.route('/accounts/login/', html(readFixture('instagram-post.html')));
    const failure = await failureOf(fetchWith());
    expect(failure.kind).toBe('login_wall');
    expect(failure.retryable).toBe(true);
    expect(failure.memberMessage).toBe('Instagram asked us to sign in. We will try again shortly.');
  });

  it('reports a login wall met after another redirect', async () => {
    server.route('/p/CPcKnfLrs2A/', redirect('/reel/CPcKnfLrs2A/'));
    server.route('/reel/CPcKnfLrs2A/', redirect('/accounts/login/'));
    expect((await failureOf(fetchWith())).kind).toBe('login_wall');
  });

  it.each([
    [404, 'not_found', false, 'This post is no longer available: it was deleted or made private.'],
    [429, 'unavailable', true, 'Instagram is not answering right now. We will try again shortly.'],
    [503, 'unavailable', true, 'Instagram is not answering right now. We will try again shortly.'],
  ] as const)('maps status %i to %s', async (status, kind, retryable, message) => {
    server.route('/p/CPcKnfLrs2A/', html('<title>error</title>', status));
    const failure = await failureOf(fetchWith());
    expect([failure.kind, failure.retryable, failure.memberMessage]).toEqual([kind, retryable, message]);
  });

  it('reports a page that is not HTML as unreadable', async () => {
    server.route('/p/CPcKnfLrs2A/', json({ status: 'ok' }));
    expect((await failureOf(fetchWith())).kind).toBe('invalid_response');
  });

  it('uses Graph oEmbed when a token is set, without fetching the page', async () => {
    server.route('/v21.0/instagram_oembed', json(readFixture('instagram-oembed.json')));
    const config = fixtureIngestConfig(server, { instagramOembedToken: 'app-id|secret-token' });
    const post = await fetchWith(config);
    expect(post).toMatchObject({
      caption: NATGEO_CAPTION,
      authorHandle: 'natgeo',
      postedAt: new Date('2021-05-29T16:02:11Z'),
      attachmentType: 'ig_post',
      platformData: { source: 'oembed' },
    });
    expect(post.media).toHaveLength(1);
    expect(post.media[0]!.type).toBe('image');
    const query = new URL(server.requests[0]!, server.origin).searchParams;
    expect(query.get('url')).toBe('https://www.instagram.com/p/CPcKnfLrs2A/');
    expect(query.get('access_token')).toBe('app-id|secret-token');
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to the page when oEmbed fails, and never puts the token in a failure', async () => {
    server.route('/v21.0/instagram_oembed', json({ error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } }, 400));
    server.route('/p/CPcKnfLrs2A/', html(readFixture('instagram-post.html')));
    const config = fixtureIngestConfig(server, { instagramOembedToken: 'secret-token' });
    expect((await fetchWith(config)).platformData).toMatchObject({ source: 'page' });

    server.route('/v21.0/instagram_oembed', html('<title>oops</title>'));
    server.route('/p/CPcKnfLrs2A/', html('', 503));
    const failure = await failureOf(fetchWith(config));
    expect(failure.kind).toBe('unavailable');
    expect(`${failure.message} ${failure.memberMessage} ${String(failure.stack)}`).not.toContain('secret-token');
  });
});
