/** Google sign-in (OpenID Connect): start, and the provider's callback. */
import { and, eq } from 'drizzle-orm';
import { userIdentities } from '../../db/schema';
import { AppError } from '../errors';
import { createAnonymousUser, userByEmail } from './accounts';
import { type Caller, type IdentityDeps, type SignedIn, signIn } from './deps';
import type { OidcStart } from './oidc';
import { countSignIn, LIMITS } from './rate-limit';
import { openSealed, sealValue } from './secrets';

const OIDC_PENDING_TTL_SECONDS = 600;

/** Starts Google sign-in: the provider URL and the sealed value for the short-lived cookie. */
export async function oidcStart(deps: IdentityDeps, caller: Caller, redirectUri: string, redirect: string): Promise<{ url: string; sealed: string }> {
  if (!deps.oidc.enabled) throw new AppError('OAUTH_UNAVAILABLE');
  await countSignIn(deps, [[LIMITS.oauthPerIp, caller.ip]]);
  const started = await deps.oidc.start(redirectUri, redirect);
  return { url: started.url, sealed: sealValue(await deps.getSecret(), 'oidc-pending', started.pending, OIDC_PENDING_TTL_SECONDS) };
}

/**
 * The provider sent the browser back: verify, find or create the user by (issuer, subject)
 * (linking a signed-up user with the same verified email, or upgrading the request's
 * anonymous user), and sign in. `complete` says the sign-up steps are still to do.
 */
export async function oidcFinish(
  deps: IdentityDeps,
  caller: Caller,
  redirectUri: string,
  search: string,
  sealed: string | undefined,
): Promise<SignedIn & { redirect: string; complete: boolean }> {
  if (!deps.oidc.enabled) throw new AppError('OAUTH_UNAVAILABLE');
  const pending = openSealed<OidcStart['pending']>(await deps.getSecret(), 'oidc-pending', sealed);
  if (!pending) throw new AppError('OAUTH_FAILED');
  const claims = await deps.oidc.finish(redirectUri, search, pending);
  const [linked] = await deps.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)));
  let userId = linked?.userId;
  if (!userId) {
    const byEmail = claims.email ? await userByEmail(deps.db, claims.email) : undefined;
    const anonymous = caller.session?.user.is_anonymous ? caller.session.user.user_id : undefined;
    userId = byEmail?.id ?? anonymous ?? (await createAnonymousUser(deps.db)).id;
    await deps.db.insert(userIdentities).values({ userId, issuer: claims.issuer, subject: claims.subject, email: claims.email }).onConflictDoNothing();
    const [winner] = await deps.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)));
    userId = winner.userId; // a parallel callback may have linked it first
  }
  const signed = await signIn(deps, caller, userId);
  return { ...signed, redirect: pending.redirect, complete: signed.user.is_anonymous };
}
