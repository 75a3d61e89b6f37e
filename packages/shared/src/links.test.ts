import { describe, expect, it } from 'vitest';
import { parseSaveLink, platformOfHost, SAVE_LINK_MESSAGES } from './links';

const canonical = (input: string) => {
  const result = parseSaveLink(input);
  if (!result.ok) throw new Error(`refused ${input}: ${result.message}`);
  return result.link;
};

describe('parseSaveLink', () => {
  it.each([
    ['https://www.instagram.com/p/C8xYz12AbCd/', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['https://instagram.com/reel/C8xYz12AbCd?igsh=MTc4MmM1YmI2Ng==', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['https://www.instagram.com/reels/C8xYz12AbCd/?utm_source=ig_web_copy_link&igshid=abc', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['http://m.instagram.com/tv/C8xYz12AbCd/', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['https://www.instagram.com/natgeo/p/C8xYz12AbCd/', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['instagram.com/p/C8xYz12AbCd', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['https://www.tiktok.com/@CookingWithLynja/video/7301234567890123456?is_from_webapp=1&sender_device=pc', 'https://www.tiktok.com/@cookingwithlynja/video/7301234567890123456'],
    ['https://m.tiktok.com/@lynja/photo/7301234567890123456', 'https://www.tiktok.com/@lynja/video/7301234567890123456'],
    ['https://twitter.com/nytimes/status/1790123456789012345?s=20&t=abc', 'https://x.com/i/status/1790123456789012345'],
    ['https://mobile.twitter.com/nytimes/status/1790123456789012345', 'https://x.com/i/status/1790123456789012345'],
    ['https://x.com/i/web/status/1790123456789012345', 'https://x.com/i/status/1790123456789012345'],
    ['https://x.com/nytimes/status/1790123456789012345/photo/1', 'https://x.com/i/status/1790123456789012345'],
    ['  https://WWW.X.COM/nytimes/status/1790123456789012345  ', 'https://x.com/i/status/1790123456789012345'],
  ])('reads %s as one post', (input, url) => {
    const link = canonical(input);
    expect(link.kind).toBe('post');
    expect(link.url).toBe(url);
  });

  it('gives the platform and the post id', () => {
    expect(canonical('https://www.instagram.com/reel/C8xYz12AbCd/')).toMatchObject({ platform: 'instagram', id: 'C8xYz12AbCd' });
    expect(canonical('https://www.tiktok.com/@a/video/7301234567890123456')).toMatchObject({ platform: 'tiktok', id: '7301234567890123456' });
    expect(canonical('https://twitter.com/a/status/42')).toMatchObject({ platform: 'x', id: '42' });
  });

  it.each([
    ['https://vm.tiktok.com/ZMhKq3xYz/', 'https://vm.tiktok.com/ZMhKq3xYz/'],
    ['https://vt.tiktok.com/ZSabc123/?k=1', 'https://vt.tiktok.com/ZSabc123/'],
    ['https://www.tiktok.com/t/ZTRabc123/', 'https://www.tiktok.com/t/ZTRabc123/'],
    ['https://www.instagram.com/share/BAxyz123?igsh=x', 'https://www.instagram.com/share/BAxyz123/'],
    ['https://www.instagram.com/share/reel/BAxyz123/', 'https://www.instagram.com/share/reel/BAxyz123/'],
    ['https://www.instagram.com/share/p/BAxyz123/', 'https://www.instagram.com/share/p/BAxyz123/'],
  ])('keeps the short link %s for the fetch to resolve', (input, url) => {
    expect(canonical(input)).toEqual({ platform: expect.any(String), kind: 'short', url });
  });

  it.each([
    ['https://www.tiktokv.com/share/video/7301234567890123456/', '7301234567890123456'],
    ['https://www.tiktokv.com/share/video/7301234567890123456', '7301234567890123456'],
    ['https://tiktokv.com/share/video/7301234567890123456/?u_code=abc&preview_pb=0', '7301234567890123456'],
    ['www.tiktokv.com/share/video/7301234567890123456?k=1', '7301234567890123456'],
    ['https://m.tiktok.com/v/7301234567890123456.html', '7301234567890123456'],
    ['https://m.tiktok.com/v/7301234567890123456.html?u_code=abc&share_item_id=1', '7301234567890123456'],
    ['https://www.tiktok.com/@/video/7301234567890123456', '7301234567890123456'],
  ])('reads the id-only TikTok link %s as a link TikTok resolves to its author', (input, id) => {
    expect(canonical(input)).toEqual({ platform: 'tiktok', kind: 'short', url: `https://www.tiktok.com/@/video/${id}` });
  });

  it('gives an id-only TikTok link a canonical form that reads as itself', () => {
    const link = canonical('https://www.tiktokv.com/share/video/7301234567890123456/');
    expect(canonical(link.url)).toEqual(link);
  });

  it.each([
    'https://www.tiktokv.com/share/user/6812345678901234567/',
    'https://www.tiktokv.com/share/video/',
    'https://www.tiktokv.com/share/video/abc123/',
    'https://www.tiktokv.com/video/7301234567890123456/',
    'https://www.tiktokv.com/share/video/7301234567890123456/extra',
    'https://www.tiktokv.com/@lynja/video/7301234567890123456',
    'https://m.tiktok.com/v/7301234567890123456',
    'https://m.tiktok.com/v/7301234567890123456.htm',
    'https://m.tiktok.com/v/abc.html',
    'https://www.tiktok.com/@/video/',
    'https://vm.tiktok.com/v/7301234567890123456.html',
  ])('refuses %s as not one post', (input) => {
    expect(parseSaveLink(input)).toEqual({ ok: false, message: SAVE_LINK_MESSAGES.notAPost });
  });

  it.each(['https://tiktokv.com.evil.example/share/video/7301234567890123456/', 'https://m.tiktokv.com/share/video/7301234567890123456/', 'https://eviltiktokv.com/share/video/7301234567890123456/'])(
    'refuses %s as not from the three platforms',
    (input) => {
      expect(parseSaveLink(input)).toEqual({ ok: false, message: SAVE_LINK_MESSAGES.unsupportedHost });
    },
  );

  it.each(['', '   ', '\n\t'])('asks for a link when given %j', (input) => {
    expect(parseSaveLink(input)).toEqual({ ok: false, message: SAVE_LINK_MESSAGES.empty });
  });

  it.each([
    'https://www.facebook.com/reel/123',
    'https://instagram.com.evil.example/p/abc/',
    'https://evil.example/instagram.com/p/abc/',
    'https://user:pass@instagram.com/p/abc/',
    'https://instagram.com:8443/p/abc/',
    'ftp://instagram.com/p/abc/',
    'javascript:alert(1)',
    'not a link at all',
    'https://t.co/abc',
  ])('refuses %s as not from the three platforms', (input) => {
    expect(parseSaveLink(input)).toEqual({ ok: false, message: SAVE_LINK_MESSAGES.unsupportedHost });
  });

  it.each(['https://www.instagram.com/natgeo/', 'https://www.tiktok.com/@lynja', 'https://x.com/home', 'https://x.com/nytimes', 'https://www.instagram.com/explore/'])(
    'refuses %s as not one post',
    (input) => {
      expect(parseSaveLink(input)).toEqual({ ok: false, message: SAVE_LINK_MESSAGES.notAPost });
    },
  );
});

describe('platformOfHost', () => {
  it.each([
    ['www.instagram.com', 'instagram'],
    ['m.instagram.com', 'instagram'],
    ['mobile.twitter.com', 'x'],
    ['x.com', 'x'],
    ['vm.tiktok.com', 'tiktok'],
    ['vt.tiktok.com', 'tiktok'],
    ['tiktok.com.', 'tiktok'],
    ['www.tiktokv.com', 'tiktok'],
    ['tiktokv.com', 'tiktok'],
    ['evilinstagram.com', null],
    ['www.www.instagram.com', null],
  ])('%s is %s', (host, platform) => {
    expect(platformOfHost(host)).toBe(platform);
  });
});
