/**
 * Who may load a page, for route loaders (the Epic Stack's requireUserId; ADR 083): each helper
 * gives the user or throws what the page answers instead. The root loader already sends visitors
 * of the manifest's user and creator pages to /login or /creator_audit; these make the same rule
 * hold in the page's own loader, and give it a non-null user by type.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { ERRORS, loginRedirectPath } from '../../../common/errors';
import type { SessionUser } from '../../../common/identity';

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The signed-up user (not anonymous), or a redirect to /login?redirect=<this page>. */
export function requireSignedUp(context: AppLoadContext, request: Request): SessionUser {
  const user = context.session?.user;
  if (!user || user.is_anonymous) throw redirect(loginRedirectPath(pathOf(request)));
  return user;
}

/** A signed-up creator (role 1); a fan gets the 403 page. */
export function requireCreator(context: AppLoadContext, request: Request): SessionUser {
  const user = requireSignedUp(context, request);
  if (user.user_role !== 1) throw data({ code: ERRORS.FORBIDDEN.code, message: ERRORS.FORBIDDEN.message }, { status: 403 });
  return user;
}

/** The session's user id (an anonymous session's too), or null for a visitor without one. */
export const sessionUserId = (context: AppLoadContext): number | null => context.session?.user.user_id ?? null;

/** Who is asking, as the use-case boundary needs them (server/domain/use-case.ts): their account, address and user. */
export const actorOf = (context: AppLoadContext): { userId: number | null; ip: string; user: SessionUser | null } => ({
  userId: sessionUserId(context),
  ip: context.ip,
  user: context.session?.user ?? null,
});

/** The signed-up user's id, or null (a visitor or an anonymous session). */
export const signedUpUserId = (context: AppLoadContext): number | null =>
  context.session && !context.session.user.is_anonymous ? context.session.user.user_id : null;

/** The domain's AppError (a catalogue code and its status), known by shape: app/ imports only types from server/. */
function isAppError(error: unknown): error is { code: number; status: number; message: string } {
  const e = error as { name?: unknown; code?: unknown; status?: unknown } | null;
  return e?.name === 'AppError' && typeof e.code === 'number' && typeof e.status === 'number';
}

/** A rule the domain enforced (a catalogue code) becomes the route's error page; anything else stays a 500. */
export async function orRouteError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error)) throw data({ code: error.code, message: error.message }, { status: error.status });
    throw error;
  }
}
