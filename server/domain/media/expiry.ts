/**
 * Unfinished uploads expire (issue 18, ADR 084): an upload untouched (no init, chunk or complete)
 * for longer than the TTL is removed with its chunks by a periodic job. The same turn removes
 * chunks whose upload row is gone (a chunk written while its upload expired or completed, the
 * uploads of a deleted account) and spool files a crash left behind. Safe in several processes:
 * a row is deleted once, and removing what is gone already is no error.
 */
import { inArray, lt } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaUploads } from '../../db/schema';
import type { MediaDeps } from './items';

export async function expireUploads(deps: MediaDeps, ttlMs: number, now = new Date()): Promise<{ expired: string[]; orphans: string[] }> {
  const { db, storage } = deps;
  const cutoff = new Date(now.getTime() - ttlMs);
  const gone = await db.delete(mediaUploads).where(lt(mediaUploads.updatedAt, cutoff)).returning({ id: mediaUploads.id });
  for (const { id } of gone) await storage.deletePrefix(`uploads/${id}/`);

  // A row is written before any chunk, so chunks without a row belong to no upload.
  const listed = [...new Set((await storage.list('uploads/')).map((key) => key.split('/')[1]!))];
  const alive = new Set<string>();
  for (let i = 0; i < listed.length; i += 500) {
    const rows = await db
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(inArray(mediaUploads.id, listed.slice(i, i + 500)));
    for (const row of rows) alive.add(row.id);
  }
  const orphans = listed.filter((id) => !alive.has(id));
  for (const id of orphans) await storage.deletePrefix(`uploads/${id}/`);

  if (deps.spoolDir) {
    const files = await fs.readdir(deps.spoolDir).catch(() => [] as string[]);
    for (const name of files) {
      const file = path.join(deps.spoolDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < cutoff.getTime()) await fs.rm(file, { force: true });
    }
  }
  return { expired: gone.map((g) => g.id), orphans };
}
