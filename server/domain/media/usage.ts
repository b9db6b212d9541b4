/**
 * Where a media item is used, for deleting it from the vault (issue 5). An item fans can reach
 * (through a scheduled or posted post, a chat message, a mass message still to be sent, or as
 * someone's portrait) is never deleted under them; a draft only loses the item from its list.
 * A video's poster counts as used wherever its video is.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { MASS_STATUS } from '../../../common/mass';
import { POST_STATUS } from '../../../common/content';
import type { Database } from '../../db';
import { massMessages, media, messageMedia, postMedia, posts, userPortraits } from '../../db/schema';
import { AppError } from '../errors';

type Reader = Pick<Database, 'select'>;

/** The item itself and the videos it is the poster of: whatever uses those uses it. */
async function carriers(db: Reader, mediaId: number): Promise<number[]> {
  const videos = await db.select({ id: media.id }).from(media).where(eq(media.posterMediaId, mediaId));
  return [mediaId, ...videos.map((v) => v.id)];
}

/**
 * Throws the catalogue error saying why `mediaId` may not be deleted, or returns when nothing
 * fans can reach uses it. Drafts do not count (the caller detaches the item from them).
 */
export async function assertDeletable(db: Reader, mediaId: number): Promise<void> {
  const ids = await carriers(db, mediaId);
  const [inPost] = await db
    .select({ id: posts.id })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(inArray(postMedia.mediaId, ids), inArray(posts.status, [POST_STATUS.Scheduled, POST_STATUS.Posted])))
    .limit(1);
  if (inPost) throw new AppError('MEDIA_IN_POST');
  const [inMessage] = await db.select({ id: messageMedia.messageId }).from(messageMedia).where(inArray(messageMedia.mediaId, ids)).limit(1);
  if (inMessage) throw new AppError('MEDIA_IN_CHAT');
  // A mass message still to be sent carries its media ids in a list (delivered ones are chat messages, above).
  const [inMass] = await db
    .select({ id: massMessages.id })
    .from(massMessages)
    .where(
      and(
        inArray(massMessages.status, [MASS_STATUS.Scheduled, MASS_STATUS.Sending]),
        or(...ids.map((id) => sql`${massMessages.mediaIds} @> ${JSON.stringify([id])}::jsonb`)),
      ),
    )
    .limit(1);
  if (inMass) throw new AppError('MEDIA_IN_CHAT');
  const [portrait] = await db.select({ userId: userPortraits.userId }).from(userPortraits).where(eq(userPortraits.mediaId, mediaId)).limit(1);
  if (portrait) throw new AppError('MEDIA_IS_PORTRAIT');
}

/** Whether anything at all refers to the item besides `exceptVideo` (used to decide if a deleted video's poster goes too). */
export async function usedElsewhere(db: Reader, mediaId: number, exceptVideo: number): Promise<boolean> {
  const [asPoster] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.posterMediaId, mediaId), sql`${media.id} <> ${exceptVideo}`))
    .limit(1);
  if (asPoster) return true;
  const [inPost] = await db.select({ id: postMedia.postId }).from(postMedia).where(eq(postMedia.mediaId, mediaId)).limit(1);
  if (inPost) return true;
  try {
    await assertDeletable(db, mediaId);
    return false;
  } catch {
    return true;
  }
}
