/**
 * Mass messages (issue 7, ADR 073): a creator writes once, a job delivers a chat message to
 * each recipient in batches. Sending starts by writing the recipient list in the same
 * transaction that moves the message to Sending; each recipient's copy goes through chat with
 * the client id `mass-message-{id}-{recipient}`, which chat stores once per sender, so a batch retried after
 * a crash (or taken by a second process when its lease ran out) never sends twice.
 */
import { and, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { CHAT_MEDIA_MAX } from '../../../common/chat';
import {
  MASS_BATCH_SIZE,
  MASS_INTERVAL_SECONDS,
  MASS_PAST_TOLERANCE_SECONDS,
  MASS_SPEND_DOLLARS,
  MASS_STATUS,
  MASS_STATUS_LABEL,
  MASS_STATUS_STRING,
  MASS_USER_CAP,
  type MassAudience,
  type MassStatus,
} from '../../../common/mass';
import type { Database, Tx } from '../../db';
import { follows, massMessages, massRecipients, media, users } from '../../db/schema';
import { AppError, isAppError } from '../errors';
import type { ChatService, ChatUser } from '../chat';

type Reader = Tx | Database;

/** How long a worker owns the batch it claimed; after that another may take it over. */
const LEASE_SECONDS = 300;

export interface MassDelivery {
  creatorId: number;
  recipientId: number;
  /** Chat stores one message per (sender, client id): the same copy sent again is a no-op. */
  clientId: string;
  body: string;
  mediaIds: number[];
  price: number | null;
}

export interface MassOptions {
  db: Database;
  /** One recipient's copy, through chat. Throws a catalogue error when this recipient cannot be reached. */
  deliver: (delivery: MassDelivery) => Promise<void>;
  /** Members of a creator (the memberships domain answers; until wired, none). Reads with `db`, which may be a transaction. */
  members?: (db: Reader, creatorId: number) => Promise<number[]>;
  /** Fans who spent at least `dollars` on the creator over the last 30 days. */
  spenders?: (db: Reader, creatorId: number, dollars: number) => Promise<number[]>;
}

export interface MassMessageView {
  id: number;
  audience: string;
  body: string;
  media_ids: number[];
  price: number | null;
  status: MassStatus;
  status_string: string;
  status_label: string;
  /** Unix seconds. */
  scheduled_at: number;
  finished_at: number | null;
  total: number;
  sent: number;
  failed: number;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function toView(row: typeof massMessages.$inferSelect): MassMessageView {
  const status = row.status as MassStatus;
  return {
    id: row.id,
    audience: row.audience,
    body: row.body,
    media_ids: row.mediaIds,
    price: row.price,
    status,
    status_string: MASS_STATUS_STRING[status],
    status_label: MASS_STATUS_LABEL[status],
    scheduled_at: seconds(row.scheduledAt),
    finished_at: row.finishedAt ? seconds(row.finishedAt) : null,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
  };
}

/** Chat keys messages by (sender, client id): one id per mass message and recipient. */
export const massClientId = (massId: number, recipientId: number) => `mass-message-${massId}-${recipientId}`;

export function createMassService({ db, deliver, members = async () => [], spenders = async () => [] }: MassOptions) {
  async function recipientsOf(reader: Reader, creatorId: number, audience: MassAudience): Promise<number[]> {
    if (audience === 'followers') {
      const rows = await reader.select({ id: follows.followerId }).from(follows).where(eq(follows.creatorId, creatorId)).limit(MASS_USER_CAP);
      return rows.map((r) => r.id);
    }
    if (audience === 'members') return (await members(reader, creatorId)).slice(0, MASS_USER_CAP);
    return (await spenders(reader, creatorId, MASS_SPEND_DOLLARS[audience]!)).slice(0, MASS_USER_CAP);
  }

  /** Starts due messages: writes their recipients and moves them to Sending (or Failed when nobody is in the audience). */
  async function startDue(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(massMessages)
        .where(and(eq(massMessages.status, MASS_STATUS.Scheduled), lte(massMessages.scheduledAt, now)))
        .orderBy(massMessages.scheduledAt)
        .limit(5)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const ids = [...new Set(await recipientsOf(tx, row.creatorId, row.audience as MassAudience))].filter((id) => id !== row.creatorId);
        for (let i = 0; i < ids.length; i += 1000) {
          await tx
            .insert(massRecipients)
            .values(ids.slice(i, i + 1000).map((userId) => ({ massId: row.id, userId })))
            .onConflictDoNothing();
        }
        const empty = ids.length === 0;
        await tx
          .update(massMessages)
          .set({ status: empty ? MASS_STATUS.Failed : MASS_STATUS.Sending, startedAt: now, total: ids.length, finishedAt: empty ? now : null })
          .where(eq(massMessages.id, row.id));
      }
      return due.length;
    });
  }

  /** Claims a batch of undelivered recipients (a lease, so a dead worker's batch is taken over later) and delivers it. */
  async function deliverBatch(now: Date, batchSize: number): Promise<number> {
    const until = new Date(now.getTime() + LEASE_SECONDS * 1000);
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ massId: massRecipients.massId, userId: massRecipients.userId })
        .from(massRecipients)
        .innerJoin(massMessages, eq(massMessages.id, massRecipients.massId))
        .where(
          and(
            eq(massMessages.status, MASS_STATUS.Sending),
            sql`${massRecipients.doneAt} is null`,
            sql`(${massRecipients.claimedUntil} is null or ${massRecipients.claimedUntil} < ${now.toISOString()})`,
          ),
        )
        .limit(batchSize)
        .for('update', { of: massRecipients, skipLocked: true });
      for (const r of rows) {
        await tx
          .update(massRecipients)
          .set({ claimedUntil: until })
          .where(and(eq(massRecipients.massId, r.massId), eq(massRecipients.userId, r.userId)));
      }
      return rows;
    });
    if (claimed.length === 0) return 0;
    const messages = new Map(
      (await db.select().from(massMessages).where(inArray(massMessages.id, [...new Set(claimed.map((c) => c.massId))]))).map((m) => [m.id, m]),
    );
    for (const { massId, userId } of claimed) {
      const m = messages.get(massId)!;
      let errorCode: number | null = null;
      try {
        await deliver({ creatorId: m.creatorId, recipientId: userId, clientId: massClientId(massId, userId), body: m.body, mediaIds: m.mediaIds, price: m.price });
      } catch (error) {
        // A recipient who cannot be reached (blocked, gone) is done, as a failure; anything else is retried after the lease.
        if (!isAppError(error) || error.status >= 500) continue;
        errorCode = error.code;
      }
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(massRecipients)
          .set({ doneAt: now, errorCode })
          .where(and(eq(massRecipients.massId, massId), eq(massRecipients.userId, userId), sql`${massRecipients.doneAt} is null`))
          .returning({ userId: massRecipients.userId });
        // Counted once, by whoever marked it done.
        if (done) {
          await tx
            .update(massMessages)
            .set(errorCode === null ? { sent: sql`${massMessages.sent} + 1` } : { failed: sql`${massMessages.failed} + 1` })
            .where(eq(massMessages.id, massId));
        }
      });
    }
    return claimed.length;
  }

  /** Sending messages with nobody left to reach: Successful when anyone got it, else Failed. */
  async function finish(now: Date): Promise<number> {
    const rows = await db
      .update(massMessages)
      .set({ status: sql`case when ${massMessages.sent} > 0 then ${MASS_STATUS.Successful}::smallint else ${MASS_STATUS.Failed}::smallint end`, finishedAt: now })
      .where(
        and(
          eq(massMessages.status, MASS_STATUS.Sending),
          sql`not exists (select 1 from ${massRecipients} where ${massRecipients.massId} = ${massMessages.id} and ${massRecipients.doneAt} is null)`,
        ),
      )
      .returning({ id: massMessages.id });
    return rows.length;
  }

  return {
    /** Schedules a mass message (now when `send_at` is absent). One per 6 hours, never in the past. */
    async create(
      creatorId: number,
      input: { audience: MassAudience; body: string; media_ids: number[]; price: number | null; send_at?: number },
      now = new Date(),
    ): Promise<MassMessageView> {
      const body = input.body.trim();
      if (!body && input.media_ids.length === 0) throw new AppError('MASS_EMPTY', undefined, { field: 'body' });
      const sendAt = input.send_at === undefined ? now : new Date(input.send_at * 1000);
      if (sendAt.getTime() < now.getTime() - MASS_PAST_TOLERANCE_SECONDS * 1000) throw new AppError('MASS_SCHEDULE_IN_PAST', undefined, { field: 'send_at' });
      const scheduledAt = sendAt < now ? now : sendAt;
      const mediaIds = [...new Set(input.media_ids)];
      // Each copy is a chat message: chat's media limit holds here, else every copy would be refused.
      if (mediaIds.length > CHAT_MEDIA_MAX) throw new AppError('CHAT_TOO_MANY_MEDIA', undefined, { field: 'media_ids' });
      if (mediaIds.length > 0) {
        const own = await db.select({ id: media.id }).from(media).where(and(eq(media.ownerId, creatorId), inArray(media.id, mediaIds)));
        if (own.length !== mediaIds.length) throw new AppError('MEDIA_NOT_FOUND', undefined, { field: 'media_ids' });
      }
      return db.transaction(async (tx) => {
        // One creator's mass messages are decided one at a time, so two at once cannot both pass the 6-hour rule.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, creatorId)).for('update');
        const window = MASS_INTERVAL_SECONDS * 1000;
        const [near] = await tx
          .select({ id: massMessages.id })
          .from(massMessages)
          .where(
            and(
              eq(massMessages.creatorId, creatorId),
              ne(massMessages.status, MASS_STATUS.Failed),
              gt(massMessages.scheduledAt, new Date(scheduledAt.getTime() - window)),
              lt(massMessages.scheduledAt, new Date(scheduledAt.getTime() + window)),
            ),
          )
          .limit(1);
        if (near) throw new AppError('MASS_TOO_SOON', undefined, { field: 'send_at' });
        const [row] = await tx
          .insert(massMessages)
          .values({ creatorId: creatorId, audience: input.audience, body, mediaIds, price: input.price, scheduledAt })
          .returning();
        return toView(row);
      });
    },

    /** The creator's mass messages, newest first, keyset by id. */
    async list(creatorId: number, options: { before?: number; limit: number }) {
      const rows = await db
        .select()
        .from(massMessages)
        .where(and(eq(massMessages.creatorId, creatorId), options.before ? lt(massMessages.id, options.before) : undefined))
        .orderBy(desc(massMessages.id))
        .limit(options.limit + 1);
      const page = rows.slice(0, options.limit);
      return { list: page.map(toView), next: rows.length > options.limit ? page.at(-1)!.id : null };
    },

    /** How many people each audience reaches now (the sender form shows it). */
    async audienceSizes(creatorId: number): Promise<Record<MassAudience, number>> {
      const [followers, memberIds, s100, s1000, s10000] = await Promise.all([
        db.select({ n: sql<number>`count(*)::int` }).from(follows).where(eq(follows.creatorId, creatorId)),
        members(db, creatorId),
        spenders(db, creatorId, 100),
        spenders(db, creatorId, 1000),
        spenders(db, creatorId, 10000),
      ]);
      const cap = (n: number) => Math.min(n, MASS_USER_CAP);
      return {
        followers: cap(followers[0].n),
        members: cap(memberIds.length),
        spend_over_100: cap(s100.length),
        spend_over_1000: cap(s1000.length),
        spend_over_10000: cap(s10000.length),
      };
    },

    /** One turn of the job: start what is due, deliver batches until none is left, finish. Safe to run in several processes at once. */
    async runOnce(now = new Date(), options: { batchSize?: number; maxBatches?: number } = {}) {
      const started = await startDue(now);
      let delivered = 0;
      for (let i = 0; i < (options.maxBatches ?? 50); i++) {
        const n = await deliverBatch(now, options.batchSize ?? MASS_BATCH_SIZE);
        delivered += n;
        if (n === 0) break;
      }
      const finished = await finish(now);
      return { started, delivered, finished };
    },
  };
}

export type MassService = ReturnType<typeof createMassService>;

/** Delivery through chat: the creator sends each copy as an ordinary message (paid messages carry the price and media). */
export function chatDelivery(db: Database, chat: Pick<ChatService, 'send'>): MassOptions['deliver'] {
  return async (d) => {
    const [creator] = await db.select().from(users).where(eq(users.id, d.creatorId));
    if (!creator) throw new AppError('CHAT_USER_NOT_FOUND');
    const sender: ChatUser = { user_id: creator.id, user_name: creator.userName, nickname: creator.nickname, portrait: creator.portrait, user_role: creator.userRole === 1 ? 1 : 0 };
    await chat.send(sender, { to_user_id: d.recipientId, client_id: d.clientId, msg_type: 1, body: d.body, price: d.price ?? 0, media_ids: d.mediaIds });
  };
}
