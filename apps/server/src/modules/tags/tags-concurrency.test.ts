// Tagging at the same moment from several requests (two tabs, two API processes): every call
// answers, and each tag's count of posts stays right. Setting a post's tags used to lock the tags
// FOR SHARE and then update them through the link-count trigger: two calls sharing tags each held
// the share lock the other's update waited for, and PostgreSQL ended one as a deadlock (500; found
// by `npm run chaos`'s mixed load). PGlite has one connection, so calls cannot overlap there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { createMember, type TestMember } from '../../test-support/members';
import { seedPost, seedTag } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';

if (testDatabaseKind === 'pglite') console.info('tags-concurrency.test: runs on PostgreSQL only (PGlite has one connection: calls never overlap)');

const POSTS = 12;
const TAGS = 6;
const ROUNDS = 4;

describe.runIf(testDatabaseKind === 'postgres')('concurrent tagging (PostgreSQL)', () => {
  let t: TestApp;
  let ana: TestMember;
  let postIds: string[];
  let tagIds: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ana = await createMember(t);
    postIds = [];
    for (let index = 0; index < POSTS; index++) postIds.push((await seedPost(t.database.db, ana.userId, { title: `Post ${index}` })).id);
    tagIds = [];
    for (let index = 0; index < TAGS; index++) tagIds.push((await seedTag(t.database.db, ana.userId, `tag ${index}`)).id);
  });
  afterAll(() => t.close());

  it('sets tags on many posts at once, the same tags in different orders, without a failed call', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const calls = postIds.map((postId, index) => {
        // Overlapping sets, named in opposite orders by neighbouring calls.
        const chosen = [tagIds[(index + round) % TAGS]!, tagIds[(index + round + 1) % TAGS]!, tagIds[(index + round + 3) % TAGS]!];
        return t.call('PUT', `/api/tags/post/${postId}`, { token: ana.accessToken, body: { tagIds: index % 2 ? chosen.reverse() : chosen } });
      });
      statuses.push(...(await Promise.all(calls)).map((response) => response.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const miscounted = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT t.id FROM tags t WHERE t.post_count <> (SELECT count(*) FROM post_tags pt WHERE pt.tag_id = t.id)`,
    );
    expect(miscounted).toEqual([]);
  });
});
