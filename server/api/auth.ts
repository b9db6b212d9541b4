import { callerOf } from '../http/caller';
import { clearIdentityCookies } from '../http/cookies';
import { endpoint, noInput } from './endpoint';

export const authEndpoints = {
  'auth.user': endpoint({
    method: 'GET',
    path: '/auth/user',
    access: 'session',
    input: noInput,
    handler: ({ user }) => ({ user }),
  }),
  /** Ends the current session (its sockets get "signout"), clears the cookies. */
  'auth.logout': endpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    input: noInput,
    handler: async ({ ctx, services, req, res }) => {
      await services.identity.logout(callerOf(req, ctx));
      clearIdentityCookies(res, services.config);
      return {};
    },
  }),
};
