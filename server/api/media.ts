/**
 * Media uploads (issue 5, ADR 040): init -> PUT each 2 MB chunk -> complete. Init and
 * complete are JSON endpoints; the chunk is a binary PUT (mediaRoutes, mounted before the API).
 */
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { CHUNK_SIZE, CONTENT_HASH_PATTERN, VIDEO_DURATION_MAX_MS, VIDEO_DURATION_PROBLEM } from '../../common/media';
import { AppError } from '../domain/errors';
import type { RequestContext } from './context';
import { endpoint, type Services } from './endpoint';
import { sendError, toAppError, verifySignature } from '.';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const uploadId = z.string().regex(/^[0-9a-f]{32}$/, 'is not an upload id');

/** Uploads belong to signed-up accounts, not anonymous visitors. */
function ownerOf(ctx: RequestContext): number {
  const user = ctx.session?.user;
  if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
  return user.user_id;
}

export const mediaEndpoints = {
  'media.upload.init': endpoint({
    method: 'POST',
    path: '/core/media/upload/init/',
    auth: 'user',
    input: z.object({
      file_name: z.string().trim().min(1).max(255),
      size: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      type: z.string().trim().min(3).max(100),
      content_hash: z.string().regex(CONTENT_HASH_PATTERN, 'is not a content hash (see common/media.ts)'),
    }),
    handler: ({ input, ctx, services }) =>
      services.media.initUpload(ownerOf(ctx), { fileName: input.file_name, size: input.size, declaredType: input.type, contentHash: input.content_hash }),
  }),
  'media.upload.complete': endpoint({
    method: 'POST',
    path: '/core/media/upload/complete/',
    auth: 'user',
    input: z.object({ upload_id: uploadId, poster_media_id: id.optional() }),
    handler: ({ input, ctx, services }) => services.media.completeUpload(ownerOf(ctx), input.upload_id, { posterMediaId: input.poster_media_id }),
  }),
  /** What the browser found for a video the server could not probe: a captured poster and/or the duration of its video element. */
  'media.poster.set': endpoint({
    method: 'POST',
    path: '/core/media/poster/set/',
    auth: 'user',
    input: z
      .object({
        media_id: id,
        poster_media_id: id.optional(),
        duration_ms: z.coerce.number().int(VIDEO_DURATION_PROBLEM).min(1, VIDEO_DURATION_PROBLEM).max(VIDEO_DURATION_MAX_MS, VIDEO_DURATION_PROBLEM).optional(),
      })
      .refine((v) => v.poster_media_id !== undefined || v.duration_ms !== undefined, { message: 'send poster_media_id, duration_ms or both', path: ['poster_media_id'] }),
    handler: ({ input, ctx, services }) =>
      services.media.setVideoFacts(ownerOf(ctx), input.media_id, { posterMediaId: input.poster_media_id, durationMs: input.duration_ms }),
  }),
  /** The vault: the caller's uploaded media, newest first, reusable in posts. */
  'media.vault.list': endpoint({
    method: 'GET',
    path: '/core/media/vault/list/',
    auth: 'user',
    input: z.object({ cursor: id.optional(), limit: z.coerce.number().int().min(1).max(100).default(30) }),
    handler: ({ input, ctx, services }) => services.media.vault(ownerOf(ctx), { cursor: input.cursor, limit: input.limit }),
  }),
  /** Deletes a vault item: refused (409) while a scheduled or posted post, a chat or mass message, or the portrait uses it. */
  'media.vault.delete': endpoint({
    method: 'POST',
    path: '/core/media/vault/delete/',
    auth: 'user',
    input: z.object({ media_id: id }),
    handler: ({ input, ctx, services }) => services.media.remove(ownerOf(ctx), input.media_id),
  }),
};

/**
 * The media item behind /media/:mediaId/... when `allowed` lets this viewer have it. Not yours,
 * locked and not found all look the same (404), so ids cannot be probed.
 */
async function viewableWith(services: Services, req: Request, allowed: (item: { media_id: number; ownerId: number }, viewerId: number | null) => Promise<boolean>) {
  const mediaId = id.safeParse(req.params.mediaId);
  if (!mediaId.success) throw new AppError('MEDIA_NOT_FOUND');
  const item = await services.media.byId(mediaId.data);
  const viewerId = req.ctx.session?.user.user_id ?? null;
  if (!item || !(await allowed(item, viewerId))) throw new AppError('MEDIA_NOT_FOUND');
  return item;
}

/** PUT /api/core/media/upload/chunk/?upload_id=&index=&ts=&sign= with the chunk's bytes as the body. */
export function mediaRoutes(services: Services): Router {
  const router = Router();
  const viewable = (req: Request, allowed: Parameters<typeof viewableWith>[2]) => viewableWith(services, req, allowed);
  const query = z.object({ upload_id: uploadId, index: z.coerce.number().int().min(0).max(1_000_000) });
  router.put(
    '/api/core/media/upload/chunk/',
    (req: Request, _res: Response, next: NextFunction) => {
      try {
        // Signed over the query alone (the body is not parsed yet): the bytes are checked by the content hash.
        if (services.config.REQUIRE_SIGNATURE) verifySignature(req, services.config.SIGN_KEY);
        ownerOf(req.ctx);
        next();
      } catch (error) {
        next(error);
      }
    },
    express.raw({ type: () => true, limit: CHUNK_SIZE + 1 }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const parsed = query.safeParse(req.query);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new AppError('BAD_REQUEST', `${issue.path.join('.')}: ${issue.message}`, { field: String(issue.path[0]) });
        }
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const data = await services.media.putChunk(ownerOf(req.ctx), parsed.data.upload_id, parsed.data.index, new Uint8Array(body));
        res.json({ result: 'ok', data });
      } catch (error) {
        next(error);
      }
    },
  );
  /** An image variant: checked per request (no guessable public URL), private cache. */
  router.get('/media/:mediaId/w_:width,h_:height', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const params = z
        .object({ mediaId: id, width: z.coerce.number().int().min(0).max(10_000), height: z.coerce.number().int().min(0).max(10_000) })
        .safeParse(req.params);
      if (!params.success) throw new AppError('VARIANT_SIZE_INVALID');
      const item = await services.media.byId(params.data.mediaId);
      // Not yours and not found look the same, so ids cannot be probed.
      const viewerId = req.ctx.session?.user.user_id ?? null;
      // Someone's portrait is public (ADR 043); anything else the viewer may not see answers as if it did not exist.
      if (!item) throw new AppError('MEDIA_NOT_FOUND');
      const portrait = await services.portraits.isPortrait(item.media_id);
      if (!portrait && !(await services.media.canView(item, viewerId))) throw new AppError('MEDIA_NOT_FOUND');
      const bytes = await services.media.variant(item.media_id, params.data.width, params.data.height);
      res.set({
        'Content-Type': 'image/webp',
        // A portrait may be replaced (and its image become private again): cached briefly, for everyone.
        'Cache-Control': portrait ? 'public, max-age=3600' : 'private, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Cookie',
      });
      res.send(Buffer.from(bytes));
    } catch (error) {
      next(error);
    }
  });
  /** The blurred preview: all a viewer without access gets; shown once the item is in a posted post (or to its owner). */
  router.get('/media/:mediaId/preview', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const item = await viewable(req, (found, viewerId) => services.media.canPreview(found, viewerId));
      const bytes = await services.media.preview(item.media_id);
      res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff', Vary: 'Cookie' });
      res.send(Buffer.from(bytes));
    } catch (error) {
      next(error);
    }
  });
  /** A video's original bytes, with HTTP Range (seeking), for viewers who may see it. */
  router.get('/media/:mediaId/video', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const item = await viewable(req, (found, viewerId) => services.media.canView(found, viewerId));
      if (item.kind !== 2) throw new AppError('MEDIA_NOT_FOUND');
      const size = item.size;
      const headers = {
        'Content-Type': item.mime,
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Cookie',
      };
      let range: { start: number; end: number } | undefined;
      const asked = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
      if (req.headers.range) {
        const start = asked?.[1] ? Number(asked[1]) : asked?.[2] ? Math.max(0, size - Number(asked[2])) : NaN;
        const end = asked?.[1] && asked[2] ? Math.min(Number(asked[2]), size - 1) : size - 1;
        if (!asked || !Number.isFinite(start) || start > end || start >= size) {
          res.status(416).set({ ...headers, 'Content-Range': `bytes */${size}` }).end();
          return;
        }
        range = { start, end };
      }
      const stream = await services.media.stream(item.storageKey, range);
      if (!stream) throw new AppError('MEDIA_NOT_FOUND');
      if (range) res.status(206).set({ ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) });
      else res.status(200).set({ ...headers, 'Content-Length': String(size) });
      stream.on('error', next);
      stream.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  router.use('/media/', ((error, _req, res, _next) => sendError(res, toAppError(error))) as express.ErrorRequestHandler);
  router.all('/api/core/media/upload/chunk/', (req, _res, next) => next(req.method === 'PUT' ? undefined : new AppError('METHOD_NOT_ALLOWED')));
  router.use('/api/core/media/', ((error, _req, res, _next) => sendError(res, toAppError(error))) as express.ErrorRequestHandler);
  return router;
}
