/**
 * The staff console's gate (ADR 090): a form post under STAFF_PREFIX from anyone who is not staff
 * is answered 404 before Remix, so no console action ever runs for them. Its pages and data
 * requests answer the ordinary 404 page from the loaders (app/features/admin/staff.server.ts),
 * which must render in Remix for the browser's router to agree with it.
 */
import type { RequestHandler } from 'express';
import { staffRoleOf } from '../../common/staff';
import { STAFF_PREFIX } from '../../routes.manifest';
import { AppError } from '../domain/errors';

export function isStaffPath(pathname: string): boolean {
  const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  return page === STAFF_PREFIX || page.startsWith(`${STAFF_PREFIX}/`);
}

export function staffGate(): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || !isStaffPath(req.path) || staffRoleOf(req.ctx.session)) return next();
    next(new AppError('NOT_FOUND'));
  };
}
