/**
 * The sending job: start what is due (the recipient list written in the transaction that moves
 * the message to Sending), deliver leased batches, finish. Safe to run in several processes.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { MASS_BATCH_SIZE, MASS_STATUS, type MassAudience } from '../../../common/mass';
import type { Database } from '../../db';
import { massMessages, massRecipients, users } from '../../db/schema';
import type { ChatService, ChatUser } from '../chat';
import { AppError, isAppError } from '../errors';
import { recipientsOf } from './audiences';
import type { MassDeps, MassOptions } from './deps';
import { massClientId } from './messages';

/** How long a worker owns the batch it claimed; after that another may take it over. */
const LEASE_SECONDS = 300;

/** Starts due messages: writes their recipients and moves them to Sending (or Failed when nobody is in the audience). */
async function startDue(deps: MassDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(massMessages)
      .where(and(eq(massMessages.status, MASS_STATUS.Scheduled), lte(massMessages.scheduledAt, now)))
      .orderBy(massMessages.scheduledAt)
      .limit(5)
      .for('update', { skipLocked: true });
    for (const row of due) {
      const ids = [...new Set(await recipientsOf(deps, tx, row.creatorId, row.audience as MassAudience))].filter((id) => id !== row.creatorId);
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
async function deliverBatch({ db, deliver }: MassDeps, now: Date, batchSize: number): Promise<number> {
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
    (
      await db
        .select()
        .from(massMessages)
        .where(inArray(massMessages.id, [...new Set(claimed.map((c) => c.massId))]))
    ).map((m) => [m.id, m]),
  );
  for (const { massId, userId } of claimed) {
    const m = messages.get(massId)!;
    let errorCode: number | null = null;
    try {
      await deliver({
        creatorId: m.creatorId,
        recipientId: userId,
        clientId: massClientId(massId, userId),
        body: m.body,
        mediaIds: m.mediaIds,
        price: m.price,
      });
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
async function finish({ db }: MassDeps, now: Date): Promise<number> {
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

/** One turn of the job: start what is due, deliver batches until none is left, finish. Safe to run in several processes at once. */
export async function runOnce(deps: MassDeps, now = new Date(), options: { batchSize?: number; maxBatches?: number } = {}) {
  const started = await startDue(deps, now);
  let delivered = 0;
  for (let i = 0; i < (options.maxBatches ?? 50); i++) {
    const n = await deliverBatch(deps, now, options.batchSize ?? MASS_BATCH_SIZE);
    delivered += n;
    if (n === 0) break;
  }
  const finished = await finish(deps, now);
  return { started, delivered, finished };
}

/** Delivery through chat: the creator sends each copy as an ordinary message (paid messages carry the price and media). */
export function chatDelivery(db: Database, chat: Pick<ChatService, 'send'>): MassOptions['deliver'] {
  return async (d) => {
    const [creator] = await db.select().from(users).where(eq(users.id, d.creatorId));
    if (!creator) throw new AppError('CHAT_USER_NOT_FOUND');
    const sender: ChatUser = {
      user_id: creator.id,
      user_name: creator.userName,
      nickname: creator.nickname,
      portrait: creator.portrait,
      user_role: creator.userRole === 1 ? 1 : 0,
    };
    await chat.send(sender, { to_user_id: d.recipientId, client_id: d.clientId, msg_type: 1, body: d.body, price: d.price ?? 0, media_ids: d.mediaIds });
  };
}
