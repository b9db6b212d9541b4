/** Images made on the server, and the checks every stored image passes: a real image type, its size limit, readable dimensions. */
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { PURPOSE_BITS, type UploadPurpose } from '../../../common/media';
import { contentHash } from '../../../common/media-hash';
import { media } from '../../db/schema';
import { AppError } from '../errors';
import { MEDIA_IMAGE, type MediaDeps, type MediaItem, sameFileOf, toItem } from './items';
import { assertFits, roleOf } from './purpose';

export const tooLarge = (maxBytes: number) => new AppError('MEDIA_TOO_LARGE', `This file is too large: the limit is ${Math.floor(maxBytes / 1024 / 1024)} MB.`);

/** The sniffed type of a file from its first bytes (never the name or the declared type). */
export const sniffType = (bytes: Uint8Array) => fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));

/** An image's displayed width and height (after its EXIF orientation), from its bytes or its file; MEDIA_TYPE_REFUSED when sharp cannot read it. */
export async function imageSize(bytes: Uint8Array | string): Promise<{ width: number | null; height: number | null }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new AppError('MEDIA_TYPE_REFUSED', 'This image cannot be read.');
  }
  return { width: meta.autoOrient?.width ?? meta.width ?? null, height: meta.autoOrient?.height ?? meta.height ?? null };
}

/** The content hash of bytes in memory (common/media's, as the browser computes it). */
export const hashOf = (bytes: Uint8Array) => contentHash(bytes.length, async (offset, length) => bytes.subarray(offset, offset + length));

/**
 * An image made on the server (a portrait, a video poster, the demo's pictures) stored like an
 * upload: type sniffed, size limited, dimensions read, the same bytes stored once per owner.
 */
export async function storeImage(
  { db, storage, limits }: MediaDeps,
  ownerId: number,
  bytes: Uint8Array,
  fileName: string,
  maxBytes = limits.maxImageBytes,
  purpose: UploadPurpose = 'post',
): Promise<MediaItem> {
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  const type = await sniffType(bytes);
  if (!type?.mime.startsWith('image/')) {
    throw new AppError('MEDIA_TYPE_REFUSED', `Only images can be used here${type ? ` (this file is ${type.mime})` : ''}.`);
  }
  const { width, height } = await imageSize(bytes);
  const hash = await hashOf(bytes);
  const bit = PURPOSE_BITS[purpose];
  const widen = async (item: typeof media.$inferSelect) => {
    if ((item.purposes & bit) === 0)
      await db
        .update(media)
        .set({ purposes: sql`${media.purposes} | ${bit}` })
        .where(eq(media.id, item.id));
    return toItem(item);
  };
  const found = await sameFileOf(db, ownerId, hash, bytes.length);
  if (found) return widen(found);
  await assertFits(db, limits, ownerId, await roleOf(db, ownerId), bytes.length);
  const storageKey = `originals/${ownerId}/${randomBytes(16).toString('hex')}`;
  await storage.put(storageKey, bytes);
  const [row] = await db
    .insert(media)
    .values({ ownerId, kind: MEDIA_IMAGE, mime: type.mime, size: bytes.length, contentHash: hash, fileName, storageKey, width, height, purposes: bit })
    .onConflictDoNothing()
    .returning();
  if (row) return toItem(row);
  await storage.delete(storageKey);
  return widen((await sameFileOf(db, ownerId, hash, bytes.length))!);
}
