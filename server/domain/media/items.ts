/** Stored media as the API shows them, the media functions' dependencies, and reading the vault. */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { PURPOSE_BITS } from '../../../common/media';
import type { Database } from '../../db';
import { media } from '../../db/schema';
import type { MediaStorage } from '../../storage';
import type { VideoTools } from './video';

export const MEDIA_IMAGE = 1;
export const MEDIA_VIDEO = 2;

export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
  /** A fan's chat attachments (ADR 084); unset: the limits above. */
  fanMaxImageBytes?: number;
  fanMaxVideoBytes?: number;
  /** Stored media plus unfinished uploads, per user, by role; unset: no quota (seeds and scripts). */
  creatorQuotaBytes?: number;
  fanQuotaBytes?: number;
}

export interface MediaItem {
  media_id: number;
  kind: 1 | 2;
  mime: string;
  size: number;
  file_name: string;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  poster_media_id: number | null;
}

/**
 * How far a context opens an item to a viewer: its bytes ('full'), only the blurred preview, or
 * nothing (not in that context, or closed to them).
 */
export type MediaGrant = 'full' | 'preview' | null;

/** Where a media URL was obtained (ADR 088): a post, a chat message, or none (the owner's own URL). */
export type MediaContext = { post: number } | { message: number } | null;

export interface MediaDeps {
  db: Database;
  storage: MediaStorage;
  limits: MediaLimits;
  /** ffprobe/ffmpeg (video.ts) when installed: durations, sizes and posters of videos. */
  video?: VideoTools | null;
  /** Local folder where a completing upload is joined (then moved or sent to storage); default the system's temporary folder. */
  spoolDir?: string;
  /** Posts' port (domain/content/media-access.ts): how far post `postId` opens the item to the viewer (null: anonymous). */
  postMedia?: (postId: number, mediaId: number, viewerId: number | null) => Promise<MediaGrant>;
  /** Chat's port (domain/chat/media-access.ts): how far message `messageId` opens the item to the viewer. */
  messageMedia?: (messageId: number, mediaId: number, viewerId: number | null) => Promise<MediaGrant>;
}

export function toItem(row: typeof media.$inferSelect): MediaItem {
  return {
    media_id: row.id,
    kind: row.kind as 1 | 2,
    mime: row.mime,
    size: row.size,
    file_name: row.fileName,
    width: row.width,
    height: row.height,
    duration_ms: row.durationMs,
    poster_media_id: row.posterMediaId,
  };
}

/** The owner's stored item with the same bytes (content hash and size), if any: the same file is stored once per owner. */
export async function sameFileOf(db: Database, ownerId: number, hash: string, size: number) {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.ownerId, ownerId), eq(media.contentHash, hash), eq(media.size, size)));
  return row;
}

/** The vault: an owner's media, newest first, keyset by media id (cursor = last id seen). */
export async function vault(
  { db }: MediaDeps,
  ownerId: number,
  options: { cursor?: number; limit: number },
): Promise<{ list: MediaItem[]; next_cursor: number | null }> {
  const rows = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.ownerId, ownerId),
        // Identity documents (ADR 091) are the host application's, not the vault's.
        sql`(${media.purposes} & ${PURPOSE_BITS.verification}) = 0`,
        options.cursor ? lt(media.id, options.cursor) : undefined,
      ),
    )
    .orderBy(desc(media.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return { list: page.map(toItem), next_cursor: rows.length > options.limit ? page.at(-1)!.id : null };
}

export async function byId({ db }: MediaDeps, mediaId: number): Promise<(MediaItem & { ownerId: number; storageKey: string; purposes: number }) | null> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  return row ? { ...toItem(row), ownerId: row.ownerId, storageKey: row.storageKey, purposes: row.purposes } : null;
}
