/** The user's notification list and marking them read (TN follows). */
import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { notifications, unreadCounters } from '../../db/schema';
import { addToCounters } from '../unread-counters';
import { itemOf } from './deliver';
import type { NotificationDeps } from './store';

/** The user's notifications, newest first; pass the last id as `beforeId` for the next page. */
export async function list({ db }: NotificationDeps, userId: number, options: { beforeId?: number; limit?: number } = {}) {
  const limit = options.limit ?? 30;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), options.beforeId !== undefined ? lt(notifications.id, options.beforeId) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  return { list: rows.slice(0, limit).map(itemOf), has_more: rows.length > limit };
}

/** Marks notifications read (the given ids, or all) and lowers TN by as many as were unread. */
export async function read({ db }: NotificationDeps, userId: number, which: { ids?: number[]; all?: boolean }): Promise<{ read: number; TN: number }> {
  return db.transaction(async (tx) => {
    const marked =
      which.all || (which.ids && which.ids.length)
        ? await tx
            .update(notifications)
            .set({ readAt: new Date() })
            .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which.all ? undefined : inArray(notifications.id, which.ids ?? [])))
            .returning({ id: notifications.id })
        : [];
    // "All read" leaves nothing unread: TN is 0 whatever it was.
    if (which.all) await tx.update(unreadCounters).set({ tn: 0 }).where(eq(unreadCounters.userId, userId));
    else await addToCounters(tx, userId, { tn: -marked.length });
    const [counters] = await tx.select({ tn: unreadCounters.tn }).from(unreadCounters).where(eq(unreadCounters.userId, userId));
    return { read: marked.length, TN: counters?.tn ?? 0 };
  });
}
