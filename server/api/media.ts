/**
 * Media uploads (issue 5, ADR 040): init -> PUT each 2 MB chunk -> complete, and the vault.
 * The chunk is a raw body, signed over its query (the bytes are checked by the content hash).
 * The files themselves are served by server/routes/media.ts.
 */
import { z } from 'zod';
import { fromDigits, limitParam, recordId, recordIdParam } from '../../common/numbers';
import { oneLine } from '../../common/text';
import { CHUNK_SIZE, CONTENT_HASH_PATTERN, UPLOAD_PURPOSES, VIDEO_DURATION_MAX_MS, VIDEO_DURATION_PROBLEM } from '../../common/media';
import { endpoint } from './endpoint';

const id = recordId;
const uploadId = z.string().regex(/^[0-9a-f]{32}$/, 'is not an upload id');

export const mediaEndpoints = {
  'media.upload.init': endpoint({
    method: 'POST',
    path: '/core/media/upload/init/',
    access: 'signedUp',
    input: z.object({
      file_name: oneLine().trim().min(1).max(255),
      size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      type: oneLine().trim().min(3).max(100),
      content_hash: z.string().regex(CONTENT_HASH_PATTERN, 'is not a content hash (see common/media.ts)'),
      /** What the file is for (ADR 084): post (the vault, the default), chat or portrait; fans only chat and portrait. */
      purpose: z.enum(UPLOAD_PURPOSES).optional(),
    }),
    handler: ({ input, user, services }) =>
      services.media.initUpload(user.user_id, {
        fileName: input.file_name,
        size: input.size,
        declaredType: input.type,
        contentHash: input.content_hash,
        purpose: input.purpose,
      }),
  }),
  /** PUT /api/core/media/upload/chunk/?upload_id=&index=&ts=&sign= with the chunk's bytes as the body (uploads belong to signed-up accounts). */
  'media.upload.chunk': endpoint({
    method: 'PUT',
    path: '/core/media/upload/chunk/',
    access: 'signedUp',
    body: { kind: 'raw', limit: CHUNK_SIZE + 1 },
    // The chunk's fields are its query string.
    input: z.object({ upload_id: uploadId, index: fromDigits(z.number().int().min(0).max(1_000_000)) }),
    handler: ({ input, user, body, services }) => services.media.putChunk(user.user_id, input.upload_id, input.index, body),
  }),
  'media.upload.complete': endpoint({
    method: 'POST',
    path: '/core/media/upload/complete/',
    access: 'signedUp',
    input: z.object({ upload_id: uploadId, poster_media_id: id.optional() }),
    handler: ({ input, user, services }) => services.media.completeUpload(user.user_id, input.upload_id, { posterMediaId: input.poster_media_id }),
  }),
  /** What the browser found for a video the server could not probe: a captured poster and/or the duration of its video element. */
  'media.poster.set': endpoint({
    method: 'POST',
    path: '/core/media/poster/set/',
    access: 'signedUp',
    input: z
      .object({
        media_id: id,
        poster_media_id: id.optional(),
        duration_ms: z.number().int(VIDEO_DURATION_PROBLEM).min(1, VIDEO_DURATION_PROBLEM).max(VIDEO_DURATION_MAX_MS, VIDEO_DURATION_PROBLEM).optional(),
      })
      .refine((v) => v.poster_media_id !== undefined || v.duration_ms !== undefined, {
        message: 'send poster_media_id, duration_ms or both',
        path: ['poster_media_id'],
      }),
    handler: ({ input, user, services }) =>
      services.media.setVideoFacts(user.user_id, input.media_id, { posterMediaId: input.poster_media_id, durationMs: input.duration_ms }),
  }),
  /** The vault: the caller's uploaded media, newest first, reusable in posts. */
  'media.vault.list': endpoint({
    method: 'GET',
    path: '/core/media/vault/list/',
    access: 'signedUp',
    input: z.object({ cursor: recordIdParam.optional(), limit: limitParam(100).default(30) }),
    handler: ({ input, user, services }) => services.media.vault(user.user_id, { cursor: input.cursor, limit: input.limit }),
  }),
  /** Deletes a vault item: refused (409) while a scheduled or posted post, a chat or mass message, or the portrait uses it. */
  'media.vault.delete': endpoint({
    method: 'POST',
    path: '/core/media/vault/delete/',
    access: 'signedUp',
    input: z.object({ media_id: id }),
    handler: ({ input, user, services }) => services.media.remove(user.user_id, input.media_id),
  }),
};
