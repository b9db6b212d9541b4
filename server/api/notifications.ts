/** Notifications, email notification settings and web push devices (issue 7, ADR 072); the rules are in domain/notifications and domain/push. */
import { z } from 'zod';
import { limitParam, recordId, recordIdParam } from '../../common/numbers';
import { oneLine } from '../../common/text';
import { EMAIL_CATEGORIES } from '../../common/notifications';
import { endpoint, noInput } from './endpoint';

const id = recordId;
const token = oneLine().min(1, 'is missing').max(300);
const deviceId = oneLine().trim().min(1).max(200);

export const notificationEndpoints = {
  /** The user's notifications, newest first; `before_id` pages back. */
  'notify.list': endpoint({
    method: 'GET',
    path: '/core/notify/list/',
    access: 'session',
    input: z.object({ before_id: recordIdParam.optional(), limit: limitParam(100).optional() }),
    handler: async ({ input, user, services }) => {
      const userId = user.user_id;
      const page = await services.notifications.list(userId, { beforeId: input.before_id, limit: input.limit });
      const { TN } = await services.system.unreadCounters(userId);
      return { ...page, TN };
    },
  }),
  /** Marks notifications read (`ids`, or `all`); answers the new TN. */
  'notify.read': endpoint({
    method: 'POST',
    path: '/core/notify/read/',
    access: 'session',
    input: z
      .object({ ids: z.array(id).max(200).optional(), all: z.boolean().optional() })
      .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: 'give ids or all', path: ['ids'] }),
    handler: ({ input, user, services }) => services.notifications.read(user.user_id, input),
  }),
  'notify.email.settings': endpoint({
    method: 'GET',
    path: '/core/notify/email/settings/',
    access: 'session',
    input: noInput,
    handler: ({ user, services }) => services.email.settings(user.user_id),
  }),
  'notify.email.settings.post': endpoint({
    method: 'POST',
    path: '/core/notify/email/settings/',
    access: 'session',
    input: z.object({ category: z.enum(EMAIL_CATEGORIES), subscribed: z.boolean() }),
    handler: ({ input, user, services }) => services.email.set(user.user_id, input.category, input.subscribed),
  }),
  /** From an email's link, without logging in: the token names the user and the category. */
  'notify.email.link': endpoint({
    method: 'GET',
    path: '/core/notify/email/link/',
    access: 'public',
    input: z.object({ token }),
    handler: ({ input, services }) => services.email.peek(input.token),
  }),
  'notify.email.unsubscribe': endpoint({
    method: 'POST',
    path: '/core/notify/email/unsubscribe/',
    access: 'public',
    input: z.object({ token }),
    handler: ({ input, services }) => services.email.unsubscribe(input.token),
  }),
  'notify.email.resubscribe': endpoint({
    method: 'POST',
    path: '/core/notify/email/resubscribe/',
    access: 'public',
    input: z.object({ token }),
    handler: ({ input, services }) => services.email.resubscribe(input.token),
  }),

  /** The VAPID public key the browser subscribes with. */
  'push.vapid_public_key': endpoint({
    method: 'GET',
    path: '/core/push/vapid_public_key/',
    access: 'public',
    input: noInput,
    handler: ({ services }) => ({ public_key: services.push.publicKey }),
  }),
  /** Reported when permission is granted and every 3,000,000 ms after (spec section 7). */
  'push.add_device_installation': endpoint({
    method: 'POST',
    path: '/core/push/add_device_installation/',
    access: 'session',
    input: z.object({
      installation_id: oneLine().trim().min(1).max(200),
      device_id: deviceId,
      subscription: z.object({
        endpoint: oneLine().max(2000),
        keys: z.object({ p256dh: oneLine().max(200), auth: oneLine().max(100) }),
      }),
    }),
    handler: async ({ input, user, services }) => {
      await services.push.addDevice(user.user_id, input);
      return {};
    },
  }),
  'push.del_device_installation': endpoint({
    method: 'POST',
    path: '/core/push/del_device_installation/',
    access: 'session',
    input: z.object({ device_id: deviceId }),
    handler: async ({ input, user, services }) => ({ removed: await services.push.removeDevice(user.user_id, input.device_id) }),
  }),
};
