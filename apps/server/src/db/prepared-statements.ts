// Each statement a PostgreSQL connection runs is kept prepared on that connection, under a name
// made from its text. drizzle sends every query unnamed, so the server parsed, analysed and planned
// the same few dozen statements again on every call: about a third of a short statement's time,
// and of the posts list's. A named statement is parsed once per connection, and node-postgres then
// sends only its parameters. PostgreSQL plans it for each call's parameters for its first five
// runs, then keeps a generic plan when that costs no more than they did (plan_cache_mode 'auto',
// its default for prepared statements). A connection keeps at most MAX_NAMED_STATEMENTS (texts
// that differ only in a list's length could otherwise grow without end); later texts run unnamed.
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const MAX_NAMED_STATEMENTS = 500;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
}

const namedOn = new WeakMap<pg.ClientBase, Set<string>>();

/** Names the statements `client` runs from now on (see above). */
export function keepStatementsPrepared(client: pg.ClientBase): void {
  const named = new Set<string>();
  namedOn.set(client, named);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    // Only statements with parameters: one without (DDL, a migration's several statements in one
    // text) runs through the simple protocol, which a named statement would not.
    if (isUnnamedQueryConfig(config) && Array.isArray(rest[0]) && rest[0].length > 0) {
      const name = statementName(config.text);
      if (named.has(name) || named.size < MAX_NAMED_STATEMENTS) {
        named.add(name);
        return query({ ...config, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}

/** The statement names a connection keeps (for tests). */
export function namedStatementsOf(client: pg.ClientBase): ReadonlySet<string> {
  return namedOn.get(client) ?? new Set();
}

function isUnnamedQueryConfig(config: unknown): config is QueryConfigLike & { text: string } {
  // A query object without a name; plain-text calls (BEGIN, COMMIT, SET) and submittables (cursors, COPY) stay as they are.
  return typeof config === 'object' && config !== null && !('submit' in config) && typeof (config as QueryConfigLike).text === 'string' && !(config as QueryConfigLike).name;
}

/** Names of the texts seen lately: a page's statement is about a kilobyte, hashed on every call otherwise. */
const namesByText = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 2_000;

function statementName(text: string): string {
  const known = namesByText.get(text);
  if (known) return known;
  const name = `stash_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (namesByText.size >= MAX_REMEMBERED_NAMES) namesByText.clear();
  namesByText.set(text, name);
  return name;
}
