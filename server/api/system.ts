import { z } from 'zod';
import { log } from '../log';
import { endpoint, noInput } from './endpoint';

/** A report's names: lower-case words joined by underscores (user_open_mode, creator_verify, click_camera_icon). */
const reportName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'is not a report name');

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
  /**
   * Spec section 7: a free payload, e.g. action user_open_mode (open_mode, device_platform) or
   * action creator_verify (type click_camera_icon, sent when a fan taps the camera tab). Known
   * fields are checked, others dropped; the report goes to the server log (ADR 091), nothing is stored.
   */
  'system.common_report': endpoint({
    method: 'POST',
    path: '/core/system/common_report/',
    access: 'session',
    input: z.object({
      action: reportName,
      type: reportName.optional(),
      open_mode: z.union([z.literal(1), z.literal(2)]).optional(),
      device_platform: z.union([z.literal(1), z.literal(2)]).optional(),
    }),
    handler: ({ input, user }) => {
      log.info({ report: input, userId: user.user_id }, 'common_report');
      return {};
    },
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
