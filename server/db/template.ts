/**
 * A new embedded database from the build's template (ADR 110). PGlite's initdb takes seconds (far more on a
 * busy machine) and the migrations a few more, so `npm run build` makes one data dir and migrates it, and a
 * fresh DATA_DIR starts as a copy of it. The copy is taken only when the template was made from exactly the
 * migrations in the tree; openDatabase runs the migrator after it all the same.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The template is laid out as a DATA_DIR: its data dir (openDatabase's `pglite/`) beside the digest of its migrations. */
const DATA = 'pglite';
const STAMP = 'migrations.sha256';

/** A digest of the migrations (their SQL and the journal that orders them): what a template was made from. */
export function migrationsDigest(migrationsDir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .concat(path.join('meta', '_journal.json'));
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(migrationsDir, file)))
      .update('\0');
  return hash.digest('hex');
}

/** No database there yet: the folder is missing or empty. */
const isFresh = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Copies the template's data dir to `dataDir` when `dataDir` holds no database yet and the template matches
 * the migrations; true when it did. Through a sibling and a rename, so a crash never leaves half a database.
 */
export function copyTemplate(templateDir: string, migrationsDir: string, dataDir: string): boolean {
  if (!isFresh(dataDir)) return false;
  let stamp: string;
  try {
    stamp = fs.readFileSync(path.join(templateDir, STAMP), 'utf8');
  } catch {
    return false; // no template (not built, or `npm run dev` before any build)
  }
  if (stamp !== migrationsDigest(migrationsDir)) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(path.join(templateDir, DATA), partial, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true }); // an empty folder at most (isFresh)
  fs.renameSync(partial, dataDir);
  return true;
}

/**
 * Makes the template at `templateDir`: `migrate` opens a new database in the DATA_DIR it is given, migrates it
 * and closes it, then the digest is written. Built aside and swapped in: a server starting meanwhile sees the
 * old template or none.
 */
export async function writeTemplate(templateDir: string, migrationsDir: string, migrate: (dataDir: string) => Promise<void>): Promise<void> {
  const building = `${templateDir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  await migrate(building);
  fs.writeFileSync(path.join(building, STAMP), migrationsDigest(migrationsDir));
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(building, templateDir);
}
