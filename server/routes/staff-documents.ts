/**
 * Staff read an application's identity photos here, and only here (ADR 091):
 * GET /admin/applications/{id}/documents/{front|back|selfie}. The staff gate (ADR 090) answers
 * 404 to everyone else before this runs; each answer records a `document.view` entry in the
 * audit log first, and is never cached. The photo is re-encoded (a WebP variant), so what the
 * camera wrote into the file (EXIF: place, device) does not travel.
 */
import { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { DOCUMENT_SIDES, documentPath } from '../../common/creators';
import { staffRoleOf } from '../../common/staff';
import { AppError } from '../domain/errors';
import type { Services } from '../services';

/** The width staff see a document at (one of VARIANT_SIZES; the height follows). */
const DOCUMENT_WIDTH = 1280;
const params = z.object({ applicationId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), side: z.enum(DOCUMENT_SIDES) });

export function staffDocumentRoutes(services: Services): Router {
  const router = Router();
  router.get(documentPath(':applicationId', ':side'), async (req: Request, res: Response, next: NextFunction) => {
    try {
      const session = req.ctx.session;
      if (!staffRoleOf(session)) throw new AppError('NOT_FOUND');
      const parsed = params.safeParse(req.params);
      if (!parsed.success) throw new AppError('APPLICATION_NOT_FOUND');
      const mediaId = await services.creators.viewDocument(session!.user.user_id, parsed.data.applicationId, parsed.data.side);
      const bytes = await services.media.variant(mediaId, DOCUMENT_WIDTH, 0);
      res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
      res.send(Buffer.from(bytes));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
