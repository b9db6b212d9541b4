/**
 * Identity: anonymous accounts, sign-up and log-in with an emailed code, Google (OpenID
 * Connect), sessions and the adult popup. Every rule lives here; the REST API, the OIDC
 * routes and the Remix loaders call this service (one instance per server, bound to its database).
 */
import { and, eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import { z } from 'zod';
import { codeSchema, completeSignupSchema, emailSchema, EMAIL_CODE_TTL_SECONDS } from '../../../common/identity';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { userIdentities } from '../../db/schema';
import type { Mailer } from '../../mail';
import { AppError } from '../errors';
import { findSession, type CurrentSession, type SessionUser } from '../sessions';
import { ensureReferrerCode, recordReferral, type Referral } from '../referrals';
import { getSettings } from '../system';
import { confirmAdult, createAnonymousUser, identityOf, userByEmail, userById, writeSignup } from './accounts';
import { consumeCode, issueCode } from './codes';
import { oidcClient, type OidcStart } from './oidc';
import { hitLimits, LIMITS, pruneLimits } from './rate-limit';
import { loadIdentitySecret, openSealed, sealValue } from './secrets';
import {
  endSession,
  listSessions,
  needsRefresh,
  refreshIfNeeded,
  revokeSession,
  rotateSession,
  startSession,
  touchSession,
  type IssuedSession,
  type SessionListItem,
} from './sessions';

export { RateLimitedError } from './rate-limit';
export type { SessionListItem } from './sessions';

/** What identity needs to know about the request it serves. */
export interface Caller {
  session: CurrentSession | null;
  /** The token of that session. */
  token?: string;
  ip: string;
  userAgent: string;
  /** Who referred this visitor (the referral cookie), written on the user at sign-up. */
  referral?: Referral;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: SessionUser;
}

const SIGNUP_TICKET_TTL_SECONDS = 1800;
const OIDC_PENDING_TTL_SECONDS = 600;

/** Checks `value` against a shared rule; the message is the rule's own text (the form shows the same). */
function validate<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = field ?? (issue?.path.map(String).join('.') || undefined);
  throw new AppError('BAD_REQUEST', issue?.message ?? 'The request is not valid.', { field: name });
}

export interface IdentityOptions {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Sends "signout" to the sockets of one session (wired by the server once socket.io runs). */
  signout: (sessionId: number) => void;
}

export function createIdentityService({ db, config, mailer, signout }: IdentityOptions) {
  let secret: Promise<string> | undefined;
  const getSecret = () => (secret ??= loadIdentitySecret(db, config.AUTH_SECRET).catch((e) => ((secret = undefined), Promise.reject(e))));
  const limitsOn = config.RATE_LIMITS;
  const oidc = oidcClient(config);

  async function signedIn(issued: IssuedSession): Promise<SignedIn> {
    const session = await findSession(db, issued.token);
    if (!session) throw new AppError('INTERNAL');
    return { token: issued.token, expiresAt: issued.expiresAt, user: session.user };
  }

  /** Signs `userId` in on this device: a new token, and the device's previous session ends. */
  async function signIn(caller: Caller, userId: number): Promise<SignedIn> {
    const previous = caller.session;
    // An anonymous visitor who agreed to the 18+ gate has agreed for the account it logs into.
    if (previous?.user.is_anonymous && previous.user.user_id !== userId) {
      const before = await userById(db, previous.user.user_id);
      if (before?.adultConfirmedAt) await confirmAdult(db, userId, before.adultConfirmedAt);
    }
    const issued = await startSession(db, userId, { userAgent: caller.userAgent, replaces: previous?.sessionId });
    return signedIn(issued);
  }

  return {
    /** Anonymous account of a visitor (spec section 4); the same one again when its token is still good. */
    async signupAnonymous(caller: Caller, input: { token?: string }): Promise<SignedIn & { restored: boolean }> {
      if (isbot(caller.userAgent)) throw new AppError('BOT_NOT_ALLOWED');
      if (caller.session && !caller.session.user.is_anonymous) throw new AppError('ALREADY_SIGNED_UP');
      if (caller.session) {
        return { token: caller.token ?? '', expiresAt: caller.session.expiresAt, user: caller.session.user, restored: true };
      }
      const stored = input.token ? await findSession(db, input.token) : null;
      if (stored?.user.is_anonymous) {
        return { token: input.token!, expiresAt: stored.expiresAt, user: stored.user, restored: true };
      }
      await hitLimits(db, limitsOn, [[LIMITS.anonymousPerIp, caller.ip]]);
      const user = await createAnonymousUser(db);
      const issued = await startSession(db, user.id, { userAgent: caller.userAgent });
      return { ...(await signedIn(issued)), restored: false };
    },

    /** Emails a 6-digit code (rate limited per address and per IP). */
    async sendCode(caller: Caller, input: { email?: unknown }): Promise<{ email: string; expires_in: number }> {
      const email = validate(emailSchema, input.email, 'email');
      await hitLimits(db, limitsOn, [
        [LIMITS.codePerEmailMinute, email],
        [LIMITS.codePerEmailHour, email],
        [LIMITS.codePerIpHour, caller.ip],
      ]);
      if (Math.random() < 0.02) await pruneLimits(db);
      const code = await issueCode(db, await getSecret(), email);
      const minutes = EMAIL_CODE_TTL_SECONDS / 60;
      await mailer.send({
        to: email,
        subject: `${code} is your ${config.APP_NAME} code`,
        text: `Your ${config.APP_NAME} code is ${code}\n\nIt expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email.\n`,
      });
      return { email, expires_in: EMAIL_CODE_TTL_SECONDS };
    },

    /**
     * Checks the code. A signed-up user of this address is logged in (new session); anyone
     * else gets a short-lived ticket for the remaining sign-up steps.
     */
    async verifyCode(
      caller: Caller,
      input: { email?: unknown; code?: unknown },
    ): Promise<({ is_new: false } & SignedIn) | { is_new: true; email: string; signup_ticket: string }> {
      const email = validate(emailSchema, input.email, 'email');
      const code = validate(codeSchema, input.code, 'code');
      await hitLimits(db, limitsOn, [[LIMITS.verifyPerIp, caller.ip]]);
      await consumeCode(db, await getSecret(), email, code);
      const existing = await userByEmail(db, email);
      if (existing) return { is_new: false, ...(await signIn(caller, existing.id)) };
      const signup_ticket = sealValue(await getSecret(), 'signup-ticket', { email }, SIGNUP_TICKET_TTL_SECONDS);
      return { is_new: true, email, signup_ticket };
    },

    /** The local strategy of POST /api/auth/login: email + code of an existing account. */
    async login(caller: Caller, input: { email?: unknown; code?: unknown }): Promise<SignedIn> {
      const email = validate(emailSchema, input.email, 'email');
      const code = validate(codeSchema, input.code, 'code');
      await hitLimits(db, limitsOn, [[LIMITS.verifyPerIp, caller.ip]]);
      const existing = await userByEmail(db, email);
      if (!existing) throw new AppError('ACCOUNT_NOT_FOUND', undefined, { field: 'email' });
      await consumeCode(db, await getSecret(), email, code);
      return signIn(caller, existing.id);
    },

    /**
     * Birthday, username, display name and picture: with a sign-up ticket (email sign-up), or
     * for the session's user when it came from Google and has not finished. An anonymous
     * session's own row is upgraded (same user_id); the session is then rotated.
     */
    async completeSignup(caller: Caller, input: { signup_ticket?: string } & Record<string, unknown>): Promise<SignedIn> {
      const fields = validate(completeSignupSchema, input);
      const current = caller.session ? await userById(db, caller.session.user.user_id) : undefined;
      // The device's anonymous row (a visitor, or a Google account not finished yet) is upgraded in place.
      const target = current?.isAnonymous ? current : undefined;
      let email: string | null;
      if (input.signup_ticket) {
        const ticket = openSealed<{ email: string }>(await getSecret(), 'signup-ticket', input.signup_ticket);
        if (!ticket) throw new AppError('SIGNUP_TICKET_INVALID', undefined, { field: 'signup_ticket' });
        email = ticket.email;
      } else {
        const identity = target ? await identityOf(db, target.id) : undefined;
        if (!identity) throw new AppError('SIGNUP_TICKET_INVALID', undefined, { field: 'signup_ticket' });
        email = identity.email && !(await userByEmail(db, identity.email)) ? identity.email : null;
      }
      const userId = await writeSignup(db, target, { ...fields, email });
      await recordReferral(db, userId, caller.referral);
      await ensureReferrerCode(db, userId);
      return signIn(caller, userId);
    },

    /** POST /api/auth/refresh: rotates a session that ends within 2 days; otherwise the same token. */
    async refresh(caller: Caller, token: string): Promise<SignedIn & { rotated: boolean }> {
      const session = caller.session;
      if (!session) throw new AppError('AUTH_REQUIRED');
      const rotated = session.current && needsRefresh(session.expiresAt) ? await rotateSession(db, session.sessionId, token) : null;
      if (!rotated) return { token, expiresAt: session.expiresAt, user: session.user, rotated: false };
      return { ...(await signedIn(rotated)), rotated: true };
    },

    /** For the root loader: a rotated token when the session ends within 2 days, else null. */
    refreshIfNeeded: (token: string | undefined) => refreshIfNeeded(db, token),

    /** Ends the caller's session and tells its sockets ("signout"). */
    async logout(caller: Caller): Promise<void> {
      if (!caller.session) return;
      await endSession(db, caller.session.sessionId);
      signout(caller.session.sessionId);
    },

    listSessions: (session: CurrentSession): Promise<SessionListItem[]> => listSessions(db, session),

    async revokeSession(userId: number, sessionId: number): Promise<void> {
      await revokeSession(db, userId, sessionId);
      signout(sessionId);
    },

    touchSession: (sessionId: number, lastSeenAt?: Date) => touchSession(db, sessionId, lastSeenAt),

    /** Spec section 5: the popup shows when the viewer has not confirmed, the target is a creator and AP is off. */
    async adultPopupCheck(userId: number, targetUserId: number): Promise<{ is_pop: boolean }> {
      const [viewer, target, settings] = await Promise.all([
        userById(db, userId),
        userById(db, targetUserId),
        getSettings(db),
      ]);
      return { is_pop: Boolean(viewer && !viewer.adultConfirmedAt && target?.userRole === 1 && !settings.AP) };
    },

    adultPopupConfirm: (userId: number) => confirmAdult(db, userId),

    oidcEnabled: oidc.enabled,

    /** Starts Google sign-in: the provider URL and the sealed value for the short-lived cookie. */
    async oidcStart(caller: Caller, redirectUri: string, redirect: string): Promise<{ url: string; sealed: string }> {
      if (!oidc.enabled) throw new AppError('OAUTH_UNAVAILABLE');
      await hitLimits(db, limitsOn, [[LIMITS.oauthPerIp, caller.ip]]);
      const started = await oidc.start(redirectUri, redirect);
      return { url: started.url, sealed: sealValue(await getSecret(), 'oidc-pending', started.pending, OIDC_PENDING_TTL_SECONDS) };
    },

    /**
     * The provider sent the browser back: verify, find or create the user by (issuer, subject)
     * (linking a signed-up user with the same verified email, or upgrading the request's
     * anonymous user), and sign in. `complete` says the sign-up steps are still to do.
     */
    async oidcFinish(caller: Caller, redirectUri: string, search: string, sealed: string | undefined): Promise<SignedIn & { redirect: string; complete: boolean }> {
      if (!oidc.enabled) throw new AppError('OAUTH_UNAVAILABLE');
      const pending = openSealed<OidcStart['pending']>(await getSecret(), 'oidc-pending', sealed);
      if (!pending) throw new AppError('OAUTH_FAILED');
      const claims = await oidc.finish(redirectUri, search, pending);
      const [linked] = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)));
      let userId = linked?.userId;
      if (!userId) {
        const byEmail = claims.email ? await userByEmail(db, claims.email) : undefined;
        const anonymous = caller.session?.user.is_anonymous ? caller.session.user.user_id : undefined;
        userId = byEmail?.id ?? anonymous ?? (await createAnonymousUser(db)).id;
        await db
          .insert(userIdentities)
          .values({ userId, issuer: claims.issuer, subject: claims.subject, email: claims.email })
          .onConflictDoNothing();
        const [winner] = await db
          .select({ userId: userIdentities.userId })
          .from(userIdentities)
          .where(and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)));
        userId = winner.userId; // a parallel callback may have linked it first
      }
      const signed = await signIn(caller, userId);
      return { ...signed, redirect: pending.redirect, complete: signed.user.is_anonymous };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
