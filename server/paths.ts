/**
 * Where the checkout is. The server runs from its sources (tsx: `npm run dev`, tests, scripts) and bundled
 * into build/server-app (`npm start`, ADR 110), so paths are found from the root, not from this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder holding package.json, from `from` upwards: our own, since we start from our own file. */
export function rootOf(from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT_DIR = rootOf(fileURLToPath(import.meta.url));
export const BUILD_DIR = path.join(ROOT_DIR, 'build');
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'server', 'db', 'migrations');
/** A data dir migrated at build time, copied into a fresh DATA_DIR instead of running initdb (server/db/template.ts). */
export const DB_TEMPLATE_DIR = path.join(BUILD_DIR, 'db-template');
