// The entities and post_entities tables' writes: entities made or merged from what a post named,
// a post's links set, and entities no post links any more removed. Other code reaches them through
// entity-writes.ts; the member's reads are in entities.repo.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { builtOnce, placeholdersFor, statementWriter } from '../../db/built-once';
import type { Executor } from '../../db/connection';
import { refreshPostSearch } from '../../db/post-search';
import { queryRows } from '../../db/query-rows';
import { entities, postEntities } from '../../db/schema';

type NewEntity = typeof entities.$inferInsert;

/** What an extracted entity is stored with; the database gives it its id, document and times. */
export type EntityInsert = Required<Pick<NewEntity, 'userId' | 'entityName' | 'entityType' | 'routingClass' | 'category' | 'dedupeKey' | 'entityData' | 'latitude' | 'longitude' | 'lastEnrichedAt'>>;

const INSERTED_FIELDS: readonly (keyof EntityInsert)[] = ['userId', 'entityName', 'entityType', 'routingClass', 'category', 'dedupeKey', 'entityData', 'latitude', 'longitude', 'lastEnrichedAt'];

const insertEntityStatement = builtOnce<{ id: string }>(
  statementWriter
    .insert(entities)
    .values(placeholdersFor(INSERTED_FIELDS) as unknown as NewEntity)
    .returning({ id: entities.id }),
  { id: entities.id },
);

export async function insertEntity(tx: Executor, values: EntityInsert): Promise<string> {
  const [created] = await insertEntityStatement(tx, values);
  return created!.id;
}

export type EntityMerge = Pick<NewEntity, 'entityData' | 'category' | 'latitude' | 'longitude'>;

/**
 * Writes what a merge with a newly named entity gives the stored one, and (in the same
 * transaction) refreshes the search of the posts already linked to it: a filled-in address or
 * city is searchable on every post that names the place, not only on the one being saved.
 */
export async function mergeIntoEntity(tx: Executor, entityId: string, merge: EntityMerge): Promise<void> {
  await tx
    .update(entities)
    .set({ ...merge, lastEnrichedAt: new Date(), updatedAt: new Date() })
    .where(eq(entities.id, entityId));
  const linked = await tx.select({ postId: postEntities.postId }).from(postEntities).where(eq(postEntities.entityId, entityId));
  await refreshPostSearch(tx, linked.map((row) => row.postId));
}

/** Replaces the template kept in an entity's raw data (raw_data.details.template). */
export async function setEntityTemplate(tx: Executor, entityId: string, template: unknown): Promise<void> {
  await tx
    .update(entities)
    .set({ entityData: sql`jsonb_set(${entities.entityData}, '{raw_data,details,template}', ${JSON.stringify(template)}::jsonb, true)` })
    .where(eq(entities.id, entityId));
}

/** Of these entities of the member, removes those no post links to any more. */
export async function removeOrphanEntities(tx: Executor, userId: string, entityIds: readonly string[]): Promise<void> {
  if (entityIds.length === 0) return;
  await tx
    .delete(entities)
    .where(
      and(
        eq(entities.userId, userId),
        inArray(entities.id, [...entityIds]),
        sql`NOT EXISTS (SELECT 1 FROM post_entities pe WHERE pe.entity_id = ${entities.id})`,
      ),
    );
}

/** The post's links become exactly these entities; an entity of the member's left with no post is removed. */
export async function relinkPostEntities(tx: Executor, userId: string, postId: string, entityIds: readonly string[]): Promise<void> {
  // One statement: the links to keep are added and the others removed (disjoint rows, so the two
  // parts cannot meet), the new links in the order given.
  const dropped = await queryRows<{ entity_id: string }>(
    tx,
    sql`WITH linked AS (
          SELECT id::uuid AS entity_id, position FROM jsonb_array_elements_text(${JSON.stringify(entityIds)}::jsonb) WITH ORDINALITY AS ids(id, position)
        ),
        added AS (
          INSERT INTO post_entities (post_id, entity_id) SELECT ${postId}::uuid, entity_id FROM linked ORDER BY position ON CONFLICT DO NOTHING
        )
        DELETE FROM post_entities WHERE post_id = ${postId}::uuid AND entity_id NOT IN (SELECT entity_id FROM linked)
        RETURNING entity_id`,
  );
  await removeOrphanEntities(tx, userId, dropped.map((row) => row.entity_id));
}
