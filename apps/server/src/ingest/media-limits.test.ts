// The media limits in the pipeline: items past the per-post cap are not kept, and a member whose
// media quota is used up gets their posts organised from the text, the media rows saying why.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@stash/shared';
import { queryRows } from '../db/query-rows';
import { media } from '../db/schema';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { seedPost } from '../test-support/seed';
import { testDatabaseKind } from '../test-support/test-database';
import { QUOTA_SKIP_REASON } from './media-quota';

const QUOTA_BYTES = 1024 * 1024;
let h: IngestHarness;

beforeAll(async () => {
  h = await createIngestHarness({ env: { STASH_MEDIA_MAX_ITEMS_PER_POST: '1', STASH_MEDIA_QUOTA_MB: '1' } });
}, 60_000);
afterAll(() => h?.close());

/** Stored media bytes the member already has (a post of theirs with one stored file of `bytes`). */
async function alreadyStored(member: TestMember, bytes: number) {
  const post = await seedPost(h.t.database.db, member.userId);
  await h.t.database.db.insert(media).values({ postId: post.id, position: 0, type: 'image', originalUrl: 'https://example.com/a.jpg', storageKey: `${post.id}-0.jpg`, byteSize: bytes });
}

async function saveAndSettle(member: TestMember, key: string): Promise<Post> {
  const row = await h.settled(await h.save(member, key));
  expect(row?.status).toBe('organised');
  const got = await h.t.call('POST', '/api/posts/get', { token: member.accessToken, body: { id: row!.id } });
  return got.json<{ post: Post }>().post;
}

const skipReasons = (postId: string) => queryRows<{ skipped_reason: string | null; storage_key: string | null }>(h.t.database.db, sql`SELECT skipped_reason, storage_key FROM media WHERE post_id = ${postId} ORDER BY position`);

describe(`media limits on ${testDatabaseKind}`, () => {
  it('keeps only the first items of a post up to the cap', async () => {
    const member = await createMember(h.t, { email: 'cap@stash.test' });
    expect(h.fixtures.corpus.post('x-tartine-sf').media.length).toBeGreaterThan(1);
    const post = await saveAndSettle(member, 'x-tartine-sf');
    expect(post.media).toHaveLength(1);
    expect(post.media[0]!.cdn_url).toMatch(/^\/media\//);
  });

  it('downloads nothing once the quota is used up, and organises the post from its text', async () => {
    const member = await createMember(h.t, { email: 'full@stash.test' });
    await alreadyStored(member, QUOTA_BYTES);
    const post = await saveAndSettle(member, 'x-tartine-sf');
    expect(post.title).toBeTruthy();
    expect(post.media.map((item) => item.cdn_url)).toEqual([null]);
    expect(await skipReasons(post.id)).toEqual([{ skipped_reason: QUOTA_SKIP_REASON, storage_key: null }]);
    const usage = (await h.t.call('GET', '/api/profile', { token: member.accessToken })).json().usage;
    expect(usage).toMatchObject({ media_bytes: QUOTA_BYTES, media_bytes_quota: QUOTA_BYTES });
  });

  it('leaves a file larger than what is left of the quota as a link', async () => {
    const member = await createMember(h.t, { email: 'nearly@stash.test' });
    await alreadyStored(member, QUOTA_BYTES - 10);
    const post = await saveAndSettle(member, 'x-tartine-sf');
    expect(post.media.map((item) => item.cdn_url)).toEqual([null]);
    expect(await skipReasons(post.id)).toEqual([{ skipped_reason: QUOTA_SKIP_REASON, storage_key: null }]);
  });
});
