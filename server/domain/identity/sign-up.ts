/** Anonymous visitors, and signing up or in with an emailed code. */
import { isbot } from 'isbot';
import { codeSchema, completeSignupSchema, emailSchema, EMAIL_CODE_TTL_SECONDS } from '../../../common/identity';
import { AppError } from '../errors';
import { ensureReferrerCode, recordReferral } from '../referrals';
import { findSession } from '../sessions';
import { createAnonymousUser, identityOf, userByEmail, userById, writeSignup } from './accounts';
import { consumeCode, issueCode } from './codes';
import { type Caller, type IdentityDeps, lifetimeOf, type SignedIn, signedIn, signIn, validate } from './deps';
import { countingWrongCodes, refuseIfLocked } from './lock';
import { countSignIn, LIMITS } from './rate-limit';
import { openSealed, sealValue } from './secrets';
import { startSession } from './sessions';

const SIGNUP_TICKET_TTL_SECONDS = 1800;

/** Anonymous account of a visitor (spec section 4); the same one again when its token is still good. */
export async function signupAnonymous(deps: IdentityDeps, caller: Caller, input: { token?: string }): Promise<SignedIn & { restored: boolean }> {
  if (isbot(caller.userAgent)) throw new AppError('BOT_NOT_ALLOWED');
  if (caller.session && !caller.session.user.is_anonymous) throw new AppError('ALREADY_SIGNED_UP');
  if (caller.session) {
    return { token: caller.token ?? '', expiresAt: caller.session.expiresAt, user: caller.session.user, restored: true };
  }
  const stored = input.token ? await findSession(deps.db, input.token) : null;
  if (stored?.user.is_anonymous) {
    return { token: input.token!, expiresAt: stored.expiresAt, user: stored.user, restored: true };
  }
  await countSignIn(deps, [[LIMITS.anonymousPerIp, caller.ip]]);
  const user = await createAnonymousUser(deps.db);
  const issued = await startSession(deps.db, user.id, { userAgent: caller.userAgent, lifetimeSeconds: lifetimeOf(deps) });
  return { ...(await signedIn(deps, issued)), restored: false };
}

/** Emails a 6-digit code (rate limited per address and per IP). */
export async function sendCode(deps: IdentityDeps, caller: Caller, input: { email?: unknown }): Promise<{ email: string; expires_in: number }> {
  const email = validate(emailSchema, input.email, 'email');
  // No code goes out while the address is locked (its owner has the notice).
  await refuseIfLocked(deps, email);
  await countSignIn(deps, [
    [LIMITS.codePerEmailMinute, email],
    [LIMITS.codePerEmailHour, email],
    [LIMITS.codePerIpHour, caller.ip],
  ]);
  const code = await issueCode(deps.db, await deps.getSecret(), email);
  const minutes = EMAIL_CODE_TTL_SECONDS / 60;
  await deps.mailer.send({
    to: email,
    subject: `${code} is your ${deps.config.APP_NAME} code`,
    text: `Your ${deps.config.APP_NAME} code is ${code}\n\nIt expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email.\n`,
  });
  return { email, expires_in: EMAIL_CODE_TTL_SECONDS };
}

/**
 * Checks the code. A signed-up user of this address is logged in (new session); anyone
 * else gets a short-lived ticket for the remaining sign-up steps.
 */
export async function verifyCode(
  deps: IdentityDeps,
  caller: Caller,
  input: { email?: unknown; code?: unknown },
): Promise<({ is_new: false } & SignedIn) | { is_new: true; email: string; signup_ticket: string }> {
  const email = validate(emailSchema, input.email, 'email');
  const code = validate(codeSchema, input.code, 'code');
  await countSignIn(deps, [[LIMITS.verifyPerIp, caller.ip]]);
  await refuseIfLocked(deps, email);
  const secret = await deps.getSecret();
  await countingWrongCodes(deps, email, () => consumeCode(deps.db, secret, email, code));
  const existing = await userByEmail(deps.db, email);
  if (existing) return { is_new: false, ...(await signIn(deps, caller, existing.id)) };
  const signup_ticket = sealValue(await deps.getSecret(), 'signup-ticket', { email }, SIGNUP_TICKET_TTL_SECONDS);
  return { is_new: true, email, signup_ticket };
}

/** The local strategy of POST /api/auth/login: email + code of an existing account. */
export async function login(deps: IdentityDeps, caller: Caller, input: { email?: unknown; code?: unknown }): Promise<SignedIn> {
  const email = validate(emailSchema, input.email, 'email');
  const code = validate(codeSchema, input.code, 'code');
  await countSignIn(deps, [[LIMITS.verifyPerIp, caller.ip]]);
  const existing = await userByEmail(deps.db, email);
  if (!existing) throw new AppError('ACCOUNT_NOT_FOUND', undefined, { field: 'email' });
  await refuseIfLocked(deps, email);
  const secret = await deps.getSecret();
  await countingWrongCodes(deps, email, () => consumeCode(deps.db, secret, email, code));
  return signIn(deps, caller, existing.id);
}

/**
 * Birthday, username, display name and picture: with a sign-up ticket (email sign-up), or
 * for the session's user when it came from Google and has not finished. An anonymous
 * session's own row is upgraded (same user_id); the session is then rotated.
 */
export async function completeSignup(deps: IdentityDeps, caller: Caller, input: { signup_ticket?: string } & Record<string, unknown>): Promise<SignedIn> {
  const fields = validate(completeSignupSchema, input);
  const current = caller.session ? await userById(deps.db, caller.session.user.user_id) : undefined;
  // The device's anonymous row (a visitor, or a Google account not finished yet) is upgraded in place.
  const target = current?.isAnonymous ? current : undefined;
  let email: string | null;
  if (input.signup_ticket) {
    const ticket = openSealed<{ email: string }>(await deps.getSecret(), 'signup-ticket', input.signup_ticket);
    if (!ticket) throw new AppError('SIGNUP_TICKET_INVALID', undefined, { field: 'signup_ticket' });
    email = ticket.email;
  } else {
    const identity = target ? await identityOf(deps.db, target.id) : undefined;
    if (!identity) throw new AppError('SIGNUP_TICKET_INVALID', undefined, { field: 'signup_ticket' });
    email = identity.email && !(await userByEmail(deps.db, identity.email)) ? identity.email : null;
  }
  const userId = await writeSignup(deps.db, target, { ...fields, email });
  await recordReferral(deps.db, userId, caller.referral);
  await ensureReferrerCode(deps.db, userId);
  return signIn(deps, caller, userId);
}
