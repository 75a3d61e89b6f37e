// Media kept in an S3-compatible bucket (s3rver on a loopback port) are still served only at the
// server's signed, short-lived /media/<key> addresses: the server streams the object through, with
// its bytes, content type and byte ranges; unsigned and expired addresses are refused; an object
// that is not there is a 404; deleting a post deletes its objects; and a bucket that refuses the
// credentials stops the server at start-up with a message that says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@stash/shared';
import { buildApp } from '../app';
import { createMember, type TestMember } from '../test-support/members';
import { startTestS3Server, type TestS3Server } from '../test-support/s3-server';
import { seedMedia, seedPost } from '../test-support/seed';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';
import { createMediaUrlSigner } from './media-urls';

const KEY = 'post-s3-key-1c2d.jpg';
const PICTURE = Buffer.from(Array.from({ length: 2_000 }, (_, index) => (index * 7) % 256));
let s3: TestS3Server;
let t: TestApp;
let member: TestMember;
let postId: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp(s3.env());
  member = await createMember(t);
  await t.app.services.mediaStorage.put(KEY, PICTURE);
  const post = await seedPost(t.database.db, member.userId, { title: 'Bucket picture', mediaUrl: `/media/${KEY}` });
  postId = post.id;
  await seedMedia(t.database.db, post.id, [{ url: 'https://scontent.cdninstagram.com/v/bucket.jpg', type: 'image', storageKey: KEY }]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const signer = (now = Date.now) => createMediaUrlSigner({ secret: t.signingSecret, ttlSeconds: t.config.limits.mediaUrlTtlSeconds, now });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function objectKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.app.services.mediaStorage.list()) keys.push(file.key);
  return keys;
}

describe('media in an S3-compatible bucket', () => {
  it('keeps the file in the bucket, not in the data dir', async () => {
    expect(t.app.services.mediaStorage.serving.from).toBe('store');
    expect(await objectKeys()).toContain(KEY);
  });

  it('serves the object at the signed address the answers carry: same bytes, its content type', async () => {
    const listed = await t.call('POST', '/api/posts/list', { token: member.accessToken, body: {} });
    const address = listed.json<{ posts: Post[] }>().posts[0]!.media[0]!.cdn_url!;
    expect(address).toMatch(/^\/media\/post-s3-key-1c2d\.jpg\?exp=\d+&sig=[\w-]{32}$/);
    const file = await get(address);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-length']).toBe(String(PICTURE.length));
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload).toEqual(PICTURE);

    const part = await get(address, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${PICTURE.length}`);
    expect(part.rawPayload).toEqual(PICTURE.subarray(10, 20));

    const head = await t.app.inject({ method: 'HEAD', url: address });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.rawPayload.byteLength).toBe(0);

    const again = await get(address, { 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get(address, { range: 'bytes=90000-' })).statusCode).toBe(416);
  });

  it('refuses unsigned, expired and tampered addresses with 403, before reading the bucket', async () => {
    const expired = signer(() => Date.now() - 2 * t.config.limits.mediaUrlTtlSeconds * 1000).signedPath(KEY);
    const good = new URL(signer().signedPath(KEY), 'http://stash.test');
    for (const url of [`/media/${KEY}`, expired, `/media/${KEY}?exp=${good.searchParams.get('exp')}&sig=${'A'.repeat(32)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('answers 404 for a signed address whose object is not in the bucket', async () => {
    const response = await get(signer().signedPath('post-never-stored-0000.jpg'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('deletes the objects of a deleted post', async () => {
    expect((await t.call('DELETE', `/api/posts/${postId}`, { token: member.accessToken })).statusCode).toBe(204);
    expect(await objectKeys()).not.toContain(KEY);
    expect((await get(signer().signedPath(KEY))).statusCode).toBe(404);
  });
});

describe('a bucket that cannot be used', () => {
  it('stops the server at start-up with what to fix, never the secret', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-s3-refused-'));
    const config = testConfig(dataDir, s3.env({ STASH_S3_ACCESS_KEY_ID: 'WRONG-KEY', STASH_S3_SECRET_ACCESS_KEY: 'never-printed-secret' }));
    try {
      // The suite's database: a server that does not start writes nothing to it.
      const started = buildApp({ config, database: t.database, signingSecret: new Uint8Array(32), logger: pino({ level: 'silent' }) });
      const error = await started.then(
        async (app) => {
          await app.close();
          return null;
        },
        (caught: Error) => caught,
      );
      expect(error?.message).toMatch(/^Media storage: the S3 bucket "stash-media" at http:\/\/127\.0\.0\.1:\d+ cannot be used: the store refused the credentials \(InvalidAccessKeyId\); check STASH_S3_ACCESS_KEY_ID and STASH_S3_SECRET_ACCESS_KEY\.$/);
      expect(error?.message).not.toContain('never-printed-secret');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
