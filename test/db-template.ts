/**
 * The integration suite's global setup (ADR 123): one migrated database per run, that every test file's
 * fresh database starts as a copy of. PGlite's initdb and the migrations took 6.6 s a file on a quiet
 * machine (twice that on a busy one); copying the data dir and opening it, 1.9 s on a loaded one. Kept
 * between runs while the migrations are the same (the name carries their digest).
 * - PGlite: a data dir made as the build's template (server/db/template.ts), copied per file.
 * - PostgreSQL (DATABASE_URL): a template database, and `CREATE DATABASE ... TEMPLATE` per file.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../server/db';
import { migrationsDigest, writeTemplate } from '../server/db/template';
import { MIGRATIONS_DIR, ROOT_DIR } from '../server/paths';

/** Read by test/server.ts's freshDatabase: a PGlite template dir, or a PostgreSQL template database's name. */
export const TEMPLATE_ENV = 'FANSTAGE_TEST_DB_TEMPLATE';

export default async function setup(): Promise<void> {
  const digest = migrationsDigest(MIGRATIONS_DIR).slice(0, 16);
  const base = process.env.DATABASE_URL;
  // PGlite's data dir is of its own version too.
  const pglite = (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  process.env[TEMPLATE_ENV] = base
    ? await postgresTemplate(base, `fanstage_tpl_${digest}`)
    : await pgliteTemplate(path.join(os.tmpdir(), `fanstage-test-template-${digest}-${pglite}`));
}

async function pgliteTemplate(dir: string): Promise<string> {
  // writeTemplate builds it aside and renames it in: a folder that is there is whole.
  if (!fs.existsSync(dir))
    await writeTemplate(dir, MIGRATIONS_DIR, async (dataDir) => {
      const database = await openDatabase({ dataDir, template: null });
      await database.close();
    });
  return dir;
}

async function postgresTemplate(base: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    // Migrated under another name and renamed: another checkout's run never sees half a template.
    const building = `${name}_${process.pid}`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const url = new URL(base);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString() });
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`).catch(async (error: { code?: string }) => {
      if (error.code !== '42P04') throw error; // another run made it meanwhile
      await admin.query(`drop database ${building}`);
    });
    return name;
  } finally {
    await admin.end();
  }
}
