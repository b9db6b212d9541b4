/**
 * Uploading one file from the browser (issue 5, ADR 040): hash it (common/media contentHash,
 * read through Blob slices, sampled above 200 MB), init, PUT each 2 MB chunk the server does
 * not have yet, complete. After an interruption the same call again resumes: init answers with
 * the chunks already stored, and only the missing ones are sent. A file the owner already
 * stored answers at once (duplicate). Videos without a server-made poster get one captured in
 * the browser (poster.ts).
 */
import { CHUNK_SIZE, type UploadPurpose, chunkCount } from '../../../common/media';
import { contentHash } from '../../../common/media-hash';
import type { VideoCapture } from './poster';

export type InitAnswer = { upload_id: string; chunk_size: number; chunk_count: number; uploaded_chunks: number[] } | { media_id: number; duplicate: true };

/** What the server answers at complete (server/domain/media MediaItem). */
export interface UploadedMedia {
  media_id: number;
  kind: 1 | 2;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  poster_media_id: number | null;
}

/** The three calls (the API client in the app; fakes in tests). */
export interface UploadTransport {
  init(input: { file_name: string; size: number; type: string; content_hash: string; purpose?: UploadPurpose }, signal?: AbortSignal): Promise<InitAnswer>;
  putChunk(uploadId: string, index: number, bytes: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void>;
  complete(uploadId: string, signal?: AbortSignal): Promise<UploadedMedia>;
  /** A browser-captured poster and/or duration for a video (POST /core/media/poster/set/). */
  setVideoFacts?(mediaId: number, facts: { poster_media_id?: number; duration_ms?: number }): Promise<UploadedMedia>;
}

export interface UploadOptions {
  transport: UploadTransport;
  /** 0..1 over the whole file (hashing counts as nothing). */
  onProgress?: (fraction: number) => void;
  /** Chunk indexes as they go out (tests and the e2e check resumes). */
  onChunk?: (index: number) => void;
  signal?: AbortSignal;
  /** Draws a video frame as a JPEG and reads its duration (each null when the browser cannot): poster.ts captureVideo. */
  captureVideo?: (file: Blob) => Promise<VideoCapture>;
  /** What the file is for (ADR 084): unset for the vault (posts), 'chat' for a chat attachment (all a fan may upload there). */
  purpose?: UploadPurpose;
}

export interface UploadResult {
  media_id: number;
  /** Whether the owner had stored this very file before (nothing was sent). */
  duplicate: boolean;
  media?: UploadedMedia;
}

const hashes = new WeakMap<Blob, Promise<string>>();

/** The file's content hash, computed once per File (a retry does not read it again). */
export function hashOf(file: Blob): Promise<string> {
  let found = hashes.get(file);
  if (!found) {
    found = contentHash(file.size, async (offset, length) => new Uint8Array(await file.slice(offset, offset + length).arrayBuffer()));
    hashes.set(file, found);
    found.catch(() => hashes.delete(file));
  }
  return found;
}

function checkAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError');
}

export async function uploadFile(file: File, options: UploadOptions): Promise<UploadResult> {
  const { transport, onProgress, signal } = options;
  const contentHashValue = await hashOf(file);
  checkAborted(signal);
  const started = await transport.init(
    {
      file_name: file.name || 'file',
      size: file.size,
      type: file.type || 'application/octet-stream',
      content_hash: contentHashValue,
      ...(options.purpose ? { purpose: options.purpose } : {}),
    },
    signal,
  );
  if ('duplicate' in started) {
    onProgress?.(1);
    return { media_id: started.media_id, duplicate: true };
  }
  const count = chunkCount(file.size);
  const have = new Set(started.uploaded_chunks);
  const length = (i: number) => Math.min(CHUNK_SIZE, file.size - i * CHUNK_SIZE);
  let done = [...have].reduce((sum, i) => sum + length(i), 0);
  const report = (extra: number) => onProgress?.(file.size === 0 ? 1 : Math.min(1, (done + extra) / file.size));
  report(0);
  for (let i = 0; i < count; i++) {
    if (have.has(i)) continue;
    checkAborted(signal);
    options.onChunk?.(i);
    const size = length(i);
    await transport.putChunk(started.upload_id, i, file.slice(i * CHUNK_SIZE, i * CHUNK_SIZE + size), (fraction) => report(fraction * size), signal);
    done += size;
    report(0);
  }
  checkAborted(signal);
  let media = await transport.complete(started.upload_id, signal);
  if (media.kind === 2 && (media.poster_media_id === null || media.duration_ms === null) && options.captureVideo && transport.setVideoFacts) {
    // No ffmpeg on the server: a frame drawn in the browser and its video element's duration stand in (a failure leaves them unset).
    media = await browserVideoFacts(file, media, options).catch(() => media);
  }
  onProgress?.(1);
  return { media_id: media.media_id, duplicate: false, media };
}

async function browserVideoFacts(file: File, media: UploadedMedia, options: UploadOptions): Promise<UploadedMedia> {
  const captured = await options.captureVideo!(file);
  const facts: { poster_media_id?: number; duration_ms?: number } = {};
  if (media.duration_ms === null && captured.durationMs !== null) facts.duration_ms = captured.durationMs;
  if (media.poster_media_id === null && captured.poster) {
    const posterFile = new File([captured.poster], `${(file.name || 'video').replace(/\.[^.]*$/, '')}-poster.jpg`, { type: 'image/jpeg' });
    facts.poster_media_id = (await uploadFile(posterFile, { transport: options.transport, signal: options.signal, purpose: options.purpose })).media_id;
  }
  if (facts.duration_ms === undefined && facts.poster_media_id === undefined) return media;
  return options.transport.setVideoFacts!(media.media_id, facts);
}
