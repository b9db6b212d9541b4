/**
 * Notifications (issue 7, ADR 072): stored first (TN goes up in the same transaction), then
 * announced on `realtime_notify` to the user's room; a user with no socket open on any process
 * gets a web push instead. A dedupe key makes a repeated event (a retried job) one notification.
 */
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { NOTIFY_TYPE, emailCategoryOf, type NotificationContent, type NotificationItem, type RealtimeNotify } from '../../../common/notifications';
import type { Database } from '../../db';
import { notifications, unreadCounters } from '../../db/schema';
import { addToCounters } from '../unread-counters';
import type { PushPayload, PushService } from '../push';

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
  emit: (userId: number, event: string, payload: unknown) => void;
  /** True when the user has a socket open on any process. */
  isOnline: (userId: number) => Promise<boolean>;
  push?: PushService | null;
  mail?: (userId: number, category: ReturnType<typeof emailCategoryOf>, message: { subject: string; text: string }) => Promise<unknown>;
}

type Row = typeof notifications.$inferSelect;
type StoredContent = NotificationContent & { meta?: RealtimeNotify['meta'] };

function itemOf(row: Row): NotificationItem & { meta: RealtimeNotify['meta'] } {
  const { meta, ...content } = row.content as StoredContent;
  return { id: row.id, notify_type: row.notifyType, content, link: row.link, read: row.readAt !== null, created_at: row.createdAt.toISOString(), meta: meta ?? {} };
}

export function createNotificationService(deps: NotificationDeps) {
  const { db } = deps;

  /** A push to the user's devices when no socket of theirs is open; errors are logged, never thrown. */
  async function pushIfOffline(userId: number, payload: PushPayload): Promise<boolean> {
    if (!deps.push) return false;
    try {
      if (await deps.isOnline(userId)) return false;
      const result = await deps.push.sendToUser(userId, payload);
      return result.sent > 0;
    } catch (error) {
      console.warn(`[notify] push to user ${userId} failed: ${(error as Error).message}`);
      return false;
    }
  }

  const service = {
    pushIfOffline,

    /** Stores, raises TN, emits realtime_notify (or pushes); null when the dedupe key was seen before. */
    async notify(userId: number, input: NotifyInput): Promise<{ notification: RealtimeNotify; pushed: boolean } | null> {
      const content: StoredContent = input.meta && Object.keys(input.meta).length ? { ...input.content, meta: input.meta } : input.content;
      const row = await db.transaction(async (tx) => {
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
      const pushed = await pushIfOffline(userId, { title: item.content.title, body: item.content.summary, link: item.link, tag: `notify-${item.id}` });
      if (input.email && deps.mail) {
        const text = [item.content.title, item.content.summary].filter(Boolean).join('\n\n');
        await deps.mail(userId, emailCategoryOf(input.notifyType), { subject: item.content.title, text }).catch((error: Error) => {
          console.warn(`[notify] mail to user ${userId} failed: ${error.message}`);
        });
      }
      return { notification, pushed };
    },

    /**
     * A banner that is not stored and does not raise TN (is_add 0, id 0): the chat message
     * banner (type 10). Only to open sockets; no push (chat pushes the message itself).
     */
    banner(userId: number, input: Pick<NotifyInput, 'notifyType' | 'content' | 'link' | 'showSeconds' | 'meta'>): RealtimeNotify {
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
    },

    /** The user's notifications, newest first; pass the last id as `beforeId` for the next page. */
    async list(userId: number, options: { beforeId?: number; limit?: number } = {}) {
      const limit = options.limit ?? 30;
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), options.beforeId !== undefined ? lt(notifications.id, options.beforeId) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      return { list: rows.slice(0, limit).map(itemOf), has_more: rows.length > limit };
    },

    /** Marks notifications read (the given ids, or all) and lowers TN by as many as were unread. */
    async read(userId: number, which: { ids?: number[]; all?: boolean }): Promise<{ read: number; TN: number }> {
      return db.transaction(async (tx) => {
        const marked =
          which.all || (which.ids && which.ids.length)
            ? await tx
                .update(notifications)
                .set({ readAt: new Date() })
                .where(
                  and(
                    eq(notifications.userId, userId),
                    isNull(notifications.readAt),
                    which.all ? undefined : inArray(notifications.id, which.ids ?? []),
                  ),
                )
                .returning({ id: notifications.id })
            : [];
        // "All read" leaves nothing unread: TN is 0 whatever it was.
        if (which.all) await tx.update(unreadCounters).set({ tn: 0 }).where(eq(unreadCounters.userId, userId));
        else await addToCounters(tx, userId, { tn: -marked.length });
        const [counters] = await tx.select({ tn: unreadCounters.tn }).from(unreadCounters).where(eq(unreadCounters.userId, userId));
        return { read: marked.length, TN: counters?.tn ?? 0 };
      });
    },

    /**
     * After coins moved from a fan to a creator (a tip, gift or flirt): both balances changed
     * (user_info_change), and the creator is told who sent how much (meta.tokens). Once per payment.
     */
    async coinsSpent(spend: { transactionId: number; fan: { user_id: number; nickname: string; user_name: string; portrait: string }; creatorId: number; kind: 'tip' | 'gift' | 'flirt'; coins: number }) {
      service.emitUserInfoChange(spend.fan.user_id);
      service.emitUserInfoChange(spend.creatorId);
      const who = spend.fan.nickname || spend.fan.user_name;
      const what = spend.kind === 'tip' ? 'sent you a tip' : spend.kind === 'gift' ? 'sent you a gift' : 'sent you a flirt';
      return service.notify(spend.creatorId, {
        notifyType: NOTIFY_TYPE.Tip,
        content: { title: `${who} ${what}`, summary: `${spend.coins} coins from @${spend.fan.user_name}`, avatar: spend.fan.portrait || undefined },
        link: `/@${spend.fan.user_name}`,
        meta: { tokens: spend.coins },
        showSeconds: TIP_BANNER_SECONDS,
        dedupeKey: `spend:${spend.transactionId}`,
        // The "activity" email (unless the creator turned it off).
        email: true,
      });
    },

    /** A fan joined the creator's membership: the creator is told (banner, TN, "activity" email), once per membership. */
    async memberJoined(join: { membershipId: number; paidUntil: Date; fan: { user_id: number; nickname: string; user_name: string; portrait: string }; creatorId: number; coins: number }) {
      const who = join.fan.nickname || join.fan.user_name;
      return service.notify(join.creatorId, {
        notifyType: NOTIFY_TYPE.NewMember,
        content: { title: `${who} joined your membership`, summary: `A new subscriber: @${join.fan.user_name}`, avatar: join.fan.portrait || undefined },
        link: `/@${join.fan.user_name}`,
        meta: { tokens: join.coins },
        showSeconds: TIP_BANNER_SECONDS,
        dedupeKey: `member:${join.membershipId}:${join.paidUntil.getTime()}`,
        email: true,
      });
    },

    /** Tells the user's pages that their profile, role or balance changed (they reload the user). */
    emitUserInfoChange(userId: number) {
      deps.emit(userId, 'user_info_change', { user_id: userId });
    },
  };
  return service;
}

export type NotificationService = ReturnType<typeof createNotificationService>;
