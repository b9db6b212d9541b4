/**
 * Queries on the hot paths (every request's session, a chat send), built once per database and
 * run as prepared statements: drizzle builds their SQL once instead of on every call (that
 * building was most of a chat send's allocations), and PostgreSQL parses them once per
 * connection. Values go in through `sql.placeholder` (ADR 075).
 */
import { is, Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * One parameter per placeholder name: drizzle numbers every use of a placeholder anew, so the
 * chat send's statement bound 24 parameters for its 10 values (the token's hash and each date
 * twice, the recipient seven times). PostgreSQL then converts each value once.
 */
export function sharePlaceholders(query: ReturnType<PgDialect['sqlToQuery']>): ReturnType<PgDialect['sqlToQuery']> {
  const firstOf = new Map<string, number>();
  const params: unknown[] = [];
  const renumber = query.params.map((param) => {
    if (is(param, Placeholder)) {
      const known = firstOf.get(param.name);
      if (known) return known;
      firstOf.set(param.name, params.length + 1);
    }
    params.push(param);
    return params.length;
  });
  if (params.length === query.params.length) return query;
  const text = query.sql.replace(/\$(\d+)\b/g, (_, n: string) => `$${renumber[Number(n) - 1]}`);
  return { ...query, sql: text, params };
}

/** A raw statement (values as `sql.placeholder`) prepared the same way; it answers the driver's rows. */
export function preparedSql(db: Database, name: string, statement: () => SQL) {
  return prepared(db, name, (d) => {
    let query = texts.get(name);
    if (!query) texts.set(name, (query = sharePlaceholders(dialect.sqlToQuery(statement()))));
    return d._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: Record<string, unknown>[] } }>(query, undefined, name, false);
  });
}
