/**
 * The media pipeline (issue 5, ADR 040): chunked, resumable uploads; the server checks the
 * content hash, sniffs the real type from the bytes (only images and videos), enforces the
 * size limits and records the dimensions. The same file is stored once per owner.
 */
import { type SQL, and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { CHUNK_SIZE, VARIANT_SIZES, VIDEO_DURATION_MESSAGE, chunkCount, contentHash, expectedChunkSize, isVideoDurationMs } from '../../../common/media';
import type { Database } from '../../db';
import { media, mediaUploads, postMedia } from '../../db/schema';
import type { MediaStorage } from '../../storage';
import { AppError } from '../errors';
import { assertDeletable, usedElsewhere } from './usage';
import { posterTimeMs, type VideoTools } from './video';

export const MEDIA_IMAGE = 1;
export const MEDIA_VIDEO = 2;

export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
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

export type InitResult =
  | { upload_id: string; chunk_size: number; chunk_count: number; uploaded_chunks: number[] }
  | { media_id: number; duplicate: true };

const chunkKey = (uploadId: string, index: number) => `uploads/${uploadId}/${String(index).padStart(6, '0')}`;

function toItem(row: typeof media.$inferSelect): MediaItem {
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

export interface MediaDeps {
  db: Database;
  storage: MediaStorage;
  limits: MediaLimits;
  /** ffprobe/ffmpeg (video.ts) when installed: durations, sizes and posters of videos. */
  video?: VideoTools | null;
  /** Chat's port: the media was sent to the viewer in a free or unlocked chat message (domain/chat). */
  chatAccess?: (mediaId: number, viewerId: number) => Promise<boolean>;
  /** Posts' port (domain/content/media-access.ts): the item is in a posted post open to the viewer (null: anonymous). */
  postAccess?: (mediaId: number, viewerId: number | null) => Promise<boolean>;
  /** Posts' port: the item is in a posted post, so its blurred preview may be shown to anyone. */
  inPostedPost?: (mediaId: number) => Promise<boolean>;
}

/** The longest side of a locked item's preview: tiny and blurred, so nothing of the original can be recovered. */
export const PREVIEW_SIZE = 48;
const PREVIEW_BLUR_SIGMA = 6;

export function createMediaService(deps: MediaDeps) {
  const { db, storage, limits } = deps;
  const maxAny = Math.max(limits.maxImageBytes, limits.maxVideoBytes);

  async function uploadOf(ownerId: number, uploadId: string) {
    const [row] = await db
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.id, uploadId), eq(mediaUploads.ownerId, ownerId)));
    if (!row) throw new AppError('UPLOAD_NOT_FOUND');
    return row;
  }

  async function uploadedChunks(uploadId: string, size: number): Promise<number[]> {
    const keys = await storage.list(`uploads/${uploadId}/`);
    const present: number[] = [];
    for (const key of keys) {
      const index = Number(key.slice(key.lastIndexOf('/') + 1));
      // Only a chunk of the right size counts (a torn write is uploaded again).
      if (Number.isInteger(index) && (await storage.size(key)) === expectedChunkSize(size, index)) present.push(index);
    }
    return present.sort((a, b) => a - b);
  }

  /**
   * An image made on the server (a portrait, a video poster, the demo's pictures) stored like an
   * upload: type sniffed, size limited, dimensions read, the same bytes stored once per owner.
   */
  async function storeImage(ownerId: number, bytes: Uint8Array, fileName: string, maxBytes = limits.maxImageBytes): Promise<MediaItem> {
    if (bytes.length > maxBytes) throw new AppError('MEDIA_TOO_LARGE', `This file is too large: the limit is ${Math.floor(maxBytes / 1024 / 1024)} MB.`);
    const type = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
    if (!type?.mime.startsWith('image/')) {
      throw new AppError('MEDIA_TYPE_REFUSED', `Only images can be used here${type ? ` (this file is ${type.mime})` : ''}.`);
    }
    let meta: Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw new AppError('MEDIA_TYPE_REFUSED', 'This image cannot be read.');
    }
    const hash = await contentHash(bytes.length, async (offset, length) => bytes.subarray(offset, offset + length));
    const existing = async () => {
      const [row] = await db.select().from(media).where(and(eq(media.ownerId, ownerId), eq(media.contentHash, hash), eq(media.size, bytes.length)));
      return row;
    };
    const found = await existing();
    if (found) return toItem(found);
    const storageKey = `originals/${ownerId}/${randomBytes(16).toString('hex')}`;
    await storage.put(storageKey, bytes);
    const [row] = await db
      .insert(media)
      .values({
        ownerId,
        kind: MEDIA_IMAGE,
        mime: type.mime,
        size: bytes.length,
        contentHash: hash,
        fileName,
        storageKey,
        width: meta.autoOrient?.width ?? meta.width ?? null,
        height: meta.autoOrient?.height ?? meta.height ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return toItem(row);
    await storage.delete(storageKey);
    return toItem((await existing())!);
  }

  /** ffprobe's duration and size of a video and, when asked, a poster frame stored as the owner's image. */
  async function videoFacts(ownerId: number, bytes: Uint8Array, fileName: string, wantPoster: boolean) {
    const none = { durationMs: null, width: null, height: null, posterMediaId: null };
    const tools = deps.video;
    if (!tools || !(await tools.available())) return none;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fanstage-video-'));
    try {
      const file = path.join(dir, 'video');
      await fs.writeFile(file, bytes);
      const facts = await tools.probe(file);
      if (!facts) return none;
      let posterMediaId: number | null = null;
      if (wantPoster) {
        const jpeg = await tools.poster(file, posterTimeMs(facts.durationMs));
        if (jpeg) posterMediaId = (await storeImage(ownerId, jpeg, `${fileName.replace(/\.[^.]*$/, '')}-poster.jpg`).catch(() => null))?.media_id ?? null;
      }
      return { ...facts, posterMediaId };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  async function abandon(uploadId: string) {
    await storage.deletePrefix(`uploads/${uploadId}/`);
    await db.delete(mediaUploads).where(eq(mediaUploads.id, uploadId));
  }

  return {
    async initUpload(ownerId: number, input: { fileName: string; size: number; declaredType: string; contentHash: string; posterMediaId?: number }): Promise<InitResult> {
      if (!/^(image|video)\//.test(input.declaredType)) throw new AppError('MEDIA_TYPE_REFUSED');
      const max = input.declaredType.startsWith('image/') ? limits.maxImageBytes : limits.maxVideoBytes;
      if (input.size > max) throw new AppError('MEDIA_TOO_LARGE', `This file is too large: the limit is ${Math.floor(max / 1024 / 1024)} MB.`);
      const [existing] = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.ownerId, ownerId), eq(media.contentHash, input.contentHash), eq(media.size, input.size)));
      if (existing) return { media_id: existing.id, duplicate: true };
      const id = randomBytes(16).toString('hex');
      await db
        .insert(mediaUploads)
        .values({ id, ownerId, fileName: input.fileName, size: input.size, declaredType: input.declaredType, contentHash: input.contentHash })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(mediaUploads)
        .where(and(eq(mediaUploads.ownerId, ownerId), eq(mediaUploads.contentHash, input.contentHash), eq(mediaUploads.size, input.size)));
      return { upload_id: row!.id, chunk_size: CHUNK_SIZE, chunk_count: chunkCount(row!.size), uploaded_chunks: await uploadedChunks(row!.id, row!.size) };
    },

    async putChunk(ownerId: number, uploadId: string, index: number, bytes: Uint8Array): Promise<{ uploaded_chunks: number[] }> {
      const upload = await uploadOf(ownerId, uploadId);
      const expected = expectedChunkSize(upload.size, index);
      if (expected < 0) throw new AppError('CHUNK_INVALID', `There is no part ${index} in this file (it has ${chunkCount(upload.size)}).`);
      if (bytes.length !== expected) throw new AppError('CHUNK_INVALID', `Part ${index} must be ${expected} bytes long, not ${bytes.length}.`);
      await storage.put(chunkKey(uploadId, index), bytes);
      return { uploaded_chunks: await uploadedChunks(uploadId, upload.size) };
    },

    async completeUpload(ownerId: number, uploadId: string, options: { posterMediaId?: number } = {}): Promise<MediaItem> {
      const upload = await uploadOf(ownerId, uploadId);
      const present = await uploadedChunks(uploadId, upload.size);
      const count = chunkCount(upload.size);
      if (present.length !== count) {
        const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !present.includes(i));
        throw new AppError('UPLOAD_INCOMPLETE', `Some parts of the file have not been uploaded yet: ${missing.slice(0, 10).join(', ')}.`);
      }
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < count; i++) chunks.push((await storage.get(chunkKey(uploadId, i)))!);
      const bytes = new Uint8Array(Buffer.concat(chunks));
      const hash = await contentHash(bytes.length, async (offset, length) => bytes.subarray(offset, offset + length));
      if (hash !== upload.contentHash) {
        await abandon(uploadId);
        throw new AppError('UPLOAD_HASH_MISMATCH');
      }
      const type = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
      const kind = type?.mime.startsWith('image/') ? MEDIA_IMAGE : type?.mime.startsWith('video/') ? MEDIA_VIDEO : null;
      if (!type || !kind) {
        await abandon(uploadId);
        throw new AppError('MEDIA_TYPE_REFUSED', `Only images and videos can be uploaded${type ? ` (this file is ${type.mime})` : ''}.`);
      }
      const max = kind === MEDIA_IMAGE ? limits.maxImageBytes : limits.maxVideoBytes;
      if (bytes.length > max || bytes.length > maxAny) {
        await abandon(uploadId);
        throw new AppError('MEDIA_TOO_LARGE', `This file is too large: the limit is ${Math.floor(max / 1024 / 1024)} MB.`);
      }
      let width: number | null = null;
      let height: number | null = null;
      if (kind === MEDIA_IMAGE) {
        try {
          const meta = await sharp(bytes).metadata();
          width = meta.autoOrient?.width ?? meta.width ?? null;
          height = meta.autoOrient?.height ?? meta.height ?? null;
        } catch {
          await abandon(uploadId);
          throw new AppError('MEDIA_TYPE_REFUSED', 'This image cannot be read.');
        }
      }
      let posterMediaId: number | null = null;
      if (kind === MEDIA_VIDEO && options.posterMediaId !== undefined) {
        const [poster] = await db
          .select({ id: media.id, kind: media.kind })
          .from(media)
          .where(and(eq(media.id, options.posterMediaId), eq(media.ownerId, ownerId)));
        if (!poster || poster.kind !== MEDIA_IMAGE) throw new AppError('MEDIA_NOT_FOUND', 'poster_media_id: no image of yours has this id.', { field: 'poster_media_id' });
        posterMediaId = poster.id;
      }
      let durationMs: number | null = null;
      if (kind === MEDIA_VIDEO && deps.video) {
        const facts = await videoFacts(ownerId, bytes, upload.fileName, posterMediaId === null);
        ({ durationMs, width, height } = facts);
        posterMediaId ??= facts.posterMediaId;
      }
      const storageKey = `originals/${ownerId}/${uploadId}`;
      await storage.put(storageKey, bytes);
      const inserted = await db
        .insert(media)
        .values({ ownerId, kind, mime: type.mime, size: bytes.length, contentHash: hash, fileName: upload.fileName, storageKey, width, height, durationMs, posterMediaId })
        .onConflictDoNothing()
        .returning();
      await abandon(uploadId);
      if (inserted[0]) return toItem(inserted[0]);
      // A parallel complete of the same file won: keep theirs.
      await storage.delete(storageKey);
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.ownerId, ownerId), eq(media.contentHash, hash), eq(media.size, bytes.length)));
      return toItem(row!);
    },

    /**
     * An image variant (WebP), made once with sharp and kept in storage. Who may see it is the
     * caller's check (canView); here only the size is ruled: both from VARIANT_SIZES, not both 0.
     */
    async variant(mediaId: number, width: number, height: number): Promise<Uint8Array> {
      const allowed = (n: number) => (VARIANT_SIZES as readonly number[]).includes(n);
      if (!allowed(width) || !allowed(height) || (width === 0 && height === 0)) {
        throw new AppError('VARIANT_SIZE_INVALID', `This image size is not available: width and height must be one of ${VARIANT_SIZES.join(', ')} (not both 0).`);
      }
      const [row] = await db.select().from(media).where(eq(media.id, mediaId));
      if (!row || row.kind !== MEDIA_IMAGE) throw new AppError('MEDIA_NOT_FOUND');
      const key = `variants/${mediaId}/w_${width},h_${height}.webp`;
      const cached = await storage.get(key);
      if (cached) return cached;
      const original = await storage.get(row.storageKey);
      if (!original) throw new AppError('MEDIA_NOT_FOUND');
      const bytes = new Uint8Array(
        await sharp(original)
          .autoOrient()
          .resize({ width: width || undefined, height: height || undefined, fit: 'cover', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      );
      await storage.put(key, bytes);
      return bytes;
    },

    /**
     * Who may see a media item's bytes: its owner; those the chat port allows; and, through the
     * posts port, anyone a posted post carrying it is open to (anonymous visitors included).
     */
    async canView(item: { media_id: number; ownerId: number }, viewerId: number | null): Promise<boolean> {
      if (viewerId !== null && viewerId === item.ownerId) return true;
      if (viewerId !== null && (await viewableThroughChat(deps, item.media_id, viewerId))) return true;
      return deps.postAccess ? deps.postAccess(item.media_id, viewerId) : false;
    },

    /** Whether the blurred preview may be shown: to the owner, or to anyone once the item is in a posted post. */
    async canPreview(item: { media_id: number; ownerId: number }, viewerId: number | null): Promise<boolean> {
      if (viewerId !== null && viewerId === item.ownerId) return true;
      return deps.inPostedPost ? deps.inPostedPost(item.media_id) : false;
    },

    /**
     * A small, heavily blurred WebP of an image (or of a video's poster; a plain tile when a
     * video has none), made once and kept in storage. The caller checks canPreview.
     */
    async preview(mediaId: number): Promise<Uint8Array> {
      const [row] = await db.select().from(media).where(eq(media.id, mediaId));
      if (!row) throw new AppError('MEDIA_NOT_FOUND');
      const key = `previews/${mediaId}.webp`;
      const cached = await storage.get(key);
      if (cached) return cached;
      let source: Uint8Array | null = null;
      if (row.kind === MEDIA_IMAGE) source = await storage.get(row.storageKey);
      else if (row.posterMediaId) {
        const [poster] = await db.select().from(media).where(eq(media.id, row.posterMediaId));
        source = poster ? await storage.get(poster.storageKey) : null;
      }
      const image = source
        ? sharp(source).autoOrient().resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside' })
        : sharp({ create: { width: PREVIEW_SIZE, height: Math.round((PREVIEW_SIZE * 9) / 16), channels: 3, background: { r: 96, g: 96, b: 104 } } });
      const bytes = new Uint8Array(await image.blur(PREVIEW_BLUR_SIGMA).webp({ quality: 40 }).toBuffer());
      await storage.put(key, bytes);
      return bytes;
    },

    /** The vault: an owner's media, newest first, keyset by media id (cursor = last id seen). */
    async vault(ownerId: number, options: { cursor?: number; limit: number }): Promise<{ list: MediaItem[]; next_cursor: number | null }> {
      const rows = await db
        .select()
        .from(media)
        .where(and(eq(media.ownerId, ownerId), options.cursor ? lt(media.id, options.cursor) : undefined))
        .orderBy(desc(media.id))
        .limit(options.limit + 1);
      const page = rows.slice(0, options.limit);
      return { list: page.map(toItem), next_cursor: rows.length > options.limit ? page.at(-1)!.id : null };
    },

    /**
     * Deletes a vault item of the owner's: refused (MEDIA_IN_POST, MEDIA_IN_CHAT,
     * MEDIA_IS_PORTRAIT) while fans can reach it; drafts simply lose it. A deleted video takes
     * its poster along when nothing else uses the poster. The row is locked first, so a post or
     * message adding the item at the same moment waits and then finds it gone. Stored bytes,
     * variants and previews go once the rows are gone (bytes only when no other row points at them).
     */
    async remove(ownerId: number, mediaId: number): Promise<{ deleted: number[] }> {
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
    },

    storeImage,

    /**
     * What the browser found out about a video the server could not probe (no ffmpeg): a poster
     * (a frame drawn on a canvas, uploaded as an image) and the duration its video element
     * reported. Both must be the owner's; what the server already has is kept (coalesce, so two
     * racing calls cannot overwrite each other either). The duration is checked: a positive whole
     * number of milliseconds within VIDEO_DURATION_MAX_MS.
     */
    async setVideoFacts(ownerId: number, mediaId: number, facts: { posterMediaId?: number; durationMs?: number }): Promise<MediaItem> {
      if (facts.durationMs !== undefined && !isVideoDurationMs(facts.durationMs)) throw new AppError('BAD_REQUEST', VIDEO_DURATION_MESSAGE, { field: 'duration_ms' });
      const [video] = await db.select().from(media).where(and(eq(media.id, mediaId), eq(media.ownerId, ownerId)));
      if (!video || video.kind !== MEDIA_VIDEO) throw new AppError('MEDIA_NOT_FOUND', 'media_id: no video of yours has this id.', { field: 'media_id' });
      const change: { posterMediaId?: SQL; durationMs?: SQL } = {};
      if (facts.posterMediaId !== undefined && !video.posterMediaId) {
        const [poster] = await db.select().from(media).where(and(eq(media.id, facts.posterMediaId), eq(media.ownerId, ownerId)));
        if (!poster || poster.kind !== MEDIA_IMAGE) throw new AppError('MEDIA_NOT_FOUND', 'poster_media_id: no image of yours has this id.', { field: 'poster_media_id' });
        change.posterMediaId = sql`coalesce(${media.posterMediaId}, ${poster.id})`;
      }
      if (facts.durationMs !== undefined && video.durationMs === null) change.durationMs = sql`coalesce(${media.durationMs}, ${facts.durationMs})`;
      if (Object.keys(change).length === 0) return toItem(video);
      const [row] = await db.update(media).set(change).where(eq(media.id, mediaId)).returning();
      return toItem(row!);
    },

    /** A browser-captured poster alone (see setVideoFacts); a video that has a poster keeps it. */
    setPoster(ownerId: number, mediaId: number, posterMediaId: number): Promise<MediaItem> {
      return this.setVideoFacts(ownerId, mediaId, { posterMediaId });
    },

    /** The stored bytes (or a range of them) as a stream; the caller checks canView. */
    stream: (storageKey: string, range?: { start: number; end: number }) => storage.stream(storageKey, range),

    async byId(mediaId: number): Promise<(MediaItem & { ownerId: number; storageKey: string }) | null> {
      const [row] = await db.select().from(media).where(eq(media.id, mediaId));
      return row ? { ...toItem(row), ownerId: row.ownerId, storageKey: row.storageKey } : null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** Chat access: a recipient of a free chat message carrying the media, or one who unlocked it. */
async function viewableThroughChat(deps: MediaDeps, mediaId: number, viewerId: number): Promise<boolean> {
  return deps.chatAccess ? deps.chatAccess(mediaId, viewerId) : false;
}
