/**
 * Chunked, resumable uploads (ADR 040): chunks live in storage under uploads/{id}/ until the
 * upload completes (complete.ts) or expires (expiry.ts). Init declares what the file is for and
 * checks it against the uploader's limits and storage quota (ADR 084).
 */
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { CHUNK_SIZE, PURPOSE_BITS, type UploadPurpose, chunkCount, expectedChunkSize } from '../../../common/media';
import { media, mediaUploads, users } from '../../db/schema';
import { AppError } from '../errors';
import { tooLarge } from './images';
import { MEDIA_IMAGE, type MediaDeps, sameFileOf } from './items';
import { assertFits, fileLimit, roleOf } from './purpose';

export type InitResult = { upload_id: string; chunk_size: number; chunk_count: number; uploaded_chunks: number[] } | { media_id: number; duplicate: true };

export const chunkKey = (uploadId: string, index: number) => `uploads/${uploadId}/${String(index).padStart(6, '0')}`;

export async function uploadOf({ db }: MediaDeps, ownerId: number, uploadId: string) {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, uploadId), eq(mediaUploads.ownerId, ownerId)));
  if (!row) throw new AppError('UPLOAD_NOT_FOUND');
  return row;
}

/** Marks the upload as in use, so the expiry job leaves it alone for another UPLOAD_TTL_MS. */
export async function touch({ db }: MediaDeps, uploadId: string): Promise<void> {
  await db.update(mediaUploads).set({ updatedAt: new Date() }).where(eq(mediaUploads.id, uploadId));
}

export async function uploadedChunks({ storage }: MediaDeps, uploadId: string, size: number): Promise<number[]> {
  const keys = await storage.list(`uploads/${uploadId}/`);
  const present: number[] = [];
  for (const key of keys) {
    const index = Number(key.slice(key.lastIndexOf('/') + 1));
    // Only a chunk of the right size counts (a torn write is uploaded again).
    if (Number.isInteger(index) && (await storage.size(key)) === expectedChunkSize(size, index)) present.push(index);
  }
  return present.sort((a, b) => a - b);
}

/** Removes an upload's chunks and row (a refused, finished or expired upload). */
export async function abandon({ db, storage }: MediaDeps, uploadId: string) {
  await storage.deletePrefix(`uploads/${uploadId}/`);
  await db.delete(mediaUploads).where(eq(mediaUploads.id, uploadId));
}

export async function initUpload(
  deps: MediaDeps,
  ownerId: number,
  input: { fileName: string; size: number; declaredType: string; contentHash: string; purpose?: UploadPurpose },
): Promise<InitResult> {
  const { db, limits } = deps;
  const purpose = input.purpose ?? 'post';
  const bit = PURPOSE_BITS[purpose];
  if (!/^(image|video)\//.test(input.declaredType)) throw new AppError('MEDIA_TYPE_REFUSED');
  const role = await roleOf(db, ownerId);
  const max = fileLimit(limits, role, purpose, input.declaredType.startsWith('image/') ? 'image' : 'video');
  if (input.size > max) throw tooLarge(max);
  const existing = await sameFileOf(db, ownerId, input.contentHash, input.size);
  if (existing) {
    // The same bytes stored before, maybe for another use: the real kind must suit this one too, then the item serves both.
    if (fileLimit(limits, role, purpose, existing.kind === MEDIA_IMAGE ? 'image' : 'video') < existing.size) throw tooLarge(max);
    if ((existing.purposes & bit) === 0)
      await db
        .update(media)
        .set({ purposes: sql`${media.purposes} | ${bit}` })
        .where(eq(media.id, existing.id));
    return { media_id: existing.id, duplicate: true };
  }
  const row = await db.transaction(async (tx) => {
    // One init at a time per user, so parallel inits cannot pass the quota together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const same = and(eq(mediaUploads.ownerId, ownerId), eq(mediaUploads.contentHash, input.contentHash), eq(mediaUploads.size, input.size));
    const [resumed] = await tx
      .update(mediaUploads)
      .set({ purposes: sql`${mediaUploads.purposes} | ${bit}`, updatedAt: new Date() })
      .where(same)
      .returning();
    if (resumed) return resumed;
    await assertFits(tx, limits, ownerId, role, input.size);
    const [created] = await tx
      .insert(mediaUploads)
      .values({
        id: randomBytes(16).toString('hex'),
        ownerId,
        fileName: input.fileName,
        size: input.size,
        declaredType: input.declaredType,
        contentHash: input.contentHash,
        purposes: bit,
      })
      .returning();
    return created!;
  });
  return { upload_id: row.id, chunk_size: CHUNK_SIZE, chunk_count: chunkCount(row.size), uploaded_chunks: await uploadedChunks(deps, row.id, row.size) };
}

export async function putChunk(deps: MediaDeps, ownerId: number, uploadId: string, index: number, bytes: Uint8Array): Promise<{ uploaded_chunks: number[] }> {
  const upload = await uploadOf(deps, ownerId, uploadId);
  const expected = expectedChunkSize(upload.size, index);
  if (expected < 0) throw new AppError('CHUNK_INVALID', `There is no part ${index} in this file (it has ${chunkCount(upload.size)}).`);
  if (bytes.length !== expected) throw new AppError('CHUNK_INVALID', `Part ${index} must be ${expected} bytes long, not ${bytes.length}.`);
  await deps.storage.put(chunkKey(uploadId, index), bytes);
  await touch(deps, uploadId);
  return { uploaded_chunks: await uploadedChunks(deps, uploadId, upload.size) };
}
