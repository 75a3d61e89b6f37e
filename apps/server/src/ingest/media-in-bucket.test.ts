// The pipeline with its media in an S3-compatible bucket (s3rver on a loopback port): a saved post
// ends organised with its pictures stored as objects and served through the signed addresses, and
// the sweeper's orphan cleanup removes an object no row names once it is past the grace period,
// while the objects the post's rows name stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Post } from '@stash/shared';
import { queryRows } from '../db/query-rows';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { startTestS3Server, type TestS3Server } from '../test-support/s3-server';
import { removeOrphanMedia } from './orphan-media';

let s3: TestS3Server;
let h: IngestHarness;
let member: TestMember;

beforeAll(async () => {
  s3 = await startTestS3Server();
  h = await createIngestHarness({ env: s3.env({ STASH_SWEEP_INTERVAL_MINUTES: '0', STASH_ORPHAN_MEDIA_GRACE_MINUTES: '60' }) });
  member = await createMember(h.t);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of h.deps.mediaStorage.list()) keys.push(file.key);
  return keys.sort();
}

describe('media in an S3-compatible bucket, through the pipeline', () => {
  let postId: string;
  let recordedKeys: string[];

  it('saves a post end to end with its media stored in the bucket and served at signed addresses', async () => {
    const saved = await h.t.call('POST', '/api/ios-share/saves', { token: member.accessToken, body: { url: h.fixtures.corpus.post('ig-lilia-williamsburg').link } });
    expect(saved.statusCode).toBe(202);
    postId = saved.json<{ id: string }>().id;
    expect((await h.settled(postId))?.status).toBe('organised');

    const rows = await queryRows<{ storage_key: string }>(h.t.database.db, sql`SELECT storage_key FROM media WHERE post_id = ${postId} AND storage_key IS NOT NULL`);
    recordedKeys = rows.map((row) => row.storage_key).sort();
    expect(recordedKeys.length).toBeGreaterThan(0);
    expect(await bucketKeys()).toEqual(recordedKeys);

    const got = await h.t.call('POST', '/api/posts/get', { token: member.accessToken, body: { id: postId } });
    const media = got.json<{ post: Post }>().post.media.filter((item) => item.cdn_url);
    expect(media.length).toBe(recordedKeys.length);
    for (const item of media) {
      const file = await h.t.app.inject({ method: 'GET', url: item.cdn_url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^(image|video)\//);
      expect(file.rawPayload.byteLength).toBeGreaterThan(100);
    }
  }, 60_000);

  it('removes an unrecorded object once past the grace period, and keeps the recorded ones', async () => {
    const orphan = `${postId}-9-deadbeef.jpg`;
    await h.deps.mediaStorage.put(orphan, new Uint8Array([1, 2, 3]));
    // Just written: it may belong to a save in progress, so it stays.
    expect(await removeOrphanMedia(h.deps)).toEqual({ removed: 0 });
    expect(await bucketKeys()).toContain(orphan);

    const afterGrace = new Date(Date.now() + 61 * 60_000);
    expect(await removeOrphanMedia(h.deps, afterGrace)).toEqual({ removed: 1 });
    expect(await bucketKeys()).toEqual(recordedKeys);
  });
});
