// The tags module's writes for other modules: tags found or made by name (an import's collections),
// inside the caller's transaction.
import { sql } from 'drizzle-orm';
import { TAG_COLORS, TAG_NAME_MAX_LENGTH } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';

/**
 * The member's tags with these names (matched case-insensitively, as the unique index
 * tags_user_name_key does), made where missing with a colour chosen from the name, so the same
 * collection gets the same colour in every import. Names are trimmed and cut to the tag limit.
 * Answers the tags' ids; two imports making one tag at once end with one tag (ON CONFLICT).
 */
export async function findOrCreateTagsByName(db: Executor, userId: string, rawNames: readonly string[]): Promise<string[]> {
  const names = [...new Map(rawNames.map((name) => name.trim().slice(0, TAG_NAME_MAX_LENGTH).trim()).filter(Boolean).map((name) => [name.toLowerCase(), name])).values()];
  if (names.length === 0) return [];
  const ids: string[] = [];
  for (const name of names) {
    const color = TAG_COLORS[colourIndex(name)]!;
    const rows = await queryRows<{ id: string }>(db, sql`
      WITH made AS (
        INSERT INTO tags (user_id, name, color) VALUES (${userId}, ${name}, ${color})
        ON CONFLICT (user_id, lower(name)) DO NOTHING
        RETURNING id
      )
      SELECT id FROM made
      UNION ALL
      SELECT id FROM tags WHERE user_id = ${userId} AND lower(name) = lower(${name})
      LIMIT 1`);
    if (rows[0]) ids.push(rows[0].id);
  }
  return ids;
}

function colourIndex(name: string): number {
  let hash = 0;
  for (const character of name.toLowerCase()) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash % TAG_COLORS.length;
}
