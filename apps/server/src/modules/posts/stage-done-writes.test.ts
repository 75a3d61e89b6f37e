// The stage-done writes of the pipeline, built once per process (db/built-once.ts) and run on the
// pool or in a transaction: values encoded as drizzle encodes them (NULL stays NULL), the post
// answered as findPost reads it, and the guarded write that checks where the post stands.
// Runs on PGlite and, with STASH_TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { queryRows } from '../../db/query-rows';
import { createTestDatabase, testDatabaseKind } from '../../test-support/test-database';
import { seedPost } from '../../test-support/seed';
import { createAccount } from '../accounts/accounts.service';
import { findPost, recordStageDone, recordStageDoneIfStanding } from './post-lifecycle.repo';

let database: DatabaseHandle;
let memberId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  memberId = (await createAccount(database.db, { email: 'stage-done@stash.test', password: null, isAdmin: false, name: null })).id;
});
afterAll(() => database.close());

describe(`stage-done writes on ${testDatabaseKind}`, () => {
  it('writes values and NULLs as drizzle would, and answers the post as findPost reads it', async () => {
    const post = await seedPost(database.db, memberId, { caption: 'before', title: 'a title' });
    const postedAt = new Date('2026-03-01T10:00:00.000Z');
    const written = await database.db.transaction((tx) =>
      recordStageDone(tx, post.id, 'fetched', { caption: 'after', title: null, postedAt, rawDump: { original_url: 'https://x.test/1', count: 2 }, authorName: undefined }),
    );
    expect(written).toMatchObject({ id: post.id, caption: 'after', title: null, postedAt, ingestStage: 'fetched', rawDump: { original_url: 'https://x.test/1', count: 2 } });
    expect(await findPost(database.db, post.id)).toEqual(written);

    // A null jsonb value is SQL NULL, not the JSON null drizzle's own placeholder filling would write.
    await database.db.transaction((tx) => recordStageDone(tx, post.id, 'fetched', { extraction: { entities: [] } as never }));
    await database.db.transaction((tx) => recordStageDone(tx, post.id, 'fetched', { extraction: null, postedAt: null }));
    const [row] = await queryRows(database.db, sql`SELECT extraction IS NULL AS no_extraction, posted_at IS NULL AS no_date, title FROM posts WHERE id = ${post.id}`);
    expect(row).toEqual({ no_extraction: true, no_date: true, title: null });
  });

  it('leaves a field given as undefined as it was', async () => {
    const post = await seedPost(database.db, memberId, { caption: 'kept caption' });
    const written = await database.db.transaction((tx) => recordStageDone(tx, post.id, 'fetched', { caption: undefined, title: 'new title' }));
    expect(written).toMatchObject({ caption: 'kept caption', title: 'new title' });
  });

  it('writes the guarded stage-done only while the post stands where the stage starts', async () => {
    const post = await seedPost(database.db, memberId, { caption: 'guarded', title: null });
    await database.db.transaction((tx) => recordStageDone(tx, post.id, 'fetched'));

    expect(await recordStageDoneIfStanding(database.db, post.id, ['saved'], 'media', { title: 'not written' })).toBeUndefined();
    expect(await findPost(database.db, post.id)).toMatchObject({ ingestStage: 'fetched', title: null });

    const written = await recordStageDoneIfStanding(database.db, post.id, ['fetched'], 'media', { title: 'written' });
    expect(written).toMatchObject({ ingestStage: 'media', title: 'written' });
    expect(await findPost(database.db, post.id)).toEqual(written);
  });

  it('takes one constant expression per field, built into the write', async () => {
    const post = await seedPost(database.db, memberId, { caption: 'expression' });
    const upper = sql`upper(${sql.raw('"posts"."caption"')})`;
    expect(await database.db.transaction((tx) => recordStageDone(tx, post.id, 'fetched', { title: upper }))).toMatchObject({ title: 'EXPRESSION' });
    const other = sql`lower(${sql.raw('"posts"."caption"')})`;
    await expect(database.db.transaction((tx) => recordStageDone(tx, post.id, 'fetched', { title: other }))).rejects.toThrow(/one constant expression/);
  });
});
