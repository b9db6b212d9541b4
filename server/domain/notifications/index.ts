/**
 * Notifications (issue 7, ADR 072): stored first (TN goes up in the same transaction), then
 * announced on `realtime_notify` to the user's room; a user with no socket open on any process
 * gets a web push instead. A dedupe key makes a repeated event (a retried job) one notification.
 *
 * store.ts (the row and its dedupe key), deliver.ts (notify, banners, push when offline),
 * inbox.ts (list, read), money-events.ts (tips and new members). The functions take
 * `NotificationDeps` first; `createNotificationService` binds them once.
 */
import { bindDeps } from '../bind';
import { banner, emitUserInfoChange, notify, pushIfOffline } from './deliver';
import { list, read } from './inbox';
import { coinsSpent, memberJoined } from './money-events';
import type { NotificationDeps } from './store';

export { createNotification, type NewNotification, type NotificationDeps, type NotifyInput, TIP_BANNER_SECONDS } from './store';

export const notificationFunctions = { pushIfOffline, notify, banner, list, read, coinsSpent, memberJoined, emitUserInfoChange };

export function createNotificationService(deps: NotificationDeps) {
  return bindDeps(notificationFunctions, deps);
}

export type NotificationService = ReturnType<typeof createNotificationService>;
