// SQL of Stash AI: the member's conversations and their messages, and the facts of the saves an
// answer draws on. Every statement is scoped to the member.
import { sql } from 'drizzle-orm';
import type { ChatCitation } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';

/** One save retrieved for an answer: the post and, when it names one that matters, an entity. */
export interface EvidenceRef {
  post_id: string;
  entity_id: string | null;
}

export interface EvidenceEntity {
  id: string;
  name: string;
  type: string;
  routingClass: string | null;
  category: string | null;
  location: string | null;
  address: string | null;
  hours: string | null;
  price: string | null;
  /** The event's start as extracted (ISO date or date-time). */
  start: string | null;
  allDay: boolean;
}

export interface EvidencePost {
  id: string;
  title: string;
  savedAt: Date;
  author: string | null;
  platform: string;
  /** The post's own words, cut short (for the model's evidence). */
  text: string;
  entities: EvidenceEntity[];
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The posts (of this member only) with their entities, in the order of `postIds`. */
export async function evidencePosts(db: Executor, userId: string, postIds: readonly string[]): Promise<EvidencePost[]> {
  if (postIds.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    title: string | null;
    caption: string | null;
    full_text: string | null;
    saved_at: Date | string;
    author: string | null;
    platform: string;
    entities: EvidenceEntity[] | null;
  }>(db, sql`
    SELECT p.id::text AS id, p.title, p.caption, left(p.full_text, 600) AS full_text, p.created_at AS saved_at,
      nullif(concat_ws(' ', p.author_name, '@' || p.author_handle), '') AS author, p.activity_type AS platform,
      (SELECT json_agg(json_build_object(
          'id', e.id::text, 'name', e.entity_name, 'type', e.entity_type, 'routingClass', e.routing_class,
          'category', e.entity_data->'raw_data'->>'category',
          'location', coalesce(e.entity_data->'raw_data'->>'location', e.entity_data->'enrichment_data'->>'city'),
          'address', coalesce(e.entity_data->'enrichment_data'->>'formatted_address', e.entity_data->'raw_data'->>'address'),
          'hours', e.entity_data->'raw_data'->>'business_hours',
          'price', e.entity_data->'raw_data'->>'price',
          'start', e.entity_data->'raw_data'->'temporal'->>'start',
          'allDay', coalesce((e.entity_data->'raw_data'->'temporal'->>'all_day')::boolean, false))
        ORDER BY pe.created_at, e.entity_name)
       FROM post_entities pe JOIN entities e ON e.id = pe.entity_id WHERE pe.post_id = p.id) AS entities
    FROM posts p
    WHERE p.user_id = ${userId} AND p.id = ANY(${uuidArray(postIds)})`);
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: (row.title || row.caption || row.full_text || 'Untitled').slice(0, 200),
        savedAt: new Date(row.saved_at),
        author: row.author,
        platform: row.platform,
        text: [row.caption, row.full_text].filter(Boolean).join('\n').slice(0, 600),
        entities: row.entities ?? [],
      },
    ]),
  );
  return postIds.flatMap((id) => byId.get(id) ?? []);
}

export interface ConversationRow {
  id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

const conversationColumns = sql`id::text AS id, title,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

export async function conversations(db: Executor, userId: string, limit: number): Promise<ConversationRow[]> {
  return queryRows<ConversationRow>(db, sql`
    SELECT ${conversationColumns} FROM chat_conversations WHERE user_id = ${userId} ORDER BY updated_at DESC, id LIMIT ${limit}`);
}

export async function conversation(db: Executor, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await queryRows<ConversationRow>(db, sql`
    SELECT ${conversationColumns} FROM chat_conversations WHERE user_id = ${userId} AND id = ${id}`);
  return row ?? null;
}

export interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: ChatCitation[];
  evidence: EvidenceRef[];
  created_at: string;
}

export async function messages(db: Executor, userId: string, conversationId: string): Promise<MessageRow[]> {
  return queryRows<MessageRow>(db, sql`
    SELECT id::text AS id, role, content, citations, evidence,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM chat_messages WHERE user_id = ${userId} AND conversation_id = ${conversationId}
    ORDER BY created_at, role DESC`);
}

/** The evidence of the conversation's last answer, for a follow-up question. */
export async function lastEvidence(db: Executor, userId: string, conversationId: string): Promise<EvidenceRef[]> {
  const [row] = await queryRows<{ evidence: EvidenceRef[] }>(db, sql`
    SELECT evidence FROM chat_messages
    WHERE user_id = ${userId} AND conversation_id = ${conversationId} AND role = 'assistant'
    ORDER BY created_at DESC LIMIT 1`);
  return row?.evidence ?? [];
}

export async function createConversation(db: Executor, userId: string, title: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`
    INSERT INTO chat_conversations (user_id, title) VALUES (${userId}, ${title}) RETURNING id::text AS id`);
  return row!.id;
}

/** Adds a question and its answer (the answer a moment later, so the two keep their order). */
export async function addTurn(
  db: Executor,
  userId: string,
  conversationId: string,
  turn: { question: string; answer: string; citations: ChatCitation[]; evidence: EvidenceRef[] },
): Promise<string> {
  await db.execute(sql`
    INSERT INTO chat_messages (conversation_id, user_id, role, content, created_at)
    VALUES (${conversationId}, ${userId}, 'user', ${turn.question}, clock_timestamp())`);
  const [row] = await queryRows<{ id: string }>(db, sql`
    INSERT INTO chat_messages (conversation_id, user_id, role, content, citations, evidence, created_at)
    VALUES (${conversationId}, ${userId}, 'assistant', ${turn.answer}, ${JSON.stringify(turn.citations)}::jsonb,
      ${JSON.stringify(turn.evidence)}::jsonb, clock_timestamp() + interval '1 millisecond')
    RETURNING id::text AS id`);
  await db.execute(sql`UPDATE chat_conversations SET updated_at = now() WHERE user_id = ${userId} AND id = ${conversationId}`);
  return row!.id;
}

/** True when the member had the conversation. */
export async function deleteConversation(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`
    DELETE FROM chat_conversations WHERE user_id = ${userId} AND id = ${id} RETURNING id::text AS id`);
  return rows.length > 0;
}

/**
 * What the stash holds, for suggested questions: whether it has upcoming events, recipes and
 * places (each stops at the first found; events on the start-time index), and its most saved cities.
 */
export async function stashOutline(db: Executor, userId: string): Promise<{ upcomingEvents: boolean; cities: string[]; recipes: boolean; places: boolean }> {
  const start = sql`(e.entity_data->'raw_data'->'temporal'->>'start')`;
  const [row] = await queryRows<{ upcoming_events: boolean; recipes: boolean; places: boolean; cities: string[] | null }>(db, sql`
    SELECT
      EXISTS (SELECT 1 FROM entities e WHERE e.user_id = ${userId} AND ${start} IS NOT NULL
        AND ${start} COLLATE "C" >= to_char(now() - interval '1 day', 'YYYY-MM-DD') AND e.entity_type IN ('event', 'class')) AS upcoming_events,
      EXISTS (SELECT 1 FROM entities e WHERE e.user_id = ${userId} AND e.entity_type = 'recipe') AS recipes,
      EXISTS (SELECT 1 FROM entities e WHERE e.user_id = ${userId} AND e.routing_class = 'PhysicalVenue') AS places,
      (SELECT array_agg(term ORDER BY uses DESC, term) FROM (
         SELECT term, uses FROM search_terms WHERE user_id = ${userId} AND kind = 'city' AND uses > 0
         ORDER BY uses DESC, term LIMIT 2) c) AS cities`);
  return { upcomingEvents: row?.upcoming_events ?? false, recipes: row?.recipes ?? false, places: row?.places ?? false, cities: row?.cities ?? [] };
}
