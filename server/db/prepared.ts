/**
 * Queries on the hot paths (every request's session, a chat send), built once per database and
 * run as prepared statements: drizzle builds their SQL once instead of on every call (that
 * building was most of a chat send's allocations), and PostgreSQL parses them once per
 * connection. Values go in through `sql.placeholder` (ADR 075).
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './index';

const built = new WeakMap<object, Map<string, unknown>>();

/** The query `name` on this database (or transaction), built by `build` the first time. */
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let queries = built.get(db);
  if (!queries) built.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (!query) queries.set(name, (query = build(db)));
  return query;
}

const dialect = new PgDialect();
/** Each raw statement's text, built once for the process: a transaction prepares its statements anew, their SQL need not be. */
const texts = new Map<string, ReturnType<PgDialect['sqlToQuery']>>();

/** A raw statement (values as `sql.placeholder`) prepared the same way; it answers the driver's rows. */
export function preparedSql(db: Database, name: string, statement: () => SQL) {
  return prepared(db, name, (d) => {
    let query = texts.get(name);
    if (!query) texts.set(name, (query = dialect.sqlToQuery(statement())));
    return d._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: Record<string, unknown>[] } }>(query, undefined, name, false);
  });
}
