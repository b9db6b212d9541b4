/**
 * The host application (issue 19, ADR 091): a signed-up fan applies to become a creator from
 * /creator_audit, reads its state, and may withdraw it while under review. Staff decide in the
 * console (app/routes/admin/application.tsx), not through this API.
 */
import { applicationInput } from '../../common/creators';
import { endpoint, noInput } from './endpoint';

export const creatorEndpoints = {
  /** The caller's latest application ({ application: null } when they never applied). */
  'creator.application': endpoint({
    method: 'GET',
    path: '/core/creator/application/',
    access: 'signedUp',
    input: noInput,
    handler: async ({ user, services }) => ({ application: await services.creators.mine(user.user_id) }),
  }),
  /** Sends the application: its photos were uploaded before with the `verification` purpose. */
  'creator.application.submit': endpoint({
    method: 'POST',
    path: '/core/creator/application/submit/',
    access: 'signedUp',
    input: applicationInput,
    handler: async ({ input, user, services }) => ({ application: await services.creators.submit(user.user_id, input) }),
  }),
  'creator.application.withdraw': endpoint({
    method: 'POST',
    path: '/core/creator/application/withdraw/',
    access: 'signedUp',
    input: noInput,
    handler: async ({ user, services }) => ({ application: await services.creators.withdraw(user.user_id) }),
  }),
};
