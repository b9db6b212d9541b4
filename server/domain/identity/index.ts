/**
 * Identity: anonymous accounts, sign-up and log-in with an emailed code, Google (OpenID
 * Connect), sessions and the adult popup. Every rule lives here; the REST API, the OIDC
 * routes and the Remix loaders call this service (one instance per server, bound to its database).
 *
 * sign-up.ts (anonymous visitors, codes, sign-up), google.ts, session-actions.ts, adult.ts;
 * deps.ts builds what they share once. The functions take `IdentityDeps` first;
 * `createIdentityService` binds them.
 */
import { bindDeps } from '../bind';
import { adultPopupCheck, adultPopupConfirm } from './adult';
import { deleteAccount } from './delete-account';
import { identityDeps, type IdentityDeps, type IdentityOptions } from './deps';
import { oidcFinish, oidcStart } from './google';
import { listSessions, logout, refresh, refreshIfNeeded, revokeSession, touchSession } from './session-actions';
import { completeSignup, login, sendCode, signupAnonymous, verifyCode } from './sign-up';
import { userNameAvailable } from './user-name';

export { RateLimitedError } from './rate-limit';
export type { SessionListItem } from './sessions';
export type { Caller, IdentityDeps, IdentityOptions, SignedIn } from './deps';

/** Deletes (anonymises) the account and ends its sessions; refused while it holds coins (ADR 051). */
const removeAccount = ({ db }: IdentityDeps, userId: number) => deleteAccount(db, userId);

export const identityFunctions = {
  signupAnonymous,
  sendCode,
  verifyCode,
  login,
  completeSignup,
  userNameAvailable,
  refresh,
  refreshIfNeeded,
  logout,
  listSessions,
  revokeSession,
  touchSession,
  adultPopupCheck,
  adultPopupConfirm,
  oidcStart,
  oidcFinish,
  deleteAccount: removeAccount,
};

export function createIdentityService(options: IdentityOptions) {
  const deps = identityDeps(options);
  return { ...bindDeps(identityFunctions, deps), oidcEnabled: deps.oidc.enabled };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
