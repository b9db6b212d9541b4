import { endpoint, noInput } from './endpoint';

export const systemEndpoints = {
  /** The server clock: clients keep "client clock minus ts" and correct their request ts. */
  'system.fetch': endpoint({
    method: 'POST',
    path: '/core/system/fetch/',
    access: 'public',
    anyTimestamp: true,
    input: noInput,
    handler: ({ services }) => ({ ts: services.system.nowSeconds() }),
  }),
  'system.show_settings': endpoint({
    method: 'GET',
    path: '/core/system/show_settings/',
    access: 'public',
    input: noInput,
    handler: ({ services }) => services.system.settings(),
  }),
  /** Unread counters TC, TN, SC of the current user. */
  'system.init': endpoint({
    method: 'GET',
    path: '/core/system/init/',
    access: 'session',
    input: noInput,
    handler: ({ user, services }) => services.system.unreadCounters(user.user_id),
  }),
};
