/**
 * Who may load a page, for route loaders (the Epic Stack's requireUserId; ADR 083, ADR 127): each
 * helper gives the user or throws what the page answers instead. The rule is the manifest's `auth`
 * and authTarget's decision (a visitor to /login?redirect=…, a fan on a creator page to
 * /creator_audit?redirect=…), the very one the root loader applies on a full load: a client-side
 * navigation runs only the page's loader, so each page's loader must apply it too.
 * routes.access.test.ts fails when a manifest entry's loader does not.
 */
import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import type { SessionUser } from '../../../common/identity';
import type { AuthRequirement } from '../../../routes.manifest';
import { isAppError } from '../../lib/form-action.server';
import { authTarget, matchEntry, viewerOf } from '../../lib/navigation';
import type { RouteErrorData } from '../errors/route-error';

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The very 404 an unknown page gives (routes/not-found.tsx): for a page that must not say it exists, or names nothing. */
export function notFound(): never {
  throw data({ notFound: true } satisfies RouteErrorData, { status: 404 });
}

function enforce(auth: AuthRequirement, context: AppLoadContext, request: Request): SessionUser | null {
  const user = context.session?.user ?? null;
  const target = authTarget({ auth }, viewerOf(user), pathOf(request));
  if (target) throw redirect(target);
  return user;
}

/** The signed-up user (not anonymous), or a redirect to /login?redirect=<this page>. */
export const requireSignedUp = (context: AppLoadContext, request: Request): SessionUser => enforce('user', context, request)!;

/** A signed-up creator (role 1); a fan goes to /creator_audit?redirect=<this page>. */
export const requireCreator = (context: AppLoadContext, request: Request): SessionUser => enforce('creator', context, request)!;

/** For a module that serves several manifest entries: the requirement of the entry this request is for. */
export function requirePageAccess(context: AppLoadContext, request: Request): SessionUser | null {
  const entry = matchEntry(new URL(request.url).pathname)?.entry;
  if (!entry) notFound();
  return enforce(entry.auth, context, request);
}

/** The loader of a page whose data comes from the client: it only applies the page's requirement. */
export function accessLoader({ context, request }: LoaderFunctionArgs): null {
  requirePageAccess(context, request);
  return null;
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

/** A rule the domain enforced (a catalogue code) becomes the route's error page; anything else stays a 500. */
export async function orRouteError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error)) throw data({ code: error.code, message: error.message }, { status: error.status });
    throw error;
  }
}
