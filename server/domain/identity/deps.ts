/** What the identity functions need (built once per server), what they know of the request, and the sign-in they share. */
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { Mailer } from '../../mail';
import { AppError } from '../errors';
import { databaseLimitStore, type LimitStore } from '../limits';
import type { Referral } from '../referrals';
import { findSession, type CurrentSession, type SessionUser } from '../sessions';
import { confirmAdult, userById } from './accounts';
import { oidcClient } from './oidc';
import { loadIdentitySecret } from './secrets';
import { startSession, type IssuedSession } from './sessions';
import { refuseSignIn } from '../standing/rules';

export interface IdentityOptions {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Sends "signout" to the sockets of one session (wired by the server once socket.io runs). */
  signout: (sessionId: number) => void;
  /** Where the sign-in limits are counted: Redis when set, else the database. */
  limits?: LimitStore;
}

export interface IdentityDeps extends IdentityOptions {
  /** The server's identity secret, loaded (or made) once. */
  getSecret: () => Promise<string>;
  limits: LimitStore;
  limitsOn: boolean;
  oidc: ReturnType<typeof oidcClient>;
}

export function identityDeps(options: IdentityOptions): IdentityDeps {
  let secret: Promise<string> | undefined;
  const getSecret = () => (secret ??= loadIdentitySecret(options.db, options.config.AUTH_SECRET).catch((e) => ((secret = undefined), Promise.reject(e))));
  return {
    ...options,
    getSecret,
    limits: options.limits ?? databaseLimitStore(options.db),
    limitsOn: options.config.RATE_LIMITS,
    oidc: oidcClient(options.config),
  };
}

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

/** Checks `value` against a shared rule; the message is the rule's own text (the form shows the same). */
export function validate<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = field ?? (issue?.path.map(String).join('.') || undefined);
  throw new AppError('BAD_REQUEST', issue?.message ?? 'The request is not valid.', { field: name });
}

export async function signedIn({ db }: IdentityDeps, issued: IssuedSession): Promise<SignedIn> {
  const session = await findSession(db, issued.token);
  if (!session) throw new AppError('INTERNAL');
  return { token: issued.token, expiresAt: issued.expiresAt, user: session.user };
}

/** A session's absolute lifetime in seconds (SESSION_MAX_LIFETIME_DAYS). */
export const lifetimeOf = (deps: IdentityDeps) => deps.config.SESSION_MAX_LIFETIME_DAYS * 86_400;

/** Signs `userId` in on this device: a new token, and the device's previous session ends. */
export async function signIn(deps: IdentityDeps, caller: Caller, userId: number): Promise<SignedIn> {
  const { db } = deps;
  const previous = caller.session;
  // An anonymous visitor who agreed to the 18+ gate has agreed for the account it logs into.
  if (previous?.user.is_anonymous && previous.user.user_id !== userId) {
    const before = await userById(db, previous.user.user_id);
    if (before?.adultConfirmedAt) await confirmAdult(db, userId, before.adultConfirmedAt);
  }
  await refuseSignIn(db, userId);
  const issued = await startSession(db, userId, { userAgent: caller.userAgent, replaces: previous?.sessionId, lifetimeSeconds: lifetimeOf(deps) });
  return signedIn(deps, issued);
}
