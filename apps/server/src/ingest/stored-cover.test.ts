// The cover the media stage's done write gives a post (STORED_COVER, read inside that write): the
// first stored image, else the first stored file, else the cover the post already had.
// Runs on PGlite and, with STASH_TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { posts } from '../db/schema';
import { createAccount } from '../modules/accounts/accounts.service';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';
import { seedMedia, seedPost } from '../test-support/seed';
import { STORED_COVER } from './ingest.repo';

let database: DatabaseHandle;
let memberId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  memberId = (await createAccount(database.db, { email: 'cover@stash.test', password: null, isAdmin: false, name: null })).id;
});
afterAll(() => database.close());

async function coverAfterWrite(items: Parameters<typeof seedMedia>[2]): Promise<string | null> {
  const post = await seedPost(database.db, memberId, { mediaUrl: 'https://cdn.example.com/platform-cover.jpg' });
  await seedMedia(database.db, post.id, items);
  await database.db.update(posts).set({ mediaUrl: STORED_COVER }).where(eq(posts.id, post.id));
  const [row] = await database.db.select({ mediaUrl: posts.mediaUrl }).from(posts).where(eq(posts.id, post.id));
  return row!.mediaUrl;
}

describe(`a post's stored cover on ${testDatabaseKind}`, () => {
  it('is the first stored image, even after a stored video', async () => {
    const cover = await coverAfterWrite([
      { url: 'https://cdn.example.com/a.mp4', type: 'video', storageKey: 'p-0.mp4' },
      { url: 'https://cdn.example.com/b.jpg', type: 'image' },
      { url: 'https://cdn.example.com/c.jpg', type: 'image', storageKey: 'p-2.jpg' },
      { url: 'https://cdn.example.com/d.jpg', type: 'image', storageKey: 'p-3.jpg' },
    ]);
    expect(cover).toBe('/media/p-2.jpg');
  });

  it('is the first stored file when no image is stored', async () => {
    const cover = await coverAfterWrite([
      { url: 'https://cdn.example.com/a.jpg', type: 'image' },
      { url: 'https://cdn.example.com/b.mp4', type: 'video', storageKey: 'p-1.mp4' },
    ]);
    expect(cover).toBe('/media/p-1.mp4');
  });

  it('stays what the post had when nothing is stored', async () => {
    const cover = await coverAfterWrite([{ url: 'https://cdn.example.com/a.jpg', type: 'image' }]);
    expect(cover).toBe('https://cdn.example.com/platform-cover.jpg');
  });
});
