/**
 * Identity endpoints: anonymous accounts, the emailed code, sign-up completion, the
 * /api/auth calls of spec section 7, sessions of /user/account and the adult popup.
 * Inputs are checked for shape here; the rules (and their texts) live in domain/identity.
 */
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { recordId } from '../../common/numbers';
import { userNameSchema } from '../../common/identity';
import { oneLine } from '../../common/text';
import type { SignedIn } from '../domain/identity';
import { callerOf } from '../http/caller';
import { clearIdentityCookies, setSessionCookie } from '../http/cookies';
import { endpoint, noInput } from './endpoint';

/** The answer of a sign-in: the session cookie is set and the token returned for API clients. */
function sessionAnswer(res: ServerResponse, services: { config: Parameters<typeof setSessionCookie>[1] }, signed: SignedIn) {
  setSessionCookie(res, services.config, signed.token, signed.expiresAt);
  return { token: signed.token, ptoken: signed.token, user_id: signed.user.user_id, user: signed.user };
}

// Fields the domain validates with the shared rules (so the message is the rule's own text).
const field = z.unknown().optional();
const emailInput = z.object({ email: field });
const codeInput = z.object({ email: field, code: field });
const positiveId = recordId;

export const identityEndpoints = {
  /** A visitor's anonymous account (or the same one again, from its cookie or `token`). */
  'auth.signup_anonymous': endpoint({
    method: 'POST',
    path: '/core/auth/signup_anonymous/',
    access: 'public',
    input: z.object({ token: oneLine().max(200).optional() }),
    handler: async ({ input, ctx, services, req, res }) => {
      const signed = await services.identity.signupAnonymous(callerOf(req, ctx), input);
      setSessionCookie(res, services.config, signed.token, signed.expiresAt);
      return { ...signed.user, token: signed.token, user_id: signed.user.user_id, user: signed.user, restored: signed.restored };
    },
  }),
  'auth.email.send_code': endpoint({
    method: 'POST',
    path: '/core/auth/email/send_code/',
    access: 'public',
    input: emailInput,
    handler: ({ input, ctx, services, req }) => services.identity.sendCode(callerOf(req, ctx), input),
  }),
  'auth.email.verify_code': endpoint({
    method: 'POST',
    path: '/core/auth/email/verify_code/',
    access: 'public',
    input: codeInput,
    handler: async ({ input, ctx, services, req, res }) => {
      const result = await services.identity.verifyCode(callerOf(req, ctx), input);
      if (result.is_new) return result;
      return { is_new: false, ...sessionAnswer(res, services, result) };
    },
  }),
  'auth.email.complete_signup': endpoint({
    method: 'POST',
    path: '/core/auth/email/complete_signup/',
    access: 'public',
    input: z.object({
      signup_ticket: oneLine().max(4000).optional(),
      birthday: field,
      user_name: field,
      nickname: field,
      portrait: field,
    }),
    handler: async ({ input, ctx, services, req, res }) => sessionAnswer(res, services, await services.identity.completeSignup(callerOf(req, ctx), input)),
  }),
  /** Spec section 7: the local strategy (email + code of an existing account) -> ptoken and user. */
  'auth.login': endpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    input: codeInput,
    handler: async ({ input, ctx, services, req, res }) => sessionAnswer(res, services, await services.identity.login(callerOf(req, ctx), input)),
  }),
  /** Spec section 7: a new token when the session ends within 2 days, else the same one. */
  'auth.refresh': endpoint({
    method: 'POST',
    path: '/auth/refresh',
    access: 'session',
    input: z.object({ user_info: z.unknown().optional() }),
    handler: async ({ ctx, services, req, res }) => {
      const signed = await services.identity.refresh(callerOf(req, ctx), ctx.token!);
      // Only a new token is sent as a cookie: a replaced token (in its grace) must not overwrite the new one.
      if (!signed.rotated) return { token: signed.token, ptoken: signed.token, user_id: signed.user.user_id, user: signed.user, rotated: false };
      return { ...sessionAnswer(res, services, signed), rotated: true };
    },
  }),
  /** The spec's fapi/core/auth/logout/: ends this session; its sockets get "signout". */
  'core.auth.logout': endpoint({
    method: 'POST',
    path: '/core/auth/logout/',
    access: 'public',
    input: noInput,
    handler: async ({ ctx, services, req, res }) => {
      await services.identity.logout(callerOf(req, ctx));
      clearIdentityCookies(res, services.config);
      return {};
    },
  }),
  'auth.sessions': endpoint({
    method: 'GET',
    path: '/core/auth/sessions/',
    access: 'session',
    input: noInput,
    handler: async ({ session, services }) => ({ list: await services.identity.listSessions(session.user.user_id, session.sessionId) }),
  }),
  'auth.sessions.revoke': endpoint({
    method: 'POST',
    path: '/core/auth/sessions/revoke/',
    access: 'session',
    input: z.object({ session_id: positiveId }),
    handler: async ({ input, session, services }) => {
      await services.identity.revokeSession(session.user.user_id, input.session_id);
      return {};
    },
  }),
  /**
   * The sign-up's username step: is this name free? The name must pass the sign-up rules first
   * (400 with the rule's text). Counted with the sign-in calls (rate-limit.ts), so it cannot be
   * used to list accounts quickly.
   */
  'auth.user_name.check': endpoint({
    method: 'GET',
    path: '/core/auth/user_name/check/',
    access: 'public',
    input: z.object({ user_name: userNameSchema }),
    handler: ({ input, services }) => services.identity.userNameAvailable(input.user_name),
  }),
  /** Spec section 5: whether to show the 18+ popup before a creator's profile. */
  'user.adult_popup.check': endpoint({
    method: 'POST',
    path: '/core/user/adult_popup/check/',
    access: 'session',
    input: z.object({ target_user_id: positiveId }),
    handler: ({ input, session, services }) => services.identity.adultPopupCheck(session.user.user_id, input.target_user_id),
  }),
  'user.adult_popup.confirm': endpoint({
    method: 'POST',
    path: '/core/user/adult_popup/confirm/',
    access: 'session',
    input: noInput,
    handler: async ({ session, services }) => {
      await services.identity.adultPopupConfirm(session.user.user_id);
      return {};
    },
  }),
};
