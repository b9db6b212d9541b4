/** Images made on the server, and the checks every stored image passes: a real image type, its size limit, readable dimensions. */
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { contentHash } from '../../../common/media';
import { media } from '../../db/schema';
import { AppError } from '../errors';
import { MEDIA_IMAGE, type MediaDeps, type MediaItem, sameFileOf, toItem } from './items';

export const tooLarge = (maxBytes: number) => new AppError('MEDIA_TOO_LARGE', `This file is too large: the limit is ${Math.floor(maxBytes / 1024 / 1024)} MB.`);

/** The sniffed type of a file from its first bytes (never the name or the declared type). */
export const sniffType = (bytes: Uint8Array) => fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));

/** An image's displayed width and height (after its EXIF orientation); MEDIA_TYPE_REFUSED when sharp cannot read it. */
export async function imageSize(bytes: Uint8Array): Promise<{ width: number | null; height: number | null }> {
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
): Promise<MediaItem> {
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  const type = await sniffType(bytes);
  if (!type?.mime.startsWith('image/')) {
    throw new AppError('MEDIA_TYPE_REFUSED', `Only images can be used here${type ? ` (this file is ${type.mime})` : ''}.`);
  }
  const { width, height } = await imageSize(bytes);
  const hash = await hashOf(bytes);
  const found = await sameFileOf(db, ownerId, hash, bytes.length);
  if (found) return toItem(found);
  const storageKey = `originals/${ownerId}/${randomBytes(16).toString('hex')}`;
  await storage.put(storageKey, bytes);
  const [row] = await db
    .insert(media)
    .values({ ownerId, kind: MEDIA_IMAGE, mime: type.mime, size: bytes.length, contentHash: hash, fileName, storageKey, width, height })
    .onConflictDoNothing()
    .returning();
  if (row) return toItem(row);
  await storage.delete(storageKey);
  return toItem((await sameFileOf(db, ownerId, hash, bytes.length))!);
}
