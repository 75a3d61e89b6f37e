// The fetch stage's entry point: short links resolved by their one redirect, dispatch by platform,
// and outbound errors turned into member-readable failures.
import { parseSaveLink } from '@stash/shared';
import type { CanonicalLink } from '@stash/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailure } from './fetched-post';
import { createPostFetcher } from './post-fetcher';
import { fixtureIngestConfig, html, json, readFixture, redirect, startFixtureServer } from './test-fixtures/fixture-server';
import type { FixtureServer } from './test-fixtures/fixture-server';

function linkOf(input: string): CanonicalLink {
  const parsed = parseSaveLink(input);
  if (!parsed.ok) throw new Error(`not a save link: ${input}`);
  return parsed.link;
}

async function failureOf(promise: Promise<unknown>): Promise<FetchFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FetchFailure)) throw new Error(`expected a FetchFailure, got ${String(error)}`);
  return error;
}

describe('createPostFetcher', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer();
  });
  afterEach(() => server.close());

  const fetcher = (overrides = {}) => createPostFetcher(fixtureIngestConfig(server, overrides));

  it('dispatches each platform to its own source', async () => {
    server.route('/p/CPcKnfLrs2A/', html(readFixture('instagram-post.html')));
    server.route('/oembed', (request, response) => {
      const isTikTok = new URL(request.url ?? '/', server.origin).searchParams.get('url')?.includes('tiktok.com');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(readFixture(isTikTok ? 'tiktok-oembed.json' : 'x-oembed.json'));
    });
    server.route('/tweet-result', json(readFixture('x-tweet-photo.json')));
    const instagram = await fetcher().fetchPost(linkOf('https://www.instagram.com/reel/CPcKnfLrs2A/?igsh=abc'));
    const tiktok = await fetcher().fetchPost(linkOf('https://www.tiktok.com/@AustinFoodie/video/7234567890123456789?is_from_webapp=1'));
    const x = await fetcher().fetchPost(linkOf('https://twitter.com/nycpizzaguy/status/1757842106423459840?s=20'));
    expect([instagram.platform, instagram.canonicalUrl, instagram.authorHandle]).toEqual(['instagram', 'https://www.instagram.com/p/CPcKnfLrs2A/', 'natgeo']);
    expect([tiktok.platform, tiktok.canonicalUrl, tiktok.authorHandle]).toEqual(['tiktok', 'https://www.tiktok.com/@austinfoodie/video/7234567890123456789', 'austinfoodie']);
    expect([x.platform, x.canonicalUrl, x.authorHandle]).toEqual(['x', 'https://x.com/i/status/1757842106423459840', 'nycpizzaguy']);
  });

  it('resolves a vm.tiktok.com short link on the short-link origin, without following it', async () => {
    server.route('/ZMabc123/', redirect('https://www.tiktok.com/@austinfoodie/video/7234567890123456789?_t=8mXyz&_r=1', 301));
    server.route('/oembed', json(readFixture('tiktok-oembed.json')));
    const post = await fetcher().fetchPost(linkOf('https://vm.tiktok.com/ZMabc123/'));
    expect(post.canonicalUrl).toBe('https://www.tiktok.com/@austinfoodie/video/7234567890123456789');
    expect(post.caption).toMatch(/^Best breakfast tacos in Austin/);
    expect(server.requests[0]).toBe('/ZMabc123/');
    expect(new URL(server.requests[1]!, server.origin).searchParams.get('url')).toBe('https://www.tiktok.com/@austinfoodie/video/7234567890123456789');
  });

  it('resolves tiktok.com/t/ and instagram.com/share/ links, reading a relative Location against the platform', async () => {
    server.route('/t/ZT8abc/', redirect('/@austinfoodie/video/7234567890123456789?_r=1'));
    server.route('/oembed', json(readFixture('tiktok-oembed.json')));
    expect((await fetcher().fetchPost(linkOf('https://www.tiktok.com/t/ZT8abc/'))).canonicalUrl).toBe('https://www.tiktok.com/@austinfoodie/video/7234567890123456789');

    server.route('/share/reel/BAxyz123/', redirect('https://www.instagram.com/reel/C4AbCdEfGhI/?igsh=MTc4MmM1YmI2Ng%3D%3D'));
    server.route('/p/C4AbCdEfGhI/', html(readFixture('instagram-reel.html')));
    const reel = await fetcher().fetchPost({ platform: 'instagram', kind: 'short', url: 'https://www.instagram.com/share/reel/BAxyz123/' });
    expect([reel.canonicalUrl, reel.attachmentType]).toEqual(['https://www.instagram.com/p/C4AbCdEfGhI/', 'ig_reel']);

    server.route('/share/BAshort9/', redirect('/p/C4AbCdEfGhI/'));
    const viaParsedLink = await fetcher().fetchPost(linkOf('https://www.instagram.com/share/BAshort9'));
    expect(viaParsedLink.canonicalUrl).toBe('https://www.instagram.com/p/C4AbCdEfGhI/');
  });

  it('resolves an id-only TikTok link (tiktokv.com/share/video/{id} from a data export) by the redirect TikTok gives /@/video/{id}', async () => {
    server.route('/@/video/7234567890123456789', redirect('https://www.tiktok.com/@AustinFoodie/video/7234567890123456789', 302));
    server.route('/oembed', json(readFixture('tiktok-oembed.json')));
    const post = await fetcher().fetchPost(linkOf('https://www.tiktokv.com/share/video/7234567890123456789/'));
    expect([post.canonicalUrl, post.authorHandle]).toEqual(['https://www.tiktok.com/@austinfoodie/video/7234567890123456789', 'austinfoodie']);
    expect(server.requests[0]).toBe('/@/video/7234567890123456789');
    expect(new URL(server.requests[1]!, server.origin).searchParams.get('url')).toBe('https://www.tiktok.com/@austinfoodie/video/7234567890123456789');

    const old = await fetcher().fetchPost(linkOf('https://m.tiktok.com/v/7234567890123456789.html?u_code=abc'));
    expect(old.canonicalUrl).toBe('https://www.tiktok.com/@austinfoodie/video/7234567890123456789');
    expect(server.requests[2]).toBe('/@/video/7234567890123456789');

    // A video TikTok does not know has no full address to send us to.
    expect((await failureOf(fetcher().fetchPost(linkOf('https://www.tiktokv.com/share/video/7000000000000000001/')))).kind).toBe('not_found');
    server.route('/@/video/7000000000000000002', redirect('/@/video/7000000000000000002'));
    expect((await failureOf(fetcher().fetchPost(linkOf('https://www.tiktokv.com/share/video/7000000000000000002')))).kind).toBe('invalid_response');
  });

  it('refuses a short link that leads to another platform or site, or to a page that is not a post', async () => {
    server.route('/ZMother/', redirect('https://x.com/someone/status/123456789'));
    expect((await failureOf(fetcher().fetchPost(linkOf('https://vm.tiktok.com/ZMother/')))).kind).toBe('blocked');
    server.route('/ZMevil/', redirect('http://169.254.169.254/latest/meta-data/'));
    const blocked = await failureOf(fetcher().fetchPost(linkOf('https://vm.tiktok.com/ZMevil/')));
    expect([blocked.kind, blocked.memberMessage]).toEqual(['blocked', 'This link points somewhere Stash cannot open.']);
    server.route('/ZMhome/', redirect('https://www.tiktok.com/foryou'));
    expect((await failureOf(fetcher().fetchPost(linkOf('https://vm.tiktok.com/ZMhome/')))).kind).toBe('invalid_response');
    // None of these redirects was followed.
    expect(server.requests).toEqual(['/ZMother/', '/ZMevil/', '/ZMhome/']);
  });

  it('reads an Instagram share link that redirects to the login page as a login wall, and a missing one as not found', async () => {
    server.route('/share/BAlogin1/', redirect('https://www.instagram.com/accounts/login/?next=%2Fshare%2FBAlogin1%2F'));
    expect((await failureOf(fetcher().fetchPost(linkOf('https://www.instagram.com/share/BAlogin1/')))).kind).toBe('login_wall');
    expect((await failureOf(fetcher().fetchPost(linkOf('https://www.instagram.com/share/BAgone11/')))).kind).toBe('not_found');
    expect(server.requests).toEqual(['/share/BAlogin1/', '/share/BAgone11/']);
  });

  it('refuses every platform request when the configured origin is not let through the SSRF guard', async () => {
    server.route('/tweet-result', json(readFixture('x-tweet-photo.json')));
    const config = fixtureIngestConfig(server);
    const guarded = createPostFetcher({ ...config, fetch: { ...config.fetch, allowHosts: [] } });
    const failure = await failureOf(guarded.fetchPost(linkOf('https://x.com/nycpizzaguy/status/1757842106423459840')));
    expect([failure.kind, failure.retryable]).toEqual(['blocked', false]);
    expect(server.requests).toEqual([]);
  });

  it('maps limits onto failures: a slow answer is unavailable, a big one too_large', async () => {
    server.route('/p/SLOWpost1/', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head>');
    });
    const config = fixtureIngestConfig(server);
    const slow = await failureOf(createPostFetcher({ ...config, fetch: { ...config.fetch, timeoutMs: 200 } }).fetchPost(linkOf('https://www.instagram.com/p/SLOWpost1/')));
    expect([slow.kind, slow.retryable]).toEqual(['unavailable', true]);

    server.route('/p/BIGpost11/', html(`<html><head>${'<meta name="x" content="y">'.repeat(2_000)}</head></html>`));
    const big = await failureOf(createPostFetcher({ ...config, fetch: { ...config.fetch, maxBytes: 4_096 } }).fetchPost(linkOf('https://www.instagram.com/p/BIGpost11/')));
    expect([big.kind, big.retryable, big.memberMessage]).toEqual(['too_large', false, 'This post is too large for Stash to read.']);
  });
});
