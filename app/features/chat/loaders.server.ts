/** What the chat route loaders share: the signed-in user or a 401, and domain errors as error pages. */
import { data } from '@remix-run/node';
import { ERRORS } from '../../../common/errors';
import type { SessionUser } from '../../../server/domain/sessions';

export function signedInUser(session: { user: SessionUser } | null | undefined): SessionUser {
  if (!session || session.user.is_anonymous) throw data({ code: ERRORS.AUTH_REQUIRED.code }, { status: 401 });
  return session.user;
}

/** The domain's AppError (a catalogue code and its status), known by shape: app/ imports only types from server/. */
function isAppError(error: unknown): error is { code: number; status: number; message: string } {
  const e = error as { name?: unknown; code?: unknown; status?: unknown } | null;
  return e?.name === 'AppError' && typeof e.code === 'number' && typeof e.status === 'number';
}

/** A rule the domain enforced (a catalogue code) becomes the route's error page. */
export async function orErrorPage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error)) throw data({ code: error.code, message: error.message }, { status: error.status });
    throw error;
  }
}
