/**
 * Portraits (issue 5, ADR 043): a user's picture is one of their images; users.portrait holds
 * its public URL (a square variant) and user_portraits which media item it is, so the media
 * routes can serve it to anyone. Other media stay private to the rules of posts.
 */
import { and, eq } from 'drizzle-orm';
import { PORTRAIT_MAX_BYTES, portraitPath } from '../../../common/media';
import type { Database } from '../../db';
import { media, userPortraits, users } from '../../db/schema';
import { AppError } from '../errors';
import { MEDIA_IMAGE, type MediaService } from './index';
import { assertUsableFor } from './purpose';

/** What user_info_change carries (spec section 7) and the portrait endpoints answer. */
export interface UserInfo {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  bio: string;
  user_role: number;
}

/** Whether this media item is someone's current portrait: then anyone may load its variants. */
export async function isPortrait(db: Database, mediaId: number): Promise<boolean> {
  const [row] = await db.select({ userId: userPortraits.userId }).from(userPortraits).where(eq(userPortraits.mediaId, mediaId)).limit(1);
  return Boolean(row);
}

export function createPortraitService(deps: { db: Database; media: MediaService; onChange?: (info: UserInfo) => void }) {
  const { db } = deps;

  async function set(userId: number, mediaId: number): Promise<UserInfo & { media_id: number }> {
    const [item] = await db
      .select({ id: media.id, kind: media.kind, purposes: media.purposes })
      .from(media)
      .where(and(eq(media.id, mediaId), eq(media.ownerId, userId)));
    if (!item || item.kind !== MEDIA_IMAGE) throw new AppError('MEDIA_NOT_FOUND', 'media_id: no image of yours has this id.', { field: 'media_id' });
    assertUsableFor([item], 'portrait', 'media_id');
    const portrait = portraitPath(mediaId);
    const info = await db.transaction(async (tx) => {
      await tx
        .insert(userPortraits)
        .values({ userId, mediaId })
        .onConflictDoUpdate({ target: userPortraits.userId, set: { mediaId, updatedAt: new Date() } });
      const [row] = await tx.update(users).set({ portrait }).where(eq(users.id, userId)).returning({
        user_id: users.id,
        user_name: users.userName,
        nickname: users.nickname,
        portrait: users.portrait,
        bio: users.bio,
        user_role: users.userRole,
      });
      if (!row) throw new AppError('AUTH_REQUIRED');
      return row;
    });
    deps.onChange?.(info);
    return { ...info, media_id: mediaId };
  }

  return {
    /** Makes one of the user's images their portrait. */
    set,
    /** Stores a picture (up to PORTRAIT_MAX_BYTES) as the user's image and makes it their portrait. */
    async upload(userId: number, bytes: Uint8Array) {
      const item = await deps.media.storeImage(userId, bytes, 'portrait', PORTRAIT_MAX_BYTES, 'portrait');
      return set(userId, item.media_id);
    },
    isPortrait: (mediaId: number) => isPortrait(db, mediaId),
  };
}

export type PortraitService = ReturnType<typeof createPortraitService>;
