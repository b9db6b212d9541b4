/** Delete account (issue 6, ADR 051): the rule lives in domain/identity/delete-account. */
import { z } from 'zod';
import { clearIdentityCookies } from '../http/cookies';
import { endpoint } from './endpoint';

export const accountEndpoints = {
  /** Deletes (anonymises) the signed-in account and ends its sessions; 409 while it holds coins. */
  'user.delete': endpoint({
    method: 'POST',
    path: '/core/user/delete/',
    access: 'session',
    input: z.object({}),
    handler: async ({ user, services, res }) => {
      await services.identity.deleteAccount(user.user_id);
      clearIdentityCookies(res, services.config);
      return {};
    },
  }),
};
