// Rows written straight through the schema, for tests of the stash API (ingestion is its own issue).
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/connection';
import { refreshPostSearch } from '../db/post-search';
import { entities, media, postEntities, posts, postTags, tags } from '../db/schema';

type NewPost = typeof posts.$inferInsert;
type NewEntity = typeof entities.$inferInsert;

export async function seedPost(db: Executor, userId: string, values: Partial<NewPost> = {}) {
  const id = values.id ?? randomUUID();
  const [row] = await db
    .insert(posts)
    .values({
      id,
      userId,
      messageMid: `web-${id}`,
      messageId: `web-${id}`,
      sourceUrl: `https://www.instagram.com/p/${id.slice(0, 11)}/`,
      canonicalUrl: `https://www.instagram.com/p/${id.slice(0, 11)}/`,
      activityType: 'instagram',
      status: 'organised',
      title: 'A saved post',
      caption: 'A caption',
      rawDump: { original_url: `https://www.instagram.com/p/${id.slice(0, 11)}/` },
      ...values,
    })
    .returning();
  await refreshPostSearch(db, [id]);
  return row!;
}

export async function seedMedia(db: Executor, postId: string, items: { url: string; type: string; storageKey?: string }[]) {
  await db.insert(media).values(items.map((item, position) => ({ postId, position, originalUrl: item.url, type: item.type, storageKey: item.storageKey ?? null })));
}

export async function seedEntity(db: Executor, userId: string, values: Partial<NewEntity> = {}) {
  const name = values.entityName ?? `Place ${randomUUID().slice(0, 6)}`;
  const [row] = await db
    .insert(entities)
    .values({
      userId,
      entityName: name,
      entityType: 'restaurant',
      routingClass: 'PhysicalVenue',
      category: 'food',
      dedupeKey: `${values.entityType ?? 'restaurant'}:${name.toLowerCase()}:${randomUUID()}`,
      entityData: { raw_data: { name }, enrichment_data: {} },
      ...values,
    })
    .returning();
  return row!;
}

export async function linkEntities(db: Executor, postId: string, entityIds: string[]) {
  if (entityIds.length === 0) return;
  await db.insert(postEntities).values(entityIds.map((entityId) => ({ postId, entityId })));
  await refreshPostSearch(db, [postId]);
}

export async function seedTag(db: Executor, userId: string, name: string, color = '#3b82f6') {
  const [row] = await db.insert(tags).values({ userId, name, color }).returning();
  return row!;
}

export async function tagPost(db: Executor, postId: string, tagIds: string[]) {
  if (tagIds.length === 0) return;
  await db.insert(postTags).values(tagIds.map((tagId) => ({ postId, tagId })));
  await refreshPostSearch(db, [postId]);
}
