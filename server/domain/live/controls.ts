/** The creator's controls in the room (ADR 102): ticket price (twice at most), kick (for good), grant free access, mute the chat. */
import { and, eq, lt, sql } from 'drizzle-orm';
import { LIVE_KICKS_MAX, LIVE_PRICE_CHANGES_MAX, type LiveEntry, type LiveParty, type LiveView } from '../../../common/live';
import { lives, liveViewers } from '../../db/schema';
import { AppError } from '../errors';
import type { LiveDeps } from './deps';
import { assertNotEnded, viewers as viewersOf } from './room';
import { broadcastState, ownLive, viewerRow, viewOf } from './store';

export async function changePrice(deps: LiveDeps, creatorId: number, liveId: number, ticketPrice: number): Promise<LiveView> {
  const row = await ownLive(deps.db, creatorId, liveId);
  assertNotEnded(row);
  if (row.ticketPrice === ticketPrice) return viewOf(deps, row, creatorId, { entry: 'creator' });
  const [changed] = await deps.db
    .update(lives)
    .set({ ticketPrice, priceChanges: sql`${lives.priceChanges} + 1` })
    .where(and(eq(lives.id, liveId), lt(lives.priceChanges, LIVE_PRICE_CHANGES_MAX)))
    .returning();
  if (!changed) throw new AppError('LIVE_TICKET_PRICE_LIMIT');
  await broadcastState(deps, changed);
  return viewOf(deps, changed, creatorId, { entry: 'creator' });
}

export async function kick(deps: LiveDeps, creatorId: number, liveId: number, userId: number): Promise<void> {
  const row = await ownLive(deps.db, creatorId, liveId);
  assertNotEnded(row);
  if (userId === creatorId) throw new AppError('BAD_REQUEST', 'user_id: you cannot remove yourself', { field: 'user_id' });
  if ((await viewerRow(deps.db, liveId, userId))?.kicked) return;
  const kicked = await deps.db.transaction(async (tx) => {
    const [counted] = await tx
      .update(lives)
      .set({ kicks: sql`${lives.kicks} + 1` })
      .where(and(eq(lives.id, liveId), lt(lives.kicks, LIVE_KICKS_MAX)))
      .returning();
    if (!counted) throw new AppError('LIVE_KICK_LIMIT');
    await tx
      .insert(liveViewers)
      .values({ liveId, userId, kicked: true })
      .onConflictDoUpdate({ target: [liveViewers.liveId, liveViewers.userId], set: { kicked: true, sessionId: null } });
    return counted;
  });
  await deps.control().kick(liveId, userId);
  await broadcastState(deps, kicked);
}

/** Free access for this live (a viewer who bought a ticket keeps it; a kicked one stays out). */
export async function grant(deps: LiveDeps, creatorId: number, liveId: number, userId: number): Promise<void> {
  const row = await ownLive(deps.db, creatorId, liveId);
  assertNotEnded(row);
  if (userId === creatorId) throw new AppError('BAD_REQUEST', 'user_id: this is your own Live', { field: 'user_id' });
  await deps.db
    .insert(liveViewers)
    .values({ liveId, userId, entry: 'granted' })
    .onConflictDoUpdate({
      target: [liveViewers.liveId, liveViewers.userId],
      set: { entry: sql`case when ${liveViewers.entry} = 'ticket' then 'ticket' else 'granted' end` },
    });
}

export async function muteChat(deps: LiveDeps, creatorId: number, liveId: number, muted: boolean): Promise<LiveView> {
  const row = await ownLive(deps.db, creatorId, liveId);
  assertNotEnded(row);
  const [changed] = await deps.db.update(lives).set({ chatMuted: muted }).where(eq(lives.id, liveId)).returning();
  await broadcastState(deps, changed!);
  return viewOf(deps, changed!, creatorId, { entry: 'creator' });
}

export async function viewers(deps: LiveDeps, creatorId: number, liveId: number): Promise<(LiveParty & { entry: LiveEntry })[]> {
  return viewersOf(deps, await ownLive(deps.db, creatorId, liveId));
}
