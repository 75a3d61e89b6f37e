// The posts table's writes as a post is saved and organised: created (or found) by a save, moved
// through the pipeline's stages, marked organised or failed. The pipeline (src/ingest) and the save
// call reach them through post-lifecycle.ts; the member's own edits and deletes are in posts.repo.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, is, ne, SQL, sql } from 'drizzle-orm';
import type { CanonicalLink, PostStatus } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { builtOnce, placeholdersFor, statementWriter, type BuiltStatement } from '../../db/built-once';
import { queryRows } from '../../db/query-rows';
import { posts } from '../../db/schema';
import { SAVED, STAGE_DONE } from '../../ingest/stages';

/**
 * A post as the pipeline reads it: every column but those the database derives from the others
 * (the stored documents and the search columns), which are large, read back from TOAST, and never
 * needed by a stage.
 */
const DERIVED_COLUMNS = ['doc', 'cardDoc', 'entitiesDoc', 'entityCount', 'searchText', 'searchDocument', 'searchNames', 'searchPlaces', 'searchCells', 'searchKinds'] as const;
export type PostRow = Omit<typeof posts.$inferSelect, (typeof DERIVED_COLUMNS)[number]>;
const postRowColumns = Object.fromEntries(
  Object.entries(getTableColumns(posts)).filter(([name]) => !(DERIVED_COLUMNS as readonly string[]).includes(name)),
) as { [Name in keyof PostRow]: (typeof posts)['_']['columns'][Name] };

export interface SavedPost {
  id: string;
  status: PostStatus;
  created: boolean;
}

/**
 * The member's post for this canonical link: a new pending one, or the one they already have
 * (ON CONFLICT makes two saves of one link at the same moment end as one post).
 */
/** Where a post came from: a direct message has its message and sender ids; a web save has none. */
export interface PostOrigin {
  messageMid: string;
  senderId: string;
}

/**
 * `savedAt`: when the member saved it elsewhere (an import's 'saved on' time), which a new post
 * keeps as its saved time; a post the member already has is left as it is.
 */
export async function createOrFindPost(
  tx: Executor,
  userId: string,
  link: CanonicalLink,
  givenUrl: string,
  origin?: PostOrigin,
  savedAt?: Date | null,
): Promise<SavedPost> {
  const id = randomUUID();
  const inserted = await tx
    .insert(posts)
    .values({
      id,
      userId,
      ...(savedAt ? { createdAt: savedAt } : {}),
      ...messagingIds(id, origin),
      sourceUrl: givenUrl,
      canonicalUrl: link.url,
      activityType: link.platform,
      status: 'pending',
      ingestStage: SAVED,
      rawDump: { original_url: link.url },
    })
    .onConflictDoNothing({ target: [posts.userId, posts.canonicalUrl] })
    .returning({ id: posts.id, status: posts.status });
  if (inserted[0]) return { ...inserted[0], created: true };
  const [existing] = await tx
    .select({ id: posts.id, status: posts.status })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.canonicalUrl, link.url)))
    .for('update');
  if (!existing) throw new Error('a conflicting post vanished during the save');
  return { ...existing, created: false };
}

// A web save has no messaging ids; the post id stands in for both, as the client expects them set.
const messagingIds = (id: string, origin: PostOrigin | undefined) =>
  origin ? { messageMid: origin.messageMid, messageId: origin.messageMid, senderId: origin.senderId } : { messageMid: `web-${id}`, messageId: `web-${id}` };

/**
 * A post shared by message without a link to it (Instagram's ig_post shares carry the caption and
 * a picture, not the post's address): what the message carried is kept in raw_dump.shared for the
 * fetch stage to read instead of a platform. One post per shared media id.
 */
export async function createOrFindSharedPost(
  tx: Executor,
  userId: string,
  shared: { key: string; caption: string | null; mediaUrl: string | null; attachmentType: string },
  origin: PostOrigin,
): Promise<SavedPost> {
  const id = randomUUID();
  const inserted = await tx
    .insert(posts)
    .values({
      id,
      userId,
      ...messagingIds(id, origin),
      sourceUrl: shared.key,
      canonicalUrl: shared.key,
      activityType: 'instagram',
      status: 'pending',
      ingestStage: SAVED,
      rawDump: { original_url: null, shared: { caption: shared.caption, media_url: shared.mediaUrl, attachment_type: shared.attachmentType } },
    })
    .onConflictDoNothing({ target: [posts.userId, posts.canonicalUrl] })
    .returning({ id: posts.id, status: posts.status });
  if (inserted[0]) return { ...inserted[0], created: true };
  const [existing] = await tx.select({ id: posts.id, status: posts.status }).from(posts).where(and(eq(posts.userId, userId), eq(posts.canonicalUrl, shared.key)));
  if (!existing) throw new Error('a conflicting post vanished during the save');
  return { ...existing, created: false };
}

/** The member's post, locked for a retry; undefined when they have no such post. */
export async function lockOwnPost(tx: Executor, userId: string, postId: string) {
  const [row] = await tx
    .select({ id: posts.id, status: posts.status, canonicalUrl: posts.canonicalUrl })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .for('update');
  return row;
}

/** Puts a failed post back at the start of the pipeline. */
export async function restartPost(tx: Executor, postId: string): Promise<void> {
  await tx.update(posts).set({ status: 'pending', statusReason: null, ingestStage: SAVED, updatedAt: new Date() }).where(eq(posts.id, postId));
}

const findPostStatement = builtOnce<PostRow>(statementWriter.select(postRowColumns).from(posts).where(eq(posts.id, sql.placeholder('postId'))), postRowColumns);

export async function findPost(db: Executor, postId: string): Promise<PostRow | undefined> {
  const [post] = await findPostStatement(db, { postId });
  return post;
}

/**
 * Puts organised posts back to just before extraction, for the extractor to read them again: their
 * fetched text and stored media stay, and they stay organised (with what they hold) until the
 * pipeline has done them again. Answers the ids it put back. A post whose earlier reorganising
 * stopped before the end (still organised, back before extraction) is put back too.
 */
export async function reopenForExtraction(tx: Executor, postIds: readonly string[]): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await tx
    .update(posts)
    .set({ ingestStage: STAGE_DONE.media, updatedAt: new Date() })
    .where(and(inArray(posts.id, [...postIds]), inArray(posts.ingestStage, [STAGE_DONE.organise, STAGE_DONE.media]), eq(posts.status, 'organised')))
    .returning({ id: posts.id });
  return rows.map((row) => row.id);
}

/** The stage the post last finished, with the post locked until the transaction ends. */
export async function lockIngestStage(tx: Executor, postId: string): Promise<string | null | undefined> {
  const [row] = await queryRows<{ ingest_stage: string | null }>(tx, sql`SELECT ingest_stage FROM posts WHERE id = ${postId} FOR UPDATE`);
  return row?.ingest_stage;
}

/**
 * lockIngestStage for a stage about to write the post in several statements: until
 * recordStageDone, this transaction's writes leave the post's stored documents as they are
 * (migration 0030), and recordStageDone renders them once. Saves most of a stage's renderings.
 */
export async function lockIngestStageHoldingDocuments(tx: Executor, postId: string): Promise<string | null | undefined> {
  const [row] = await queryRows<{ ingest_stage: string | null }>(
    tx,
    sql`SELECT ingest_stage, set_config('stash.unrendered_post', id::text, true) FROM posts WHERE id = ${postId} FOR UPDATE`,
  );
  return row?.ingest_stage;
}

/**
 * Post fields a stage sets with its done write (`recordStageDone`), in the one write of the post
 * that also renders its documents: each separate write of the post is another row version with
 * every index entry written again.
 */
export type StageDoneFields = { [Field in Exclude<keyof PostRow, 'id' | 'ingestStage' | 'updatedAt'>]?: PostRow[Field] | ConstantExpression };

/**
 * An expression a stage-done write sets a field to, the same object for every post (it reads the
 * row being written, as `posts.id`, rather than taking the post's values): it is built into the
 * write once.
 */
export type ConstantExpression = SQL;

/**
 * The stage is done: renders the post's documents again (whatever held them back), and sets the
 * stage's own fields in the same write (`also`: what it fetched or extracted, organised, ...).
 */
export async function recordStageDone(tx: Executor, postId: string, stageDone: string, also: StageDoneFields = {}): Promise<PostRow | undefined> {
  const [post] = await stageDoneStatement(also, false)(tx, { ...also, ingestStage: stageDone, updatedAt: new Date(), postId });
  return post;
}

/**
 * recordStageDone for a stage whose only write is this one, in one statement of its own: written
 * only while the post stands at one of `standing` (the stages it follows); undefined when it does
 * not (another run got there first), with nothing written. No transaction or lock of its own.
 */
export async function recordStageDoneIfStanding(
  db: Executor,
  postId: string,
  standing: readonly string[],
  stageDone: string,
  also: StageDoneFields = {},
): Promise<PostRow | undefined> {
  const [post] = await stageDoneStatement(also, true)(db, { ...also, ingestStage: stageDone, updatedAt: new Date(), postId, standing });
  return post;
}

/** recordStageDone's write for each set of fields a stage sets with it (a handful: one per stage). */
const stageDoneStatements = new Map<string, BuiltStatement<PostRow>>();

const expressionsBuiltIn = new Map<string, SQL>();

function stageDoneStatement(also: StageDoneFields, guarded: boolean): BuiltStatement<PostRow> {
  // A field left undefined is not written, as drizzle's own writes leave it.
  const entries = Object.entries(also).filter(([, value]) => value !== undefined);
  const valueFields = entries.filter(([, value]) => !is(value, SQL)).map(([field]) => field);
  const expressions = entries.filter((entry): entry is [string, SQL] => is(entry[1], SQL));
  for (const [field, expression] of expressions) {
    if ((expressionsBuiltIn.get(field) ?? expression) !== expression) throw new Error(`recordStageDone: ${field} must be set to one constant expression`);
    expressionsBuiltIn.set(field, expression);
  }
  const key = [guarded ? 'if standing' : 'always', ...valueFields.sort(), ...expressions.map(([field]) => `${field}=expression`).sort()].join(',');
  let statement = stageDoneStatements.get(key);
  if (!statement) {
    const fields = { ...placeholdersFor([...valueFields, 'ingestStage', 'updatedAt']), ...Object.fromEntries(expressions) };
    // The hold is released in the write itself (its one-row FROM is read before the row is written),
    // so that this write, and any later one, renders. The post as written is answered (as findPost
    // reads it), for the next stage of the same job to start from.
    statement = builtOnce<PostRow>(
      statementWriter
        .update(posts)
        .set(fields)
        .from(sql`(SELECT set_config('stash.unrendered_post', '', true) AS released) AS documents`)
        .where(
          and(
            eq(posts.id, sql.placeholder('postId')),
            sql`documents.released IS NOT NULL`,
            guarded ? sql`${posts.ingestStage} = ANY(${sql.placeholder('standing')}::text[])` : undefined,
          ),
        )
        .returning(postRowColumns),
      postRowColumns,
    );
    stageDoneStatements.set(key, statement);
  }
  return statement;
}

/** What the fetch stage learnt of the post on its platform. */
export type FetchedPostFields = Pick<
  PostRow,
  'canonicalUrl' | 'title' | 'caption' | 'fullText' | 'authorName' | 'authorHandle' | 'postedAt' | 'attachmentType' | 'mediaUrl' | 'rawDump'
>;

/** The fetch stage's fields for its done write. */
export function fetchedFields(fields: FetchedPostFields): StageDoneFields {
  return { ...fields, status: 'fetched', statusReason: null };
}

/** The member's other post with this canonical link, when a short link turned out to name one. */
export async function findOtherPostWithLink(tx: Executor, post: Pick<PostRow, 'id' | 'userId'>, canonicalUrl: string): Promise<{ id: string } | undefined> {
  const [existing] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, post.userId), eq(posts.canonicalUrl, canonicalUrl), ne(posts.id, post.id)));
  return existing;
}

/** Removes a post that has not started its pipeline (a second save of a post the member has). */
export async function removeUnstartedPost(tx: Executor, postId: string): Promise<void> {
  await tx.delete(posts).where(and(eq(posts.id, postId), eq(posts.ingestStage, SAVED)));
}

export type ExtractionFields = Pick<PostRow, 'extraction' | 'category' | 'routingClass' | 'overallMessageIntent' | 'hashtags' | 'mentions'>;

const recordExtractionStatement = builtOnce<{ id: string }>(
  statementWriter
    .update(posts)
    .set({
      ...placeholdersFor(['extraction', 'routingClass', 'overallMessageIntent', 'hashtags', 'mentions']),
      // A category the member chose stays theirs.
      category: sql`CASE WHEN ${posts.categoryChosenByMember} THEN ${posts.category} ELSE ${sql.placeholder('category')} END`,
    })
    .where(eq(posts.id, sql.placeholder('postId')))
    .returning({ id: posts.id }),
  { id: posts.id },
);

/** What extraction read; a category the member chose stays theirs. */
export async function recordExtraction(tx: Executor, postId: string, fields: ExtractionFields): Promise<void> {
  await recordExtractionStatement(tx, { ...fields, postId });
}

/** The member sees why it is taking longer; the post stays where it was. */
export async function noteStatusReason(db: Executor, postId: string, memberMessage: string): Promise<void> {
  await db.update(posts).set({ statusReason: memberMessage, updatedAt: new Date() }).where(eq(posts.id, postId));
}

/** Gives up on a post that is not organised, saying why. */
export async function markFailed(db: Executor, postId: string, memberMessage: string): Promise<void> {
  await db
    .update(posts)
    .set({ status: 'failed', statusReason: memberMessage, updatedAt: new Date() })
    .where(and(eq(posts.id, postId), ne(posts.status, 'organised')));
}
