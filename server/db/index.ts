/**
 * Opens the database: embedded PGlite under DATA_DIR by default, real PostgreSQL when
 * DATABASE_URL is set. Both are driven through node-postgres and drizzle with the same schema
 * and migrations (PGlite on its own thread, ADR 109).
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema';
import { startPgliteThread } from './pglite-thread';
import { copyTemplate } from './template';
import { log } from '../log';
import { DB_TEMPLATE_DIR, MIGRATIONS_DIR } from '../paths';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export { isUniqueViolation, uniqueViolationConstraint } from './errors';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SELECT 1; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Any constant shared by all processes: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 72_001;

/** `template`: where a new data dir is copied from (server/db/template.ts); the build's by default, null for none. */
export type DatabaseTarget = { url: string } | { dataDir: string; template?: string | null } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPool(new pg.Pool({ connectionString: target.url, max: 10 }), 'postgres');
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    dataDir = path.join(target.dataDir, 'pglite');
    fs.mkdirSync(target.dataDir, { recursive: true });
    const template = target.template === undefined ? DB_TEMPLATE_DIR : target.template;
    // Start-up phases (server/index.ts logs them): a copied template skips PGlite's initdb.
    const copied = template !== null && copyTemplate(template, MIGRATIONS_DIR, dataDir);
    performance.mark('database-files', { detail: copied ? 'copied from the build template' : 'as found or made by initdb' });
    fs.mkdirSync(dataDir, { recursive: true });
  }
  // PGlite on its own thread, driven like PostgreSQL (ADR 109). It has one session: one
  // connection, kept (a new one would cost a reset), so transactions queue in the pool.
  const thread = await startPgliteThread(dataDir);
  const pool = new pg.Pool({ stream: thread.socket, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
  return openPool(pool, 'pglite', thread.close);
}

async function openPool(pool: pg.Pool, kind: DatabaseHandle['kind'], after?: () => Promise<void>): Promise<DatabaseHandle> {
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => log.error({ err: error }, 'idle database client error'));
  const db = drizzle(pool, { schema }) as unknown as Database;
  // Several processes may start together: one migrates while the others wait for the lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return {
    db,
    kind,
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await pool.end();
      await after?.();
    },
  };
}
