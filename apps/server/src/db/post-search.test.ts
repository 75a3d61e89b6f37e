import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { posts } from './schema';
import { createAccount } from '../modules/accounts/accounts.service';
import { createTestDatabase } from '../test-support/test-database';
import { linkEntities, seedEntity, seedPost, seedTag, tagPost } from '../test-support/seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('indexes title, caption, entity names and tag names, weighting the title highest', async () => {
  const user = await createAccount(database.db, { email: 'search@stash.test', password: null, isAdmin: false, name: null });
  const post = await seedPost(database.db, user.id, { title: 'Best ramen in Brooklyn', caption: 'Slurp worthy' });
  const entity = await seedEntity(database.db, user.id, { entityName: 'Okiboru Noodles' });
  await linkEntities(database.db, post.id, [entity.id]);
  const tag = await seedTag(database.db, user.id, 'Date night');
  await tagPost(database.db, post.id, [tag.id]);

  const [row] = await database.db
    .select({
      text: posts.searchText,
      title: sql<boolean>`${posts.searchDocument} @@ websearch_to_tsquery('english', 'ramens')`,
      entity: sql<boolean>`${posts.searchDocument} @@ websearch_to_tsquery('english', 'okiboru')`,
      tag: sql<boolean>`${posts.searchDocument} @@ websearch_to_tsquery('english', 'date night')`,
      nothing: sql<boolean>`${posts.searchDocument} @@ websearch_to_tsquery('english', 'pizza')`,
      titleWeight: sql<number>`ts_rank(${posts.searchDocument}, to_tsquery('english', 'brooklyn'))`,
      captionWeight: sql<number>`ts_rank(${posts.searchDocument}, to_tsquery('english', 'slurp'))`,
    })
    .from(posts)
    .where(eq(posts.id, post.id));
  expect(row).toMatchObject({ title: true, entity: true, tag: true, nothing: false });
  expect(row!.text).toContain('Okiboru Noodles');
  expect(row!.text).toContain('Date night');
  expect(row!.titleWeight).toBeGreaterThan(row!.captionWeight);
});
