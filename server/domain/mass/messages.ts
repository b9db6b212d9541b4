/** A creator's mass messages: scheduling one (one per 6 hours, never in the past) and the list. */
import { and, desc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { CHAT_MEDIA_MAX } from '../../../common/chat';
import {
  MASS_INTERVAL_SECONDS,
  MASS_PAST_TOLERANCE_SECONDS,
  MASS_STATUS,
  MASS_STATUS_LABEL,
  MASS_STATUS_STRING,
  type MassAudience,
  type MassMessageView,
  type MassStatus,
} from '../../../common/mass';
import { massMessages, media, users } from '../../db/schema';
import { AppError } from '../errors';
import { assertUsableFor } from '../media/purpose';
import type { MassDeps } from './deps';

export type { MassMessageView };

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

/** Schedules a mass message (now when `send_at` is absent). One per 6 hours, never in the past. */
export async function create(
  { db }: MassDeps,
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
    const own = await db
      .select({ id: media.id, purposes: media.purposes })
      .from(media)
      .where(and(eq(media.ownerId, creatorId), inArray(media.id, mediaIds)));
    if (own.length !== mediaIds.length) throw new AppError('MEDIA_NOT_FOUND', undefined, { field: 'media_ids' });
    // A mass message goes to many fans, as a post does: vault items only.
    assertUsableFor(own, 'post', 'media_ids');
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
    const [row] = await tx.insert(massMessages).values({ creatorId, audience: input.audience, body, mediaIds, price: input.price, scheduledAt }).returning();
    return toView(row);
  });
}

/** The creator's mass messages, newest first, keyset by id. */
export async function list({ db }: MassDeps, creatorId: number, options: { before?: number; limit: number }) {
  const rows = await db
    .select()
    .from(massMessages)
    .where(and(eq(massMessages.creatorId, creatorId), options.before ? lt(massMessages.id, options.before) : undefined))
    .orderBy(desc(massMessages.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return { list: page.map(toView), next: rows.length > options.limit ? page.at(-1)!.id : null };
}
