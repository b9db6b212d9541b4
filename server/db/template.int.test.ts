/**
 * The build's database template (ADR 110): a fresh data dir starts as a copy of it, migrated, only when the
 * template was made from the same migrations, and never over a database that is already there.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { copyTemplate, migrationsDigest, writeTemplate } from './template';
import { MIGRATIONS_DIR } from '../paths';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-template-'));
const template = path.join(scratch, 'template');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// One initdb for the whole file (slow on a busy machine); the template carries a table of its own, so a copy shows.
beforeAll(async () => {
  await writeTemplate(template, MIGRATIONS_DIR, async (dataDir) => {
    const database = await openDatabase({ dataDir, template: null });
    await database.db.execute(sql`create table template_probe (id int)`);
    await database.close();
  });
}, 300_000);

const journal = () => JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

async function tables(dataDir: string, from: string | null) {
  const database = await openDatabase({ dataDir, template: from });
  try {
    const read = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const names = await read<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public'`);
    const [applied] = await read<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return { names: names.map((r) => r.name), applied: applied!.n };
  } finally {
    await database.close();
  }
}

describe('database template', () => {
  it('a fresh data dir opens as a copy of the template, with every migration applied', async () => {
    const dataDir = path.join(scratch, 'fresh');
    const found = await tables(dataDir, template);
    expect(found.names).toEqual(expect.arrayContaining(['template_probe', 'users', 'posts']));
    expect(found.applied).toBe(journal().entries.length);
    // Nothing half-copied is left beside it.
    expect(fs.readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('an empty pglite folder counts as fresh', async () => {
    const dataDir = path.join(scratch, 'empty');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    expect(copyTemplate(template, MIGRATIONS_DIR, path.join(dataDir, 'pglite'))).toBe(true);
  });

  it('is not copied over a database that is already there', async () => {
    const dataDir = path.join(scratch, 'existing');
    await tables(dataDir, template);
    const marker = path.join(dataDir, 'pglite', 'kept');
    fs.writeFileSync(marker, 'mine');
    expect(copyTemplate(template, MIGRATIONS_DIR, path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.readFileSync(marker, 'utf8')).toBe('mine');
  });

  it('is not used when the migrations differ from the ones it was made from', () => {
    const other = path.join(scratch, 'migrations');
    fs.cpSync(MIGRATIONS_DIR, other, { recursive: true });
    fs.writeFileSync(path.join(other, '9999_new.sql'), 'create table later (id int);');
    expect(migrationsDigest(other)).not.toBe(migrationsDigest(MIGRATIONS_DIR));
    const target = path.join(scratch, 'stale', 'pglite');
    expect(copyTemplate(template, other, target)).toBe(false);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('a missing template is no template', () => {
    expect(copyTemplate(path.join(scratch, 'none'), MIGRATIONS_DIR, path.join(scratch, 'untouched', 'pglite'))).toBe(false);
  });
});
