/**
 * Telling a user: stored first (TN goes up in the same transaction), then announced on
 * `realtime_notify`; a user with no socket open on any process gets a web push instead.
 */
import { log } from '../../log';
import { emailCategoryOf, type NotificationContent, type NotificationItem, type RealtimeNotify } from '../../../common/notifications';
import { notifications } from '../../db/schema';
import type { PushPayload } from '../push';
import { addToCounters } from '../unread-counters';
import { createNotification, type NotificationDeps, type NotifyInput } from './store';

type Row = typeof notifications.$inferSelect;
type StoredContent = NotificationContent & { meta?: RealtimeNotify['meta'] };

export function itemOf(row: Row): NotificationItem & { meta: RealtimeNotify['meta'] } {
  const { meta, ...content } = row.content as StoredContent;
  return {
    id: row.id,
    notify_type: row.notifyType,
    content,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
    meta: meta ?? {},
  };
}

/** A push to the user's devices when no socket of theirs is open; errors are logged, never thrown. */
export async function pushIfOffline(deps: NotificationDeps, userId: number, payload: PushPayload): Promise<boolean> {
  if (!deps.push) return false;
  try {
    if (await deps.isOnline(userId)) return false;
    const result = await deps.push.sendToUser(userId, payload);
    return result.sent > 0;
  } catch (error) {
    log.warn({ err: error, userId }, 'push notification failed');
    return false;
  }
}

/** Stores, raises TN, emits realtime_notify (or pushes); null when the dedupe key was seen before. */
export async function notify(deps: NotificationDeps, userId: number, input: NotifyInput): Promise<{ notification: RealtimeNotify; pushed: boolean } | null> {
  const content: StoredContent = input.meta && Object.keys(input.meta).length ? { ...input.content, meta: input.meta } : input.content;
  const row = await deps.db.transaction(async (tx) => {
    const stored = await createNotification(tx, { userId, notifyType: input.notifyType, content, link: input.link, dedupeKey: input.dedupeKey });
    if (stored) await addToCounters(tx, userId, { tn: 1 });
    return stored;
  });
  if (!row) return null;
  const item = itemOf(row);
  const notification: RealtimeNotify = {
    id: item.id,
    notify_type: item.notify_type,
    is_show: input.isShow === false ? 0 : 1,
    is_add: 1,
    ...(input.showSeconds !== undefined ? { show_seconds: input.showSeconds } : {}),
    link: item.link,
    meta: item.meta,
    content: item.content,
    created_at: item.created_at,
  };
  deps.emit(userId, 'realtime_notify', notification);
  const pushed = await pushIfOffline(deps, userId, { title: item.content.title, body: item.content.summary, link: item.link, tag: `notify-${item.id}` });
  if (input.email && deps.mail) {
    const text = [item.content.title, item.content.summary].filter(Boolean).join('\n\n');
    await deps.mail(userId, emailCategoryOf(input.notifyType), { subject: item.content.title, text }).catch((error: Error) => {
      log.warn({ err: error, userId }, 'notification mail failed');
    });
  }
  return { notification, pushed };
}

/**
 * A banner that is not stored and does not raise TN (is_add 0, id 0): the chat message
 * banner (type 10). Only to open sockets; no push (chat pushes the message itself).
 */
export function banner(
  deps: NotificationDeps,
  userId: number,
  input: Pick<NotifyInput, 'notifyType' | 'content' | 'link' | 'showSeconds' | 'meta'>,
): RealtimeNotify {
  const notification: RealtimeNotify = {
    id: 0,
    notify_type: input.notifyType,
    is_show: 1,
    is_add: 0,
    ...(input.showSeconds !== undefined ? { show_seconds: input.showSeconds } : {}),
    link: input.link ?? null,
    meta: input.meta ?? {},
    content: input.content,
    created_at: new Date().toISOString(),
  };
  deps.emit(userId, 'realtime_notify', notification);
  return notification;
}

/** Tells the user's pages that their profile, role or balance changed (they reload the user). */
export function emitUserInfoChange(deps: NotificationDeps, userId: number) {
  deps.emit(userId, 'user_info_change', { user_id: userId });
}
