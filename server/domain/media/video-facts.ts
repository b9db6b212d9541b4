/** A video's duration, size and poster: probed on the server when ffmpeg is there, else reported by the browser. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { VIDEO_DURATION_MESSAGE, isVideoDurationMs } from '../../../common/media';
import { media } from '../../db/schema';
import { AppError } from '../errors';
import { storeImage } from './images';
import { MEDIA_IMAGE, MEDIA_VIDEO, type MediaDeps, type MediaItem, toItem } from './items';
import { posterTimeMs } from './video';

/** ffprobe's duration and size of a video (read from its file, never whole into memory) and, when asked, a poster frame stored as the owner's image. */
export async function videoFacts(deps: MediaDeps, ownerId: number, file: string, fileName: string, wantPoster: boolean) {
  const none = { durationMs: null, width: null, height: null, posterMediaId: null };
  const tools = deps.video;
  if (!tools || !(await tools.available())) return none;
  const facts = await tools.probe(file);
  if (!facts) return none;
  let posterMediaId: number | null = null;
  if (wantPoster) {
    const jpeg = await tools.poster(file, posterTimeMs(facts.durationMs));
    if (jpeg) posterMediaId = (await storeImage(deps, ownerId, jpeg, `${fileName.replace(/\.[^.]*$/, '')}-poster.jpg`).catch(() => null))?.media_id ?? null;
  }
  return { ...facts, posterMediaId };
}

/** The owner's image `posterMediaId`, or MEDIA_NOT_FOUND on poster_media_id. */
export async function ownPoster({ db }: MediaDeps, ownerId: number, posterMediaId: number) {
  const [poster] = await db
    .select({ id: media.id, kind: media.kind })
    .from(media)
    .where(and(eq(media.id, posterMediaId), eq(media.ownerId, ownerId)));
  if (!poster || poster.kind !== MEDIA_IMAGE)
    throw new AppError('MEDIA_NOT_FOUND', 'poster_media_id: no image of yours has this id.', { field: 'poster_media_id' });
  return poster;
}

/**
 * What the browser found out about a video the server could not probe (no ffmpeg): a poster
 * (a frame drawn on a canvas, uploaded as an image) and the duration its video element
 * reported. Both must be the owner's; what the server already has is kept (coalesce, so two
 * racing calls cannot overwrite each other either). The duration is checked: a positive whole
 * number of milliseconds within VIDEO_DURATION_MAX_MS.
 */
export async function setVideoFacts(
  deps: MediaDeps,
  ownerId: number,
  mediaId: number,
  facts: { posterMediaId?: number; durationMs?: number },
): Promise<MediaItem> {
  const { db } = deps;
  if (facts.durationMs !== undefined && !isVideoDurationMs(facts.durationMs))
    throw new AppError('BAD_REQUEST', VIDEO_DURATION_MESSAGE, { field: 'duration_ms' });
  const [video] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.ownerId, ownerId)));
  if (!video || video.kind !== MEDIA_VIDEO) throw new AppError('MEDIA_NOT_FOUND', 'media_id: no video of yours has this id.', { field: 'media_id' });
  const change: { posterMediaId?: SQL; durationMs?: SQL } = {};
  if (facts.posterMediaId !== undefined && !video.posterMediaId) {
    const poster = await ownPoster(deps, ownerId, facts.posterMediaId);
    change.posterMediaId = sql`coalesce(${media.posterMediaId}, ${poster.id})`;
  }
  if (facts.durationMs !== undefined && video.durationMs === null) change.durationMs = sql`coalesce(${media.durationMs}, ${facts.durationMs})`;
  if (Object.keys(change).length === 0) return toItem(video);
  const [row] = await db.update(media).set(change).where(eq(media.id, mediaId)).returning();
  return toItem(row!);
}

/** A browser-captured poster alone (see setVideoFacts); a video that has a poster keeps it. */
export function setPoster(deps: MediaDeps, ownerId: number, mediaId: number, posterMediaId: number): Promise<MediaItem> {
  return setVideoFacts(deps, ownerId, mediaId, { posterMediaId });
}
