/** Deleting a vault item, and what it takes along. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { media, postMedia } from '../../db/schema';
import { AppError } from '../errors';
import type { MediaDeps } from './items';
import { assertDeletable, usedElsewhere } from './usage';

/**
 * Deletes a vault item of the owner's: refused (MEDIA_IN_POST, MEDIA_IN_CHAT,
 * MEDIA_IS_PORTRAIT) while fans can reach it; drafts simply lose it. A deleted video takes
 * its poster along when nothing else uses the poster. The row is locked first, so a post or
 * message adding the item at the same moment waits and then finds it gone. Stored bytes,
 * variants and previews go once the rows are gone (bytes only when no other row points at them).
 */
export async function remove({ db, storage }: MediaDeps, ownerId: number, mediaId: number): Promise<{ deleted: number[] }> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, mediaId), eq(media.ownerId, ownerId)))
      .for('update');
    if (!row) throw new AppError('MEDIA_NOT_FOUND');
    await assertDeletable(tx, mediaId);
    const ids = [mediaId];
    if (row.posterMediaId && !(await usedElsewhere(tx, row.posterMediaId, mediaId))) ids.push(row.posterMediaId);
    // Only drafts can still list it (assertDeletable): they just lose it.
    await tx.delete(postMedia).where(inArray(postMedia.mediaId, ids));
    return tx.delete(media).where(inArray(media.id, ids)).returning({ id: media.id, storageKey: media.storageKey });
  });
  for (const item of gone) {
    const [shared] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
      .where(eq(media.storageKey, item.storageKey));
    if (!shared || shared.n === 0) await storage.delete(item.storageKey);
    await storage.deletePrefix(`variants/${item.id}/`);
    await storage.delete(`previews/${item.id}.webp`);
  }
  return { deleted: gone.map((g) => g.id) };
}
