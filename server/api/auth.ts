import { clearIdentityCookies } from './cookies';
import { endpoint, noInput } from './endpoint';
import { callerOf } from './identity';

export const authEndpoints = {
  'auth.user': endpoint({
    method: 'GET',
    path: '/auth/user',
    auth: 'user',
    input: noInput,
    handler: ({ ctx }) => ({ user: ctx.session!.user }),
  }),
  /** Ends the current session (its sockets get "signout"), clears the cookies. */
  'auth.logout': endpoint({
    method: 'POST',
    path: '/auth/logout',
    auth: 'public',
    input: noInput,
    handler: async ({ ctx, services, req, res }) => {
      await services.identity.logout(callerOf(req, ctx));
      clearIdentityCookies(res, services.config);
      return {};
    },
  }),
};
