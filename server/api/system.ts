import { endpoint, noInput } from './endpoint';

export const systemEndpoints = {
  /** The server clock: clients keep "client clock minus ts" and correct their request ts. */
  'system.fetch': endpoint({
    method: 'POST',
    path: '/core/system/fetch/',
    auth: 'public',
    anyTimestamp: true,
    input: noInput,
    handler: ({ services }) => ({ ts: services.system.nowSeconds() }),
  }),
  'system.show_settings': endpoint({
    method: 'GET',
    path: '/core/system/show_settings/',
    auth: 'public',
    input: noInput,
    handler: ({ services }) => services.system.settings(),
  }),
  /** Unread counters TC, TN, SC of the current user. */
  'system.init': endpoint({
    method: 'GET',
    path: '/core/system/init/',
    auth: 'user',
    input: noInput,
    handler: ({ ctx, services }) => services.system.unreadCounters(ctx.session!.user.user_id),
  }),
};
