// users.stash_version (migrations 0013 and 0014) must change with every committed write to a member's
// posts, tags, tag links, entities, entity links and media, whichever code path makes it, and with
// nothing else: kept answers (http/stash-answers.ts) are served while it stays the same.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { queryRows } from './query-rows';
import { entities, media, postEntities, posts, postTags, tags, users } from './schema';
import { createAccount } from '../modules/accounts/accounts.service';
import { createTestDatabase } from '../test-support/test-database';
import { linkEntities, seedEntity, seedMedia, seedPost, seedTag, tagPost } from '../test-support/seed';

let database: DatabaseHandle;
let ana: string;
let ben: string;
beforeAll(async () => {
  database = await createTestDatabase();
  ana = (await createAccount(database.db, { email: 'ana-version@stash.test', password: 'password-long-1', isAdmin: false, name: 'Ana' })).id;
  ben = (await createAccount(database.db, { email: 'ben-version@stash.test', password: 'password-long-2', isAdmin: false, name: 'Ben' })).id;
});
afterAll(() => database.close());

async function versionOf(userId: string): Promise<number> {
  const [row] = await database.db.select({ version: users.stashVersion }).from(users).where(eq(users.id, userId));
  return row!.version;
}

/** Runs `write` and tells whether Ana's version changed, checking Ben's did not. */
async function changesAnasVersion(write: () => Promise<unknown>): Promise<boolean> {
  const [anaBefore, benBefore] = [await versionOf(ana), await versionOf(ben)];
  await write();
  expect(await versionOf(ben)).toBe(benBefore);
  return (await versionOf(ana)) !== anaBefore;
}

describe('users.stash_version', () => {
  it('changes with every kind of write to the stash, and only the writer’s', async () => {
    const db = database.db;
    let postId = '';
    expect(await changesAnasVersion(async () => (postId = (await seedPost(db, ana, { title: 'Tacos' })).id))).toBe(true);
    expect(await changesAnasVersion(() => db.update(posts).set({ title: 'Tacos on Fifth' }).where(eq(posts.id, postId)))).toBe(true);
    expect(await changesAnasVersion(() => seedMedia(db, postId, [{ url: 'https://cdn.example/a.jpg', type: 'image' }]))).toBe(true);
    expect(await changesAnasVersion(() => db.delete(media).where(eq(media.postId, postId)))).toBe(true);

    let tagId = '';
    expect(await changesAnasVersion(async () => (tagId = (await seedTag(db, ana, 'Date night')).id))).toBe(true);
    expect(await changesAnasVersion(() => tagPost(db, postId, [tagId]))).toBe(true);
    expect(await changesAnasVersion(() => db.update(tags).set({ name: 'Date nights' }).where(eq(tags.id, tagId)))).toBe(true);
    expect(await changesAnasVersion(() => db.delete(postTags).where(eq(postTags.tagId, tagId)))).toBe(true);

    let entityId = '';
    expect(await changesAnasVersion(async () => (entityId = (await seedEntity(db, ana, { entityName: 'Taqueria Uno' })).id))).toBe(true);
    expect(await changesAnasVersion(() => linkEntities(db, postId, [entityId]))).toBe(true);
    expect(await changesAnasVersion(() => db.update(entities).set({ entityName: 'Taqueria Dos' }).where(eq(entities.id, entityId)))).toBe(true);
    expect(await changesAnasVersion(() => db.delete(postEntities).where(eq(postEntities.entityId, entityId)))).toBe(true);

    expect(await changesAnasVersion(() => db.delete(tags).where(eq(tags.id, tagId)))).toBe(true);
    expect(await changesAnasVersion(() => db.delete(posts).where(eq(posts.id, postId)))).toBe(true);
  });

  it('stays the same for reads, writes that roll back and other members’ writes', async () => {
    const db = database.db;
    const post = await seedPost(db, ana, { title: 'Ramen' });
    expect(await changesAnasVersion(() => db.select().from(posts).where(eq(posts.userId, ana)))).toBe(false);
    expect(
      await changesAnasVersion(() =>
        db
          .transaction(async (tx) => {
            await tx.update(posts).set({ title: 'Not kept' }).where(eq(posts.id, post.id));
            throw new Error('roll back');
          })
          .catch(() => undefined),
      ),
    ).toBe(false);
    const before = await versionOf(ana);
    await seedPost(db, ben, { title: 'Ben only' });
    expect(await versionOf(ana)).toBe(before);
  });

  it('takes one new value per transaction, however many rows it writes', async () => {
    const db = database.db;
    const seen = new Set<number>([await versionOf(ana)]);
    for (let round = 0; round < 3; round += 1) {
      await db.transaction(async (tx) => {
        const post = await seedPost(tx, ana, { title: `Round ${round}` });
        await seedMedia(tx, post.id, [{ url: `https://cdn.example/${round}.jpg`, type: 'image' }]);
        await seedTag(tx, ana, `Round ${round}`);
      });
      seen.add(await versionOf(ana));
    }
    expect(seen.size).toBe(4);
  });

  it('changes with link and media writes by their own triggers, not as a side effect of other triggers', async () => {
    const db = database.db;
    const post = await seedPost(db, ana, { title: 'Dumplings' });
    const tag = await seedTag(db, ana, 'Lunch');
    const entity = await seedEntity(db, ana, { entityName: 'Dumpling House' });
    // Every other trigger of these tables (documents, counts) is switched off for the writes.
    const others = await queryRows<{ table_name: string; trigger_name: string }>(db, sql`
      SELECT c.relname AS table_name, t.tgname AS trigger_name
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relname IN ('media', 'post_tags', 'post_entities') AND NOT t.tgisinternal AND t.tgname NOT LIKE '%stash_version'`);
    expect(others.length).toBeGreaterThan(0);
    const switchOthers = (state: 'ENABLE' | 'DISABLE') =>
      Promise.all(others.map((row) => db.execute(sql.raw(`ALTER TABLE ${row.table_name} ${state} TRIGGER ${row.trigger_name}`))));
    await switchOthers('DISABLE');
    try {
      expect(await changesAnasVersion(() => seedMedia(db, post.id, [{ url: 'https://cdn.example/d.jpg', type: 'image' }]))).toBe(true);
      expect(await changesAnasVersion(() => db.delete(media).where(eq(media.postId, post.id)))).toBe(true);
      expect(await changesAnasVersion(() => db.insert(postTags).values({ postId: post.id, tagId: tag.id }))).toBe(true);
      expect(await changesAnasVersion(() => db.delete(postTags).where(eq(postTags.postId, post.id)))).toBe(true);
      expect(await changesAnasVersion(() => db.insert(postEntities).values({ postId: post.id, entityId: entity.id }))).toBe(true);
      expect(await changesAnasVersion(() => db.delete(postEntities).where(eq(postEntities.postId, post.id)))).toBe(true);
    } finally {
      await switchOthers('ENABLE');
    }
  });
});
