// Stored media only at signed, short-lived addresses: answers carry them, the files answer them,
// anything else (unsigned, expired, tampered, another file's signature) is refused, and the
// request log never shows a media key or signature.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@stash/shared';
import { createMember, type TestMember } from '../test-support/members';
import { seedMedia, seedPost } from '../test-support/seed';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createMediaUrlSigner } from './media-urls';

const KEY = 'post-secret-key-7f3a.jpg';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]);
let t: TestApp;
let member: TestMember;
const log: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  t = await createTestApp({}, { logStream: stream });
  member = await createMember(t);
  fs.writeFileSync(path.join(t.config.dataDir, 'media', KEY), JPEG);
  const post = await seedPost(t.database.db, member.userId, { title: 'Café de Flore ☕', mediaUrl: `/media/${KEY}` });
  await seedMedia(t.database.db, post.id, [{ url: 'https://scontent.cdninstagram.com/v/flore.jpg', type: 'image', storageKey: KEY }]);
});
afterAll(() => t.close());

const signer = (now = Date.now) => createMediaUrlSigner({ secret: t.signingSecret, ttlSeconds: t.config.limits.mediaUrlTtlSeconds, now });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('signed media addresses', () => {
  it('gives signed addresses in the answers, which serve the file', async () => {
    const listed = await t.call('POST', '/api/posts/list', { token: member.accessToken, body: {} });
    const [post] = listed.json<{ posts: Post[] }>().posts;
    expect(post!.title).toBe('Café de Flore ☕');
    const address = post!.media[0]!.cdn_url!;
    expect(address).toMatch(new RegExp(`^/media/${KEY.replace(/\./g, '\\.')}\\?exp=\\d+&sig=[\\w-]{32}$`));
    expect(post!.media_url).toBe(address);
    // The platform's own address is left as it is.
    expect(post!.media[0]!.url).toBe('https://scontent.cdninstagram.com/v/flore.jpg');
    const file = await get(address);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(JPEG);
    // Good for a few hours, not for good.
    const expiresIn = Number(new URL(address, 'http://stash.test').searchParams.get('exp')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(t.config.limits.mediaUrlTtlSeconds * 0.7);
    expect(expiresIn).toBeLessThanOrEqual(t.config.limits.mediaUrlTtlSeconds);
  });

  it('refuses unsigned, expired, tampered and borrowed addresses with 403', async () => {
    const good = new URL(signer().signedPath(KEY), 'http://stash.test');
    const exp = good.searchParams.get('exp')!;
    const sig = good.searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const otherSecret = createMediaUrlSigner({ secret: new TextEncoder().encode('another-server'), ttlSeconds: 3_600 }).signedPath(KEY);
    const ttlMs = t.config.limits.mediaUrlTtlSeconds * 1000;
    const expired = signer(() => Date.now() - 2 * ttlMs).signedPath(KEY);
    const borrowed = signer().signedPath('another-file.jpg').replace('another-file.jpg', KEY);
    for (const url of [
      `/media/${KEY}`,
      `/media/${KEY}?exp=${exp}`,
      `/media/${KEY}?exp=${exp}&sig=${flipped}`,
      `/media/${KEY}?exp=${Number(exp) + 3_600}&sig=${sig}`,
      expired,
      borrowed,
      otherSecret,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('never writes a media key or signature to the request log', async () => {
    const address = signer().signedPath(KEY);
    expect((await get(address)).statusCode).toBe(200);
    expect((await get(`/media/${KEY}`)).statusCode).toBe(403);
    const written = log.join('');
    expect(written).toContain('/media/[redacted]');
    expect(written).not.toContain(KEY);
    expect(written).not.toContain(new URL(address, 'http://stash.test').searchParams.get('sig')!);
  });
});

describe('createMediaUrlSigner', () => {
  const secret = new TextEncoder().encode('test-secret');

  it('keeps an address the same within a step, so the browser reuses its copy', () => {
    const at = Date.UTC(2025, 0, 1, 10, 5);
    const first = createMediaUrlSigner({ secret, ttlSeconds: 4 * 3600, now: () => at }).signedPath('a.jpg');
    const later = createMediaUrlSigner({ secret, ttlSeconds: 4 * 3600, now: () => at + 40 * 60_000 }).signedPath('a.jpg');
    const nextHour = createMediaUrlSigner({ secret, ttlSeconds: 4 * 3600, now: () => at + 60 * 60_000 }).signedPath('a.jpg');
    expect(later).toBe(first);
    expect(nextHour).not.toBe(first);
  });

  it('signs only string values that are exactly a media address, leaving every other byte as it was', () => {
    const signing = createMediaUrlSigner({ secret, ttlSeconds: 3_600, now: () => 0 });
    const json = JSON.stringify({ a: '/media/x.jpg', b: 'https://pbs.twimg.com/media/x.jpg', c: 'see "/media/x.jpg"', d: 'ünïcode ☕ /media/', e: ['/media/y.png'] });
    const signed = JSON.parse(signing.signJson(Buffer.from(json)).toString('utf8'));
    expect(signed.a).toBe(signing.signedPath('x.jpg'));
    expect(signed.e[0]).toBe(signing.signedPath('y.png'));
    expect([signed.b, signed.c, signed.d]).toEqual(['https://pbs.twimg.com/media/x.jpg', 'see "/media/x.jpg"', 'ünïcode ☕ /media/']);
    const plain = Buffer.from('{"a":1}');
    expect(signing.signJson(plain)).toBe(plain);
  });

  it('signs a kept answer once per step, and again with the next step', () => {
    let at = Date.UTC(2025, 0, 1, 10, 5);
    const signing = createMediaUrlSigner({ secret, ttlSeconds: 4 * 3600, now: () => at });
    const kept = Buffer.from(JSON.stringify({ media: ['/media/k.jpg'] }));
    const first = signing.signJson(kept);
    expect(signing.signJson(kept)).toBe(first);
    // The same text in another buffer (an answer made afresh) is signed alike.
    expect(signing.signJson(Buffer.from(kept)).equals(first)).toBe(true);
    at += 60 * 60_000;
    const nextStep = signing.signJson(kept);
    expect(nextStep).not.toBe(first);
    expect(JSON.parse(nextStep.toString('utf8')).media[0]).toBe(signing.signedPath('k.jpg'));
    expect(signing.signedPath('k.jpg')).not.toBe(JSON.parse(first.toString('utf8')).media[0]);
  });
});
