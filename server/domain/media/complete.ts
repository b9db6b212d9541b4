/**
 * Completing an upload with memory flat whatever the file size (issue 18, ADR 084): the chunks
 * are streamed once, in order, into a spool file, hashed as they go (StreamingContentHash) and
 * sniffed from their first bytes; the checks (hash, real type, the size limit of the purpose,
 * the quota, image dimensions, video facts) read the spool by its path, and only a file that
 * passes them all is handed to storage (a rename on disk, a multipart upload to S3). A refused
 * file leaves nothing behind: chunks, row and spool go before the error is answered.
 */
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PURPOSE_BITS, UPLOAD_PURPOSES, chunkCount } from '../../../common/media';
import { media, type mediaUploads } from '../../db/schema';
import { AppError } from '../errors';
import { StreamingContentHash } from './hashing';
import { imageSize, sniffType, tooLarge } from './images';
import { MEDIA_IMAGE, MEDIA_VIDEO, type MediaDeps, type MediaItem, sameFileOf, toItem } from './items';
import { assertFits, fileLimit, roleOf } from './purpose';
import { abandon, chunkKey, touch, uploadOf, uploadedChunks } from './uploads';
import { ownPoster, videoFacts } from './video-facts';

/** How much of the start of a file the type is sniffed from. */
const SNIFF_BYTES = 64 * 1024;

type Upload = typeof mediaUploads.$inferSelect;

/** What the first bytes say: the kind, or the catalogue error refusing the file for this uploader and purpose. */
async function checkHead(deps: MediaDeps, upload: Upload, role: number, head: Uint8Array) {
  const type = await sniffType(head);
  const kind = type?.mime.startsWith('image/') ? MEDIA_IMAGE : type?.mime.startsWith('video/') ? MEDIA_VIDEO : null;
  if (!type || !kind) throw new AppError('MEDIA_TYPE_REFUSED', `Only images and videos can be uploaded${type ? ` (this file is ${type.mime})` : ''}.`);
  // The strictest limit of every purpose the file was declared for.
  for (const purpose of UPLOAD_PURPOSES) {
    if ((upload.purposes & PURPOSE_BITS[purpose]) === 0) continue;
    const max = fileLimit(deps.limits, role, purpose, kind === MEDIA_IMAGE ? 'image' : 'video');
    if (upload.size > max) throw tooLarge(max);
  }
  return { mime: type.mime, kind };
}

/** Streams the chunks into `file`, hashing every byte written and checking the head as soon as it is there. */
async function join(deps: MediaDeps, upload: Upload, file: string, onHead: (head: Uint8Array) => Promise<void>): Promise<string> {
  const hash = new StreamingContentHash(upload.size);
  const handle = await fs.open(file, 'w');
  let head: Buffer[] | null = [];
  let headLength = 0;
  let written = 0;
  try {
    for (let i = 0; i < chunkCount(upload.size); i++) {
      const stream = await deps.storage.stream(chunkKey(upload.id, i));
      if (!stream) throw new AppError('UPLOAD_INCOMPLETE', `Some parts of the file have not been uploaded yet: ${i}.`);
      for await (const piece of stream) {
        const bytes = piece as Buffer;
        if (written + bytes.length > upload.size) throw new AppError('UPLOAD_HASH_MISMATCH');
        hash.update(bytes);
        if (head) {
          head.push(bytes);
          headLength += bytes.length;
          if (headLength >= SNIFF_BYTES) {
            await onHead(Buffer.concat(head));
            head = null;
          }
        }
        for (let done = 0; done < bytes.length;) done += (await handle.write(bytes, done, bytes.length - done)).bytesWritten;
        written += bytes.length;
      }
    }
    if (head) await onHead(Buffer.concat(head));
  } finally {
    await handle.close();
  }
  // A chunk replaced by one of another length while it was read: the file is not the one hashed at init.
  if (written !== upload.size) throw new AppError('UPLOAD_HASH_MISMATCH');
  return hash.digest();
}

export async function completeUpload(deps: MediaDeps, ownerId: number, uploadId: string, options: { posterMediaId?: number } = {}): Promise<MediaItem> {
  const { db, storage, limits } = deps;
  const upload = await uploadOf(deps, ownerId, uploadId);
  await touch(deps, uploadId);
  const present = await uploadedChunks(deps, uploadId, upload.size);
  const count = chunkCount(upload.size);
  if (present.length !== count) {
    const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !present.includes(i));
    throw new AppError('UPLOAD_INCOMPLETE', `Some parts of the file have not been uploaded yet: ${missing.slice(0, 10).join(', ')}.`);
  }
  const spoolDir = deps.spoolDir ?? os.tmpdir();
  await fs.mkdir(spoolDir, { recursive: true });
  const spool = path.join(spoolDir, `upload-${uploadId}-${randomBytes(4).toString('hex')}`);
  try {
    const role = await roleOf(db, ownerId);
    let checked: { mime: string; kind: number } | undefined;
    let hash: string;
    try {
      // Still within the quota (it may have been lowered, or the role changed, since init).
      await assertFits(db, limits, ownerId, role, upload.size, uploadId);
      hash = await join(deps, upload, spool, async (head) => {
        checked = await checkHead(deps, upload, role, head);
      });
      if (hash !== upload.contentHash) throw new AppError('UPLOAD_HASH_MISMATCH');
    } catch (error) {
      if (error instanceof AppError) await abandon(deps, uploadId);
      throw error;
    }
    const { mime, kind } = checked!;
    let { width, height } =
      kind === MEDIA_IMAGE
        ? await imageSize(spool).catch(async (error: unknown) => {
            await abandon(deps, uploadId);
            throw error;
          })
        : { width: null as number | null, height: null as number | null };
    let posterMediaId = kind === MEDIA_VIDEO && options.posterMediaId !== undefined ? (await ownPoster(deps, ownerId, options.posterMediaId)).id : null;
    let durationMs: number | null = null;
    if (kind === MEDIA_VIDEO && deps.video) {
      const facts = await videoFacts(deps, ownerId, spool, upload.fileName, posterMediaId === null);
      ({ durationMs, width, height } = facts);
      posterMediaId ??= facts.posterMediaId;
    }
    const storageKey = `originals/${ownerId}/${uploadId}`;
    await storage.putFile(storageKey, spool);
    const inserted = await db
      .insert(media)
      .values({
        ownerId,
        kind,
        mime,
        size: upload.size,
        contentHash: hash,
        fileName: upload.fileName,
        storageKey,
        width,
        height,
        durationMs,
        posterMediaId,
        purposes: upload.purposes,
      })
      .onConflictDoNothing()
      .returning();
    await abandon(deps, uploadId);
    if (inserted[0]) return toItem(inserted[0]);
    // A parallel complete of the same file won: keep theirs, good for this purpose too.
    await storage.delete(storageKey);
    const theirs = (await sameFileOf(db, ownerId, hash, upload.size))!;
    await db
      .update(media)
      .set({ purposes: sql`${media.purposes} | ${upload.purposes}` })
      .where(eq(media.id, theirs.id));
    return toItem(theirs);
  } finally {
    await fs.rm(spool, { force: true });
  }
}
