/**
 * Notifications (issue 7): stored first, then announced on `realtime_notify`. A dedupe key makes
 * a repeated event (a retried job) one notification.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { notifications } from '../../db/schema';

export interface NewNotification {
  userId: number;
  notifyType: number;
  content: { title: string; summary?: string; [key: string]: unknown };
  link?: string | null;
  dedupeKey?: string | null;
}

/** Stores a notification; returns it, or null when one with the same dedupe key exists. */
export async function createNotification(db: Pick<Database, 'insert'>, n: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ userId: n.userId, notifyType: n.notifyType, content: n.content, link: n.link ?? null, dedupeKey: n.dedupeKey ?? null })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey], where: sql`${notifications.dedupeKey} is not null` })
    .returning();
  return row ?? null;
}
