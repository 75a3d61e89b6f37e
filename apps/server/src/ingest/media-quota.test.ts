// The running total of each member's stored media bytes (member_media_bytes, kept by triggers in
// migration 0030) must equal the sum of their stored copies after every kind of write: each step
// below changes media or posts directly and then compares the total with a fresh sum.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { queryRows } from '../db/query-rows';
import { media, posts } from '../db/schema';
import { createAccount } from '../modules/accounts/accounts.service';
import { createTestDatabase } from '../test-support/test-database';
import { seedPost } from '../test-support/seed';
import { memberMediaBytes } from './media-quota';
import { recordCopy, replaceMedia } from './ingest.repo';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Members whose kept total differs from the sum of their stored copies (a missing row counts as 0). */
async function wrongTotals(): Promise<{ user_id: string; kept: number; summed: number }[]> {
  return queryRows(
    database.db,
    sql`SELECT u.id AS user_id, coalesce(k.bytes, 0)::float8 AS kept, coalesce(s.bytes, 0)::float8 AS summed
        FROM users u
        LEFT JOIN member_media_bytes k ON k.user_id = u.id
        LEFT JOIN (SELECT p.user_id, sum(m.byte_size) AS bytes FROM media m JOIN posts p ON p.id = m.post_id
                   WHERE m.storage_key IS NOT NULL GROUP BY p.user_id) s ON s.user_id = u.id
        WHERE coalesce(k.bytes, 0) <> coalesce(s.bytes, 0)`,
  );
}

const item = (postId: string, position: number, stored: { key: string; bytes: number } | null) => ({
  postId,
  position,
  type: 'image',
  originalUrl: `https://cdn.example/${postId}/${position}.jpg`,
  storageKey: stored?.key ?? null,
  byteSize: stored?.bytes ?? null,
});

it('keeps each member\'s stored media bytes through inserts, copies, replacements and removals', async () => {
  const alice = await createAccount(database.db, { email: 'alice-media@stash.test', password: null, isAdmin: false, name: null });
  const bob = await createAccount(database.db, { email: 'bob-media@stash.test', password: null, isAdmin: false, name: null });
  const first = await seedPost(database.db, alice.id);
  const second = await seedPost(database.db, alice.id);
  const bobs = await seedPost(database.db, bob.id);
  expect(await memberMediaBytes(database.db, alice.id)).toBe(0);

  // Rows inserted in one statement over two members' posts, stored or not.
  await database.db.insert(media).values([
    item(first.id, 0, { key: 'a0.jpg', bytes: 1_000 }),
    item(first.id, 1, null),
    item(second.id, 0, { key: 'b0.jpg', bytes: 250 }),
    item(bobs.id, 0, { key: 'c0.jpg', bytes: 4_000 }),
  ]);
  expect(await wrongTotals()).toEqual([]);
  expect(await memberMediaBytes(database.db, alice.id)).toBe(1_250);
  expect(await memberMediaBytes(database.db, bob.id)).toBe(4_000);

  // The media stage records a copy; an update that changes no stored size changes nothing.
  const [unstored] = await queryRows<{ id: string; postId: string }>(database.db, sql`SELECT id, post_id AS "postId" FROM media WHERE storage_key IS NULL`);
  expect(await recordCopy(database.db, unstored!, { storageKey: 'a1.jpg', contentType: 'image/jpeg', byteSize: 500, type: 'image' })).toBe(true);
  await database.db.update(media).set({ skippedReason: 'media_quota' }).where(eq(media.postId, second.id));
  expect(await memberMediaBytes(database.db, alice.id)).toBe(1_750);
  expect(await wrongTotals()).toEqual([]);

  // A file replaced by a bigger one, then the post fetched again (its media rows swapped).
  await database.db.update(media).set({ byteSize: 3_000 }).where(eq(media.storageKey, 'a0.jpg'));
  expect(await memberMediaBytes(database.db, alice.id)).toBe(3_750);
  await database.db.transaction((tx) => replaceMedia(tx, first.id, [{ type: 'image', url: 'https://cdn.example/new.jpg' }]));
  expect(await memberMediaBytes(database.db, alice.id)).toBe(250);
  expect(await wrongTotals()).toEqual([]);

  // A post removed takes its media (a cascade), and a member removed takes everything.
  await database.db.delete(posts).where(eq(posts.id, second.id));
  expect(await memberMediaBytes(database.db, alice.id)).toBe(0);
  expect(await wrongTotals()).toEqual([]);
  await queryRows(database.db, sql`DELETE FROM users WHERE id = ${bob.id}`);
  expect(await memberMediaBytes(database.db, bob.id)).toBe(0);
  expect(await queryRows(database.db, sql`SELECT user_id FROM member_media_bytes WHERE user_id = ${bob.id}`)).toEqual([]);
  expect(await wrongTotals()).toEqual([]);
});
