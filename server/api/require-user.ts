/**
 * The access checks the domain used to make itself (domain functions take user ids now): a
 * handler asks for the user it needs. Endpoints declaring their access in the table replace these.
 */
import type { ErrorName } from '../../common/errors';
import { AppError } from '../domain/errors';
import type { SessionUser } from '../domain/sessions';
import type { RequestContext } from './context';

/** The request's user when signed up (not an anonymous visitor); AUTH_REQUIRED otherwise. */
export function signedUpUser(ctx: Pick<RequestContext, 'session'>): SessionUser {
  const user = ctx.session?.user;
  if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
  return user;
}

/** The request's user when a signed-up creator; AUTH_REQUIRED, or the domain's own creators-only refusal. */
export function creatorUser(ctx: Pick<RequestContext, 'session'>, refusal: ErrorName): SessionUser {
  const user = signedUpUser(ctx);
  if (user.user_role !== 1) throw new AppError(refusal);
  return user;
}
