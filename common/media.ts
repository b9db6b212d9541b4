/**
 * Upload rules shared by the browser and the server: chunk size, and the content hash the
 * client sends at upload init (the server recomputes it on complete with the same function).
 *
 * Hash: SHA-256, hex. Files up to SAMPLED_HASH_THRESHOLD bytes are hashed whole. Larger files
 * are hashed from samples so a browser does not read gigabytes before the upload can start:
 * the file size (8 bytes, big-endian), then SAMPLE_COUNT windows of SAMPLE_BYTES taken at
 * offsets floor(i * (size - SAMPLE_BYTES) / (SAMPLE_COUNT - 1)), i = 0..SAMPLE_COUNT-1, so the
 * first and last bytes are always included. The result is prefixed "s:" so a sampled hash
 * never equals a whole-file one.
 */
// The hash itself is in media-hash.ts: pages that only show media do not load SHA-256.

/** Every chunk but the last is exactly this long. */
export const CHUNK_SIZE = 2 * 1024 * 1024;
/** Above this size the hash is sampled. */
export const SAMPLED_HASH_THRESHOLD = 200 * 1024 * 1024;
export const SAMPLE_COUNT = 64;
export const SAMPLE_BYTES = 256 * 1024;

/** Reads `length` bytes at `offset` (Blob.slice in the browser, a file handle on the server). */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_SIZE));
}

/** The exact byte length chunk `index` must have. */
export function expectedChunkSize(size: number, index: number): number {
  const count = chunkCount(size);
  if (!Number.isInteger(index) || index < 0 || index >= count) return -1;
  return index < count - 1 ? CHUNK_SIZE : size - CHUNK_SIZE * (count - 1);
}

/** The offsets of the sampled windows of a file of `size` bytes (exported for tests and docs). */
export function sampleOffsets(size: number): number[] {
  const span = size - SAMPLE_BYTES;
  return Array.from({ length: SAMPLE_COUNT }, (_, i) => Math.floor((i * span) / (SAMPLE_COUNT - 1)));
}

/** Whether a client-sent hash has the shape contentHash produces. */
export const CONTENT_HASH_PATTERN = /^(s:)?[0-9a-f]{64}$/;

/** Widths and heights an image variant may have (0: keep the aspect ratio); others are refused. */
export const VARIANT_SIZES = [0, 160, 320, 480, 640, 960, 1280, 1920] as const;

/**
 * Where a media item is served (ADR 088): the URL names the context it was obtained from, and
 * the server opens it only as far as that context is open to the viewer. A post's or a
 * message's URL comes from the server with the view; the context-free one is the owner's own
 * (vault, composer) and portraits'.
 */
export const postMediaPath = (postId: number, mediaId: number) => `/media/p/${postId}/${mediaId}`;
export const messageMediaPath = (messageId: number, mediaId: number) => `/media/m/${messageId}/${mediaId}`;
export const ownMediaPath = (mediaId: number) => `/media/${mediaId}`;

/** An image variant of a media base URL (any of the three above): {base}/w_{width},h_{height}. */
export const variantOf = (base: string, width: number, height: number) => `${base}/w_${width},h_${height}`;

/** The owner's (or a portrait's) image variant: /media/{media_id}/w_{width},h_{height}. */
export const variantPath = (mediaId: number, width: number, height: number) => variantOf(ownMediaPath(mediaId), width, height);

// --- portraits (issue 5, ADR 043) ---

/** Largest picture the portrait upload takes (one request, no chunks). */
export const PORTRAIT_MAX_BYTES = 10 * 1024 * 1024;
/** The square size portraits are served at (one of VARIANT_SIZES). */
export const PORTRAIT_SIZE = 320;
/** users.portrait of an uploaded portrait: a square variant anyone may load. */
export const portraitPath = (mediaId: number) => variantPath(mediaId, PORTRAIT_SIZE, PORTRAIT_SIZE);
/** A smaller square of the same portrait: enough for the small and medium avatars at 2x and 3x. */
export const PORTRAIT_SMALL_SIZE = 160;
const PORTRAIT_SUFFIX = variantOf('', PORTRAIT_SIZE, PORTRAIT_SIZE);

/**
 * A portrait's candidates for `srcset` (users.portrait, `/media/{id}/w_320,h_320`): the 160 and the
 * 320 squares, so a 44 px circle does not take four times the pixels it shows. Another shape of
 * URL (a picture from elsewhere) gets none.
 */
export function portraitSrcSet(portrait: string): string | undefined {
  if (!portrait.endsWith(PORTRAIT_SUFFIX)) return undefined;
  const base = portrait.slice(0, -PORTRAIT_SUFFIX.length);
  return `${variantOf(base, PORTRAIT_SMALL_SIZE, PORTRAIT_SMALL_SIZE)} ${PORTRAIT_SMALL_SIZE}w, ${portrait} ${PORTRAIT_SIZE}w`;
}

/** What the portrait picker and the server say (spec section 8 names "photo upload failed"). */
export const PORTRAIT_TEXTS = {
  tooLarge: `This picture is too large: the limit is ${PORTRAIT_MAX_BYTES / 1024 / 1024} MB.`,
  notImage: 'Please choose a picture (JPEG, PNG, WebP or GIF).',
  failed: 'Photo upload failed.',
} as const;

/** Checked in the browser before the upload (the server checks the same again). */
export function portraitFileProblem(file: { size: number; type: string }): string | undefined {
  if (file.type && !file.type.startsWith('image/')) return PORTRAIT_TEXTS.notImage;
  if (file.size > PORTRAIT_MAX_BYTES) return PORTRAIT_TEXTS.tooLarge;
  if (file.size === 0) return PORTRAIT_TEXTS.notImage;
  return undefined;
}

// --- cover images (issue 20, ADR 097) ---

/** Largest picture the cover upload takes (one request, like a portrait). */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
/** The width covers are served at, keeping the picture's own aspect ratio (one of VARIANT_SIZES). */
export const COVER_WIDTH = 1280;
/** users.cover of a cover image: a wide variant anyone may load. */
export const coverPath = (mediaId: number) => variantPath(mediaId, COVER_WIDTH, 0);

/** What the cover picker and the server say. */
export const COVER_TEXTS = {
  tooLarge: `This picture is too large: the limit is ${COVER_MAX_BYTES / 1024 / 1024} MB.`,
  notImage: PORTRAIT_TEXTS.notImage,
  failed: 'Cover upload failed.',
} as const;

/** Checked in the browser before the upload (the server checks the same again). */
export function coverFileProblem(file: { size: number; type: string }): string | undefined {
  if (file.type && !file.type.startsWith('image/')) return COVER_TEXTS.notImage;
  if (file.size > COVER_MAX_BYTES) return COVER_TEXTS.tooLarge;
  if (file.size === 0) return COVER_TEXTS.notImage;
  return undefined;
}

/**
 * The longest video duration anyone may report (24 hours): a browser's `video.duration` is sent
 * when the server has no ffprobe, and it is checked against this bound like any input.
 */
export const VIDEO_DURATION_MAX_MS = 24 * 60 * 60 * 1000;
export const VIDEO_DURATION_PROBLEM = `must be a whole number of milliseconds from 1 to ${VIDEO_DURATION_MAX_MS}`;
export const VIDEO_DURATION_MESSAGE = `duration_ms: ${VIDEO_DURATION_PROBLEM}`;

/** Whether `ms` is a duration the server keeps: a positive whole number within the bound. */
export const isVideoDurationMs = (ms: unknown): ms is number => typeof ms === 'number' && Number.isSafeInteger(ms) && ms > 0 && ms <= VIDEO_DURATION_MAX_MS;

/** A video element's duration (seconds; NaN or Infinity while unknown, e.g. some streams) as milliseconds, or null. */
export function durationMsOf(seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const ms = Math.max(1, Math.round(seconds * 1000));
  return isVideoDurationMs(ms) ? ms : null;
}

// --- what an upload is for (issue 18, ADR 084) ---

/**
 * What an upload is for, declared at init: `post` (the creator's vault: posts, mass and chat
 * messages, a portrait), `chat` (chat attachments only) or `portrait`. Fans may upload only
 * `chat`, `portrait` and `cover` files (`cover`: a profile's cover image, images only, ADR 097). An item keeps the set of purposes it was uploaded for (the same
 * bytes uploaded again for another purpose widen it) as bits of media.purposes.
 */
export const UPLOAD_PURPOSES = ['post', 'chat', 'portrait', 'verification', 'cover'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/**
 * `verification`: a host application's identity photo (ADR 091), images only, any signed-up
 * user. Such an item is private for good: never usable in a post, a message or a portrait,
 * never served through a post's or a message's URL, not listed in the vault.
 */
export const PURPOSE_BITS: Record<UploadPurpose, number> = { post: 1, chat: 2, portrait: 4, verification: 8, cover: 16 };
/** Whether an item's purposes (bits) make it an identity document. */
export const isVerificationMedia = (purposes: number) => (purposes & PURPOSE_BITS.verification) !== 0;
