/**
 * The staff console's gate (ADR 090): every page under STAFF_PREFIX, its data requests and form
 * posts, for anyone who is not staff, is answered as a path that does not exist. It runs before
 * Remix, so no loader or action of the console ever runs for them, and the 404 looks like any other.
 */
import type { RequestHandler } from 'express';
import { STAFF_PREFIX } from '../../routes.manifest';
import { AppError } from '../domain/errors';

/** What an unknown page would be: the 404 page renders for it (routes/not-found.tsx). */
const NOWHERE = '/__nowhere';

export function isStaffPath(pathname: string): boolean {
  const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  return page === STAFF_PREFIX || page.startsWith(`${STAFF_PREFIX}/`);
}

export function staffGate(): RequestHandler {
  return (req, res, next) => {
    if (!isStaffPath(req.path) || req.ctx.session?.staffRole) return next();
    // A form post to a page that does not exist: the same catalogue 404 the rest of the server answers.
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new AppError('NOT_FOUND'));
    req.url = req.path.endsWith('.data') ? `${NOWHERE}.data` : NOWHERE;
    next();
  };
}
