/** A stored notification (its dedupe key makes a repeated event one), what notify takes, and the notification functions' dependencies. */
import type { EmitToUser } from '../../../common/realtime';
import { sql } from 'drizzle-orm';
import { emailCategoryOf, type NotificationContent } from '../../../common/notifications';
import type { Database } from '../../db';
import { notifications } from '../../db/schema';
import type { PushService } from '../push';

/** A tip banner stays long enough to read who sent it. */
export const TIP_BANNER_SECONDS = 5;

export interface NewNotification {
  userId: number;
  notifyType: number;
  content: { title: string; summary?: string; [key: string]: unknown };
  link?: string | null;
  dedupeKey?: string | null;
}

/** Stores a notification; returns it, or null when one with the same dedupe key exists. Does not touch TN: notify() does. */
export async function createNotification(db: Pick<Database, 'insert'>, n: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ userId: n.userId, notifyType: n.notifyType, content: n.content, link: n.link ?? null, dedupeKey: n.dedupeKey ?? null })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey], where: sql`${notifications.dedupeKey} is not null` })
    .returning();
  return row ?? null;
}

export interface NotifyInput {
  notifyType: number;
  content: NotificationContent;
  link?: string | null;
  dedupeKey?: string | null;
  /** Show a banner (default yes). */
  isShow?: boolean;
  /** How long the banner stays (default on the page: 1 s). */
  showSeconds?: number;
  meta?: { conversation_id?: number; tokens?: number };
  /** Also send an email of the type's category (when the user has not turned it off). */
  email?: boolean;
}

export interface NotificationDeps {
  db: Database;
  /** Emits an event to every socket of the user, on every process. */
  emit: EmitToUser;
  /** True when the user has a socket open on any process. */
  isOnline: (userId: number) => Promise<boolean>;
  push?: PushService | null;
  mail?: (userId: number, category: ReturnType<typeof emailCategoryOf>, message: { subject: string; text: string }) => Promise<unknown>;
}
