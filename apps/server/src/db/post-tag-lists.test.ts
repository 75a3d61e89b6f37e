// A post's tags as its answers show them (post_tag_lists, kept by triggers in migration 0040) must
// equal its links after every kind of tag write: each step below goes through the app's own calls,
// then compares every kept list with one made afresh, and the feed with what it shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './query-rows';
import { MIGRATION_CHAIN_TIMEOUT_MS, pgliteBefore } from '../test-support/migrations-before';
import { createMember, type TestMember } from '../test-support/members';
import { seedPost } from '../test-support/seed';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

let t: TestApp;
let ana: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t);
});
afterAll(() => t?.close());

/** Posts whose kept list differs from their links (a list kept for a post without tags is wrong too). */
async function wrongLists(): Promise<{ post_id: string; kept: string | null; linked: string | null }[]> {
  return queryRows(
    t.database.db,
    sql`SELECT coalesce(l.post_id, f.post_id) AS post_id, l.tags AS kept, f.tags AS linked
        FROM post_tag_lists l
        FULL JOIN (SELECT pt.post_id, string_agg(tg.doc, ',' ORDER BY lower(tg.name)) AS tags
                   FROM post_tags pt JOIN tags tg ON tg.id = pt.tag_id GROUP BY pt.post_id) f ON f.post_id = l.post_id
        WHERE l.tags IS DISTINCT FROM f.tags`,
  );
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, member = ana) =>
  t.call(method, url, { token: member.accessToken, ...(body === undefined ? {} : { body }) });

async function createTag(name: string, color = '#3b82f6'): Promise<string> {
  const response = await call('POST', '/api/tags', { name, color });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The tag names the feed shows on each post, by title. */
async function feedTags(): Promise<Record<string, string[]>> {
  const response = await call('POST', '/api/posts/list', { limit: 100 });
  expect(response.statusCode, response.body).toBe(200);
  const { posts } = response.json<{ posts: { title: string; tags: { name: string }[] }[] }>();
  return Object.fromEntries(posts.map((post) => [post.title, post.tags.map((tag) => tag.name)]));
}

describe(`post_tag_lists on ${testDatabaseKind}`, () => {
  it('follow tags set, added and removed in bulk, renamed, recoloured and deleted, and posts deleted', async () => {
    const posts = await Promise.all(['One', 'Two', 'Three'].map((title) => seedPost(t.database.db, ana.userId, { title })));
    const [one, two, three] = posts.map((post) => post.id) as [string, string, string];
    const [brunch, dates, cheap] = [await createTag('Brunch'), await createTag('dates'), await createTag('Cheap eats')];

    // Set on one post: the list is in name order, whatever order the ids came in.
    expect((await call('PUT', `/api/tags/post/${one}`, { tagIds: [dates, brunch] })).statusCode).toBe(200);
    expect(await feedTags()).toEqual({ One: ['Brunch', 'dates'], Two: [], Three: [] });
    // Added to several posts in one statement, then removed from one.
    expect((await call('POST', '/api/posts/bulk', { ids: [one, two, three], action: { type: 'add_tags', tag_ids: [cheap] } })).statusCode).toBe(200);
    expect((await call('POST', '/api/posts/bulk', { ids: [two], action: { type: 'remove_tags', tag_ids: [cheap] } })).statusCode).toBe(200);
    expect(await feedTags()).toEqual({ One: ['Brunch', 'Cheap eats', 'dates'], Two: [], Three: ['Cheap eats'] });
    expect(await wrongLists()).toEqual([]);

    // Renamed (which moves it in the order) and recoloured.
    expect((await call('PUT', `/api/tags/${brunch}`, { name: 'Weekend brunch' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/tags/${cheap}`, { color: '#22c55e' })).statusCode).toBe(200);
    expect(await feedTags()).toEqual({ One: ['Cheap eats', 'dates', 'Weekend brunch'], Two: [], Three: ['Cheap eats'] });
    const colours = await call('POST', '/api/posts/list', { limit: 100 });
    expect(colours.json<{ posts: { title: string; tags: { name: string; color: string }[] }[] }>().posts.find((post) => post.title === 'Three')!.tags)
      .toEqual([expect.objectContaining({ name: 'Cheap eats', color: '#22c55e' })]);
    expect(await wrongLists()).toEqual([]);

    // A tag deleted leaves its posts' lists; a post left with none has no list; a deleted post takes its own.
    expect((await call('DELETE', `/api/tags/${cheap}`)).statusCode).toBe(204);
    expect(await feedTags()).toEqual({ One: ['dates', 'Weekend brunch'], Two: [], Three: [] });
    expect(await queryRows(t.database.db, sql`SELECT post_id FROM post_tag_lists WHERE post_id = ${three}`)).toEqual([]);
    expect((await call('DELETE', `/api/posts/${one}`)).statusCode).toBe(204);
    expect(await queryRows(t.database.db, sql`SELECT post_id FROM post_tag_lists WHERE post_id = ${one}`)).toEqual([]);
    expect(await wrongLists()).toEqual([]);
  });

  it('keep both tags when two transactions tag one post at once', async () => {
    const post = await seedPost(t.database.db, ana.userId, { title: 'Both' });
    const tagIds = [await createTag('First'), await createTag('Second'), await createTag('Third')];
    // On PostgreSQL the transactions run at once: each inserts its link before the other commits.
    await Promise.all(
      tagIds.map((tagId) => t.database.db.transaction((tx) => tx.execute(sql`INSERT INTO post_tags (post_id, tag_id) VALUES (${post.id}, ${tagId})`))),
    );
    expect((await feedTags()).Both).toEqual(['First', 'Second', 'Third']);
    expect(await wrongLists()).toEqual([]);
  });
});

describe('migration 0040 (post_tag_lists)', () => {
  it('lists the tags of posts tagged before it, and keeps them from then on', async () => {
    const before = await pgliteBefore('0040_post_tag_lists');
    try {
      const client = before.client;
      await client.exec(`
        INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000001', 'old@stash.test');
        INSERT INTO posts (id, user_id, message_mid, message_id, source_url, canonical_url, activity_type)
          SELECT ('00000000-0000-4000-8000-10000000000' || i)::uuid, '00000000-0000-4000-8000-000000000001',
            'mid' || i, 'id' || i, 'https://www.instagram.com/p/old' || i, 'https://www.instagram.com/p/old' || i, 'instagram' FROM generate_series(0, 2) i;
        INSERT INTO tags (id, user_id, name, color) VALUES
          ('00000000-0000-4000-8000-200000000001', '00000000-0000-4000-8000-000000000001', 'zoo', '#3b82f6'),
          ('00000000-0000-4000-8000-200000000002', '00000000-0000-4000-8000-000000000001', 'Art', '#22c55e');
        -- Post 0 has both tags, post 1 one, post 2 none.
        INSERT INTO post_tags (post_id, tag_id) VALUES
          ('00000000-0000-4000-8000-100000000000', '00000000-0000-4000-8000-200000000001'),
          ('00000000-0000-4000-8000-100000000000', '00000000-0000-4000-8000-200000000002'),
          ('00000000-0000-4000-8000-100000000001', '00000000-0000-4000-8000-200000000001');`);
      await before.migrateRest();

      const names = async () =>
        (await client.query<{ post_id: string; tags: string }>(`SELECT post_id::text, tags FROM post_tag_lists ORDER BY post_id`)).rows.map((row) => [
          row.post_id.slice(-1),
          (JSON.parse(`[${row.tags}]`) as { name: string }[]).map((tag) => tag.name),
        ]);
      expect(await names()).toEqual([['0', ['Art', 'zoo']], ['1', ['zoo']]]);
      await client.exec(`INSERT INTO post_tags (post_id, tag_id) VALUES ('00000000-0000-4000-8000-100000000002', '00000000-0000-4000-8000-200000000002')`);
      expect(await names()).toEqual([['0', ['Art', 'zoo']], ['1', ['zoo']], ['2', ['Art']]]);
    } finally {
      await before.close();
    }
  }, MIGRATION_CHAIN_TIMEOUT_MS);
});
