// Statements drizzle builds once per process. Building a query (walking its columns, naming its
// parameters, writing its text) costs drizzle 80-160 us of CPU a call for the posts table's
// columns, about as much as PostgreSQL takes to run it, and the pipeline runs several for every
// post. A statement built here keeps its text and its placeholders (`sql.placeholder('name')`);
// a call fills in the values and runs it on the executor given (the pool or a transaction, PGlite
// or PostgreSQL) through drizzle's own value encoding and result mapping, as `.prepare()` does for
// the one connection it was made on. Defaults computed in JavaScript (`$defaultFn`, `$onUpdate`)
// would be computed once, at build: the tables written this way have only the database's own.
import { createHash } from 'node:crypto';
import { is, Param, Placeholder, sql, type Column, type Query, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Executor } from './connection';
import * as schema from './schema';

/** Writes SQL only; never connected to a database. */
export const statementWriter = drizzle.mock({ schema });

/**
 * Placeholders named as these fields, for a statement's values (`.set(placeholdersFor(['caption']))`):
 * typed to fit wherever drizzle takes a value, since drizzle's value types leave placeholders out.
 */
export function placeholdersFor(fields: readonly string[]): Record<string, never> {
  return Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)])) as Record<string, never>;
}

export type BuiltStatement<Row> = (db: Executor, values: Record<string, unknown>) => Promise<Row[]>;

/**
 * `query` (built with `statementWriter`, its values as placeholders) as a statement to run with
 * values; `returns`: the columns it selects or returns, by the keys the rows are answered with.
 */
export function builtOnce<Row>(query: { toSQL(): Query }, returns: Record<string, Column>): BuiltStatement<Row> {
  const built = query.toSQL();
  const fill = valueFiller(built.params);
  const fields: SelectedFieldsOrdered = Object.entries(returns).map(([key, field]) => ({ path: [key], field: field as SelectedFieldsOrdered[number]['field'] }));
  // Named, so that node-postgres prepares it once per connection and then sends only the values.
  const name = `stash_built_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  return (db, values) =>
    db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>({ sql: built.sql, params: fill(values) }, fields, name, true).execute();
}

const dialect = new PgDialect();

/**
 * Raw SQL (its values as placeholders) as a statement to run with values, answering its rows as
 * the driver reads them, as `db.execute` does. Left unnamed: db/prepared-statements.ts names it by
 * its text on a pool connection.
 */
export function builtRawOnce<Row>(query: SQL): BuiltStatement<Row> {
  const built = dialect.sqlToQuery(query);
  const fill = valueFiller(built.params);
  return (db, values) => {
    const prepared = db._.session.prepareQuery({ sql: built.sql, params: fill(values) }, undefined, undefined, false);
    // Both drivers' prepared queries answer their rows from all(); drizzle's base type leaves it out.
    return (prepared as unknown as { all(): Promise<Row[]> }).all();
  };
}

/**
 * The statement's parameters for these values. A value for a column is encoded as the column
 * encodes it, and null stays NULL (drizzle's own filling would encode it too: 'null' as jsonb, an
 * error for a timestamp); the statement's constant parameters are kept as they are.
 */
function valueFiller(params: readonly unknown[]): (values: Record<string, unknown>) => unknown[] {
  const slots = params.map((param) => {
    if (is(param, Placeholder)) return { name: param.name as string, encoder: null };
    if (is(param, Param) && is(param.value, Placeholder)) return { name: param.value.name as string, encoder: param.encoder };
    return { constant: param };
  });
  return (values) =>
    slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      if (!(slot.name in values)) throw new Error(`no value for the statement's "${slot.name}"`);
      const value = values[slot.name];
      return value === null || value === undefined || !slot.encoder ? (value ?? null) : slot.encoder.mapToDriverValue(value);
    });
}
