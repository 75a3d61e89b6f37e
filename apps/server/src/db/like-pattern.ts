// LIKE patterns and prefix ranges for matching text in SQL.
import { sql, type SQL } from 'drizzle-orm';

/** An ILIKE pattern for "contains this text", with LIKE's wildcards escaped so "50%" means those characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Sorts after every character in COLLATE "C": `word >= t AND word < t || PREFIX_END` means "starts with t". */
const PREFIX_END = '\u{10FFFF}';

/** `column` starts with `prefix`, spelled as a range that a COLLATE "C" btree index walks. */
export const startsWith = (column: SQL, prefix: SQL) =>
  sql`(${column} >= (${prefix}) COLLATE "C" AND ${column} < ((${prefix}) || ${PREFIX_END}) COLLATE "C")`;
