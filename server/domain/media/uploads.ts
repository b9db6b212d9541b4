/**
 * Chunked, resumable uploads (ADR 040): chunks live in storage under uploads/{id}/ until the
 * upload completes; then the server checks the content hash, sniffs the real type from the
 * bytes (only images and videos), enforces the size limits and records the dimensions.
 */
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { CHUNK_SIZE, chunkCount, expectedChunkSize } from '../../../common/media';
import { media, mediaUploads } from '../../db/schema';
import { AppError } from '../errors';
import { hashOf, imageSize, sniffType, tooLarge } from './images';
import { MEDIA_IMAGE, MEDIA_VIDEO, type MediaDeps, type MediaItem, sameFileOf, toItem } from './items';
import { ownPoster, videoFacts } from './video-facts';

export type InitResult = { upload_id: string; chunk_size: number; chunk_count: number; uploaded_chunks: number[] } | { media_id: number; duplicate: true };

const chunkKey = (uploadId: string, index: number) => `uploads/${uploadId}/${String(index).padStart(6, '0')}`;

async function uploadOf({ db }: MediaDeps, ownerId: number, uploadId: string) {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, uploadId), eq(mediaUploads.ownerId, ownerId)));
  if (!row) throw new AppError('UPLOAD_NOT_FOUND');
  return row;
}

async function uploadedChunks({ storage }: MediaDeps, uploadId: string, size: number): Promise<number[]> {
  const keys = await storage.list(`uploads/${uploadId}/`);
  const present: number[] = [];
  for (const key of keys) {
    const index = Number(key.slice(key.lastIndexOf('/') + 1));
    // Only a chunk of the right size counts (a torn write is uploaded again).
    if (Number.isInteger(index) && (await storage.size(key)) === expectedChunkSize(size, index)) present.push(index);
  }
  return present.sort((a, b) => a - b);
}

async function abandon({ db, storage }: MediaDeps, uploadId: string) {
  await storage.deletePrefix(`uploads/${uploadId}/`);
  await db.delete(mediaUploads).where(eq(mediaUploads.id, uploadId));
}

export async function initUpload(
  deps: MediaDeps,
  ownerId: number,
  input: { fileName: string; size: number; declaredType: string; contentHash: string; posterMediaId?: number },
): Promise<InitResult> {
  const { db, limits } = deps;
  if (!/^(image|video)\//.test(input.declaredType)) throw new AppError('MEDIA_TYPE_REFUSED');
  const max = input.declaredType.startsWith('image/') ? limits.maxImageBytes : limits.maxVideoBytes;
  if (input.size > max) throw tooLarge(max);
  const existing = await sameFileOf(db, ownerId, input.contentHash, input.size);
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
  return { upload_id: row!.id, chunk_size: CHUNK_SIZE, chunk_count: chunkCount(row!.size), uploaded_chunks: await uploadedChunks(deps, row!.id, row!.size) };
}

export async function putChunk(deps: MediaDeps, ownerId: number, uploadId: string, index: number, bytes: Uint8Array): Promise<{ uploaded_chunks: number[] }> {
  const upload = await uploadOf(deps, ownerId, uploadId);
  const expected = expectedChunkSize(upload.size, index);
  if (expected < 0) throw new AppError('CHUNK_INVALID', `There is no part ${index} in this file (it has ${chunkCount(upload.size)}).`);
  if (bytes.length !== expected) throw new AppError('CHUNK_INVALID', `Part ${index} must be ${expected} bytes long, not ${bytes.length}.`);
  await deps.storage.put(chunkKey(uploadId, index), bytes);
  return { uploaded_chunks: await uploadedChunks(deps, uploadId, upload.size) };
}

export async function completeUpload(deps: MediaDeps, ownerId: number, uploadId: string, options: { posterMediaId?: number } = {}): Promise<MediaItem> {
  const { db, storage, limits } = deps;
  const upload = await uploadOf(deps, ownerId, uploadId);
  const present = await uploadedChunks(deps, uploadId, upload.size);
  const count = chunkCount(upload.size);
  if (present.length !== count) {
    const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !present.includes(i));
    throw new AppError('UPLOAD_INCOMPLETE', `Some parts of the file have not been uploaded yet: ${missing.slice(0, 10).join(', ')}.`);
  }
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < count; i++) chunks.push((await storage.get(chunkKey(uploadId, i)))!);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  const hash = await hashOf(bytes);
  // A refused file is not kept: its chunks and the upload go before the error is answered.
  const refuse = async (error: AppError): Promise<never> => {
    await abandon(deps, uploadId);
    throw error;
  };
  if (hash !== upload.contentHash) await refuse(new AppError('UPLOAD_HASH_MISMATCH'));
  const type = await sniffType(bytes);
  const kind = type?.mime.startsWith('image/') ? MEDIA_IMAGE : type?.mime.startsWith('video/') ? MEDIA_VIDEO : null;
  if (!type || !kind) {
    return refuse(new AppError('MEDIA_TYPE_REFUSED', `Only images and videos can be uploaded${type ? ` (this file is ${type.mime})` : ''}.`));
  }
  const max = kind === MEDIA_IMAGE ? limits.maxImageBytes : limits.maxVideoBytes;
  if (bytes.length > max) await refuse(tooLarge(max));
  let { width, height } =
    kind === MEDIA_IMAGE ? await imageSize(bytes).catch((error: AppError) => refuse(error)) : { width: null as number | null, height: null as number | null };
  let posterMediaId: number | null = null;
  if (kind === MEDIA_VIDEO && options.posterMediaId !== undefined) posterMediaId = (await ownPoster(deps, ownerId, options.posterMediaId)).id;
  let durationMs: number | null = null;
  if (kind === MEDIA_VIDEO && deps.video) {
    const facts = await videoFacts(deps, ownerId, bytes, upload.fileName, posterMediaId === null);
    ({ durationMs, width, height } = facts);
    posterMediaId ??= facts.posterMediaId;
  }
  const storageKey = `originals/${ownerId}/${uploadId}`;
  await storage.put(storageKey, bytes);
  const inserted = await db
    .insert(media)
    .values({
      ownerId,
      kind,
      mime: type.mime,
      size: bytes.length,
      contentHash: hash,
      fileName: upload.fileName,
      storageKey,
      width,
      height,
      durationMs,
      posterMediaId,
    })
    .onConflictDoNothing()
    .returning();
  await abandon(deps, uploadId);
  if (inserted[0]) return toItem(inserted[0]);
  // A parallel complete of the same file won: keep theirs.
  await storage.delete(storageKey);
  return toItem((await sameFileOf(db, ownerId, hash, bytes.length))!);
}
