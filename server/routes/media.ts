/**
 * Stored media served to viewers (issue 5, ADR 040): image variants, blurred previews and videos
 * with HTTP Range, each checked per request. Express routes: they have path parameters and
 * answer bytes, not JSON (uploads are API endpoints, server/api/media.ts).
 */
import type express from 'express';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { AppError } from '../domain/errors';
import { toAppError } from '../http/errors';
import { sendError } from '../http/json';
import type { Services } from '../services';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The media item behind /media/:mediaId/... when `allowed` lets this viewer have it. Not yours,
 * locked and not found all look the same (404), so ids cannot be probed.
 */
async function viewableWith(
  services: Services,
  req: Request,
  allowed: (item: { media_id: number; ownerId: number }, viewerId: number | null) => Promise<boolean>,
) {
  const mediaId = id.safeParse(req.params.mediaId);
  if (!mediaId.success) throw new AppError('MEDIA_NOT_FOUND');
  const item = await services.media.byId(mediaId.data);
  const viewerId = req.ctx.session?.user.user_id ?? null;
  if (!item || !(await allowed(item, viewerId))) throw new AppError('MEDIA_NOT_FOUND');
  return item;
}

/** GET /media/{id}/w_{width},h_{height}, /media/{id}/preview, /media/{id}/video. */
export function mediaRoutes(services: Services): Router {
  const router = Router();
  const viewable = (req: Request, allowed: Parameters<typeof viewableWith>[2]) => viewableWith(services, req, allowed);
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
          res
            .status(416)
            .set({ ...headers, 'Content-Range': `bytes */${size}` })
            .end();
          return;
        }
        range = { start, end };
      }
      const stream = await services.media.stream(item.storageKey, range);
      if (!stream) throw new AppError('MEDIA_NOT_FOUND');
      if (range)
        res
          .status(206)
          .set({ ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) });
      else res.status(200).set({ ...headers, 'Content-Length': String(size) });
      stream.on('error', next);
      stream.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  router.use('/media/', ((error, req, res, _next) => sendError(res, toAppError(error, req.ctx?.requestId))) as express.ErrorRequestHandler);
  return router;
}
