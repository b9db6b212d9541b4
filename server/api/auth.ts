import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { clearSessionCookie } from './cookies';
import { endpoint, noInput } from './endpoint';

export const authEndpoints = [
  endpoint({
    method: 'GET',
    path: '/auth/user',
    auth: 'user',
    input: noInput,
    handler: ({ ctx }) => ({ user: ctx.session!.user }),
  }),
  /** Ends the current session (its row is deleted, the cookie cleared). */
  endpoint({
    method: 'POST',
    path: '/auth/logout',
    auth: 'public',
    input: noInput,
    handler: async ({ ctx, services, res }) => {
      if (ctx.session) await services.db.delete(sessions).where(eq(sessions.id, ctx.session.sessionId));
      clearSessionCookie(res, services.config);
      return {};
    },
  }),
];
