/**
 * The user's portrait (issue 5, ADR 043): `PUT /api/core/user/portrait/upload/?ts=&sign=` with
 * the picture's bytes (up to 10 MB, one request), or `POST /api/core/user/portrait/` {media_id}
 * with an image already uploaded. Both answer the user's public info, also sent on the socket
 * as user_info_change.
 */
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { PORTRAIT_MAX_BYTES, PORTRAIT_TEXTS } from '../../common/media';
import { AppError } from '../domain/errors';
import type { RequestContext } from './context';
import { endpoint, type Services } from './endpoint';
import { sendError, toAppError, verifySignature } from '.';

/** Portraits belong to signed-up accounts. */
function userOf(ctx: RequestContext): number {
  const user = ctx.session?.user;
  if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
  return user.user_id;
}

const tooLarge = () => new AppError('MEDIA_TOO_LARGE', PORTRAIT_TEXTS.tooLarge);

export const portraitEndpoints = {
  'user.portrait': endpoint({
    method: 'POST',
    path: '/core/user/portrait/',
    auth: 'user',
    input: z.object({ media_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    handler: ({ input, ctx, services }) => services.portraits.set(userOf(ctx), input.media_id),
  }),
};

export function portraitRoutes(services: Services): Router {
  const router = Router();
  const path = '/api/core/user/portrait/upload/';
  router.put(
    path,
    (req: Request, _res: Response, next: NextFunction) => {
      try {
        // Signed over the query (the bytes are not parsed yet); the picture is checked by its decoder.
        if (services.config.REQUIRE_SIGNATURE) verifySignature(req, services.config.SIGN_KEY);
        userOf(req.ctx);
        if (Number(req.headers['content-length'] ?? 0) > PORTRAIT_MAX_BYTES) throw tooLarge();
        next();
      } catch (error) {
        next(error);
      }
    },
    express.raw({ type: () => true, limit: PORTRAIT_MAX_BYTES }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (body.length === 0) throw new AppError('BAD_REQUEST', 'The request has no picture: send the image bytes as the body.');
        res.json({ result: 'ok', data: await services.portraits.upload(userOf(req.ctx), new Uint8Array(body)) });
      } catch (error) {
        next(error);
      }
    },
  );
  router.all(path, (req, _res, next) => next(req.method === 'PUT' ? undefined : new AppError('METHOD_NOT_ALLOWED')));
  router.use(path, ((error, _req, res, _next) => {
    const type = (error as { type?: string })?.type;
    sendError(res, type === 'entity.too.large' ? tooLarge() : toAppError(error));
  }) as express.ErrorRequestHandler);
  return router;
}
