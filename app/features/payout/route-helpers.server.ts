/** What the payout loaders share: the creator check and domain errors as route errors. */
import { data, type AppLoadContext } from '@remix-run/node';
import { ERRORS } from '../../../common/errors';

/** The signed-in user's id (the manifest marks these pages creator-only; the domain checks the role again). */
export function creatorId(context: AppLoadContext): number {
  const { session } = context;
  if (!session || session.user.is_anonymous) throw data({ code: ERRORS.AUTH_REQUIRED.code }, { status: 401 });
  return session.user.user_id;
}

/** A catalogue error of the domain (code + status) becomes the route's error page; anything else stays a 500. */
export async function orRouteError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const { code, status, message } = error as { code?: unknown; status?: unknown; message?: string };
    if (typeof code === 'number' && typeof status === 'number') throw data({ code, message }, { status });
    throw error;
  }
}
