/**
 * Cover images (issue 20, ADR 097): a profile's wide picture above the avatar. Like a portrait it
 * is one of the user's images, public while it is the cover: users.cover holds its URL (a variant
 * COVER_WIDTH wide keeping the picture's aspect ratio) and user_covers which media item it is, so
 * the media routes can serve it to anyone. Removing it makes the image private again.
 */
import { and, eq } from 'drizzle-orm';
import { COVER_MAX_BYTES, coverPath } from '../../../common/media';
import type { Database } from '../../db';
import { media, userCovers, users } from '../../db/schema';
import { AppError } from '../errors';
import { MEDIA_IMAGE, type MediaService } from './index';
import { assertUsableFor } from './purpose';

/** What the cover endpoints answer: the URL ('' for none) and the image (null for none). */
export interface CoverInfo {
  user_id: number;
  cover: string;
  media_id: number | null;
}

/** Whether this media item is someone's current cover: then anyone may load its variants. */
export async function isCover(db: Database, mediaId: number): Promise<boolean> {
  const [row] = await db.select({ userId: userCovers.userId }).from(userCovers).where(eq(userCovers.mediaId, mediaId)).limit(1);
  return Boolean(row);
}

export function createCoverService(deps: { db: Database; media: MediaService }) {
  const { db } = deps;

  async function set(userId: number, mediaId: number): Promise<CoverInfo> {
    const [item] = await db
      .select({ id: media.id, kind: media.kind, purposes: media.purposes })
      .from(media)
      .where(and(eq(media.id, mediaId), eq(media.ownerId, userId)));
    if (!item || item.kind !== MEDIA_IMAGE) throw new AppError('MEDIA_NOT_FOUND', 'media_id: no image of yours has this id.', { field: 'media_id' });
    assertUsableFor([item], 'cover', 'media_id');
    const cover = coverPath(mediaId);
    await db.transaction(async (tx) => {
      await tx
        .insert(userCovers)
        .values({ userId, mediaId })
        .onConflictDoUpdate({ target: userCovers.userId, set: { mediaId, updatedAt: new Date() } });
      await tx.update(users).set({ cover }).where(eq(users.id, userId));
    });
    return { user_id: userId, cover, media_id: mediaId };
  }

  return {
    /** Makes one of the user's images their cover. */
    set,
    /** Stores a picture (up to COVER_MAX_BYTES) as the user's image and makes it their cover. */
    async upload(userId: number, bytes: Uint8Array) {
      const item = await deps.media.storeImage(userId, bytes, 'cover', COVER_MAX_BYTES, 'cover');
      return set(userId, item.media_id);
    },
    /** No cover any more (idempotent); the image stays in the user's media, private again. */
    async remove(userId: number): Promise<CoverInfo> {
      await db.transaction(async (tx) => {
        await tx.delete(userCovers).where(eq(userCovers.userId, userId));
        await tx.update(users).set({ cover: '' }).where(eq(users.id, userId));
      });
      return { user_id: userId, cover: '', media_id: null };
    },
    /** The user's current cover. */
    async current(userId: number): Promise<CoverInfo> {
      const [row] = await db.select({ mediaId: userCovers.mediaId }).from(userCovers).where(eq(userCovers.userId, userId));
      return { user_id: userId, cover: row ? coverPath(row.mediaId) : '', media_id: row?.mediaId ?? null };
    },
    isCover: (mediaId: number) => isCover(db, mediaId),
  };
}

export type CoverService = ReturnType<typeof createCoverService>;
