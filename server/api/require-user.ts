/**
 * The access checks the domain used to make itself (domain functions take user ids now): a
 * handler asks for the user it needs. Endpoints declaring their access in the table replace these.
 */
import { AppError } from '../domain/errors';
import type { SessionUser } from '../domain/sessions';
import type { RequestContext } from './context';

/** The request's user when signed up (not an anonymous visitor); AUTH_REQUIRED otherwise. */
export function signedUpUser(ctx: Pick<RequestContext, 'session'>): SessionUser {
  const user = ctx.session?.user;
  if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
  return user;
}
