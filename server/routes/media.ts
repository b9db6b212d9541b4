/**
 * Stored media served to viewers (issue 5, ADR 040): image variants, blurred previews and videos
 * with HTTP Range, each checked per request. Express routes: they have path parameters and
 * answer bytes, not JSON (uploads are API endpoints, server/api/media.ts).
 *
 * Each URL names the context it was obtained from (ADR 088), and is opened only as far as that
 * context is open to the viewer: /media/p/{postId}/{id}/... (a post), /media/m/{messageId}/{id}/...
 * (a chat message), /media/{id}/... (the owner's own; a portrait's variant for anyone).
 */
import type express from 'express';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { AppError } from '../domain/errors';
import type { MediaContext } from '../domain/media';
import { toAppError } from '../http/errors';
import { sendError } from '../http/json';
import type { Services } from '../services';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The URL prefixes: a post's media, a chat message's, the owner's own. */
const PREFIXES = ['/media/p/:postId/:mediaId', '/media/m/:messageId/:mediaId', '/media/:mediaId'];

/** The context a URL names (null: none, the owner's own URL); undefined when its id is not an id (answered as not found). */
function contextOf(params: Request['params']): MediaContext | undefined {
  if (params.postId !== undefined) {
    const post = id.safeParse(params.postId);
    return post.success ? { post: post.data } : undefined;
  }
  if (params.messageId !== undefined) {
    const message = id.safeParse(params.messageId);
    return message.success ? { message: message.data } : undefined;
  }
  return null;
}

type Check = 'view' | 'preview';

/**
 * The media item behind the URL when its context lets this viewer have it (`check`). Not yours,
 * locked, not in that context and not found all look the same (404), so ids cannot be probed.
 */
async function viewable(services: Services, req: Request, context: MediaContext | undefined, check: Check) {
  const mediaId = id.safeParse(req.params.mediaId);
  if (!mediaId.success || context === undefined) throw new AppError('MEDIA_NOT_FOUND');
  // The owner's blocked locations (ADR 093) are the use case's (domain/media/use-cases.ts).
  return services.media.viewable(actorOf(req), { mediaId: mediaId.data, context, check });
}

/** Someone's portrait or cover, through its own context-free URL: public (ADR 043, ADR 097). */
async function portraitOf(services: Services, req: Request, context: MediaContext | undefined) {
  const mediaId = id.safeParse(req.params.mediaId);
  if (context !== null || !mediaId.success) return null;
  return services.media.publicImage(actorOf(req), { mediaId: mediaId.data });
}

const actorOf = (req: Request) => ({ userId: req.ctx.session?.user.user_id ?? null, ip: req.ctx.ip, user: req.ctx.session?.user ?? null });

/** GET {prefix}/w_{width},h_{height}, {prefix}/preview and {prefix}/video for each context prefix. */
export function mediaRoutes(services: Services): Router {
  const router = Router();
  for (const prefix of PREFIXES) contextRoutes(router, services, prefix);
  router.use('/media/', ((error, req, res, _next) => sendError(res, toAppError(error, req.ctx?.requestId))) as express.ErrorRequestHandler);
  return router;
}

function contextRoutes(router: Router, services: Services, prefix: string) {
  /** An image variant: checked per request (no guessable public URL), private cache. */
  router.get(`${prefix}/w_:width,h_:height`, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const size = z.object({ width: z.coerce.number().int().min(0).max(10_000), height: z.coerce.number().int().min(0).max(10_000) }).safeParse(req.params);
      if (!size.success) throw new AppError('VARIANT_SIZE_INVALID');
      const context = contextOf(req.params);
      const portrait = await portraitOf(services, req, context);
      const item = portrait ?? (await viewable(services, req, context, 'view'));
      const bytes = await services.media.variant(item.media_id, size.data.width, size.data.height);
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
  /** The blurred preview: all a viewer without access gets, where the context shows it (a posted post; the owner). */
  router.get(`${prefix}/preview`, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const item = await viewable(services, req, contextOf(req.params), 'preview');
      const bytes = await services.media.preview(item.media_id);
      res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff', Vary: 'Cookie' });
      res.send(Buffer.from(bytes));
    } catch (error) {
      next(error);
    }
  });
  /** A video's original bytes, with HTTP Range (seeking), for viewers who may see it. */
  router.get(`${prefix}/video`, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const item = await viewable(services, req, contextOf(req.params), 'view');
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
}
