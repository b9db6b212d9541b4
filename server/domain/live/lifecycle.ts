/**
 * A live's life (ADR 102): started now or scheduled, cancelled, ended by its creator or when the
 * creator's grace period runs out, and the job that tells followers "starts in 3 minutes".
 * Every state change goes to the room as live_state.
 */
import { and, asc, eq, isNotNull, lte, ne } from 'drizzle-orm';
import { LIVE_GRACE_SECONDS, LIVE_SOON_SECONDS, type LiveEndReason, type LiveScheduleInput, type LiveStartInput, type LiveView } from '../../../common/live';
import { NOTIFY_TYPE } from '../../../common/notifications';
import { isUniqueViolation } from '../../db';
import { follows, lives } from '../../db/schema';
import { log } from '../../log';
import { AppError } from '../errors';
import { membersOf } from '../money/memberships';
import type { LiveDeps } from './deps';
import { scheduleAcceptable } from './rules';
import { broadcastState, liveRow, type LiveRow, ownLive, partyOf, viewOf } from './store';
import { summaryOf } from './summary';

export const joinLink = (liveId: number) => `/live/join_live?live_id=${liveId}`;

async function followersOf(deps: LiveDeps, creatorId: number): Promise<number[]> {
  const rows = await deps.db.select({ id: follows.followerId }).from(follows).where(eq(follows.creatorId, creatorId));
  return rows.map((r) => r.id);
}

/** Followers and members of a live's creator at once: banner 20 (the LIVE badge), a stored notification, a push when offline. */
export async function tellLive(deps: LiveDeps, live: LiveView): Promise<void> {
  const { creator } = live;
  const audience = new Set([...(await followersOf(deps, creator.id)), ...(await membersOf(deps.db, creator.id))]);
  audience.delete(creator.id);
  for (const userId of audience) {
    await deps
      .notify(userId, {
        notifyType: NOTIFY_TYPE.Live,
        content: { title: `${creator.nick_name} is live`, summary: live.title, avatar: creator.portrait || undefined, button: 'Watch' },
        link: joinLink(live.live_id),
        dedupeKey: `live:${live.live_id}:start`,
      })
      .catch((error: unknown) => log.warn({ err: error, liveId: live.live_id, userId }, 'live notification failed'));
  }
}

export async function start(deps: LiveDeps, creatorId: number, input: LiveStartInput & { live_id?: number }): Promise<LiveView> {
  const now = new Date(deps.clock.now());
  let row: LiveRow | undefined;
  try {
    if (input.live_id !== undefined) {
      const own = await ownLive(deps.db, creatorId, input.live_id);
      if (own.state === 'ended') throw new AppError('LIVE_ENDED');
      if (own.state === 'running') throw new AppError('LIVE_ALREADY_RUNNING');
      [row] = await deps.db
        .update(lives)
        .set({ state: 'running', title: input.title, ticketPrice: input.ticket_price, startedAt: now })
        .where(and(eq(lives.id, own.id), eq(lives.state, 'scheduled')))
        .returning();
      if (!row) throw new AppError('LIVE_ENDED');
    } else {
      [row] = await deps.db
        .insert(lives)
        .values({ creatorId, title: input.title, ticketPrice: input.ticket_price, state: 'running', startedAt: now, createdAt: now })
        .returning();
    }
  } catch (error) {
    // One running live per creator (lives_one_running_idx).
    if (isUniqueViolation(error)) throw new AppError('LIVE_ALREADY_RUNNING');
    throw error;
  }
  const started = row!;
  await broadcastState(deps, started);
  return viewOf(deps, started, creatorId, { entry: 'creator' });
}

export async function schedule(deps: LiveDeps, creatorId: number, input: LiveScheduleInput): Promise<LiveView> {
  const now = deps.clock.now();
  if (!scheduleAcceptable(input.starts_at, now)) throw new AppError('LIVE_SCHEDULE_TIME', undefined, { field: 'starts_at' });
  const [row] = await deps.db
    .insert(lives)
    .values({
      creatorId,
      title: input.title,
      ticketPrice: input.ticket_price,
      state: 'scheduled',
      startsAt: new Date(input.starts_at * 1000),
      createdAt: new Date(now),
    })
    .returning();
  return viewOf(deps, row!, creatorId, { entry: 'creator' });
}

export async function cancel(deps: LiveDeps, creatorId: number, liveId: number): Promise<void> {
  const row = await ownLive(deps.db, creatorId, liveId);
  if (row.state === 'running') throw new AppError('BAD_REQUEST', 'live_id: a running Live is ended, not cancelled', { field: 'live_id' });
  if (row.state === 'ended') return;
  await finish(deps, row, 'cancelled');
}

export async function mine(deps: LiveDeps, creatorId: number): Promise<{ running: LiveView | null; scheduled: LiveView[] }> {
  const rows = await deps.db
    .select()
    .from(lives)
    .where(and(eq(lives.creatorId, creatorId), ne(lives.state, 'ended')))
    .orderBy(asc(lives.startsAt), asc(lives.id));
  const creator = await partyOf(deps.db, creatorId);
  const views = await Promise.all(rows.map((r) => viewOf(deps, r, creatorId, { entry: 'creator', creator })));
  return { running: views.find((v) => v.state === 'running') ?? null, scheduled: views.filter((v) => v.state === 'scheduled') };
}

/** Ends a live once (a conditional update: the creator's end and the job may race), then closes its room. */
export async function finish(deps: LiveDeps, row: LiveRow, reason: LiveEndReason): Promise<LiveRow> {
  const [ended] = await deps.db
    .update(lives)
    .set({ state: 'ended', endReason: reason, endedAt: new Date(deps.clock.now()), publishing: false })
    .where(and(eq(lives.id, row.id), ne(lives.state, 'ended')))
    .returning();
  if (!ended) return liveRow(deps.db, row.id);
  if (row.state === 'running') {
    await broadcastState(deps, ended);
    await deps.control().close(row.id);
  }
  return ended;
}

export async function end(deps: LiveDeps, creatorId: number, liveId: number) {
  const row = await ownLive(deps.db, creatorId, liveId);
  const ended = row.state === 'ended' ? row : await finish(deps, row, row.state === 'scheduled' ? 'cancelled' : 'ended');
  return summaryOf(deps, ended);
}

/** The creator's stream came up, or went away (the grace period starts; the job ends the live when it runs out). */
export async function publishing(deps: LiveDeps, liveId: number, creatorId: number, up: boolean): Promise<void> {
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .update(lives)
    .set(up ? { publishing: true, creatorLostAt: null } : { publishing: false, creatorLostAt: now })
    .where(and(eq(lives.id, liveId), eq(lives.creatorId, creatorId), eq(lives.state, 'running')))
    .returning();
  if (row) await broadcastState(deps, row);
}

export async function assertPublisher(deps: LiveDeps, userId: number, liveId: number): Promise<void> {
  const row = await liveRow(deps.db, liveId);
  if (row.creatorId !== userId) throw new AppError('LIVE_NOT_CREATOR');
  if (row.state === 'scheduled') throw new AppError('LIVE_NOT_RUNNING');
  if (row.state === 'ended') throw new AppError('LIVE_ENDED');
}

/** One turn of the job (every LIVE_JOB_INTERVAL_MS on every process; each step is a conditional update, so turns may race). */
export async function tick(deps: LiveDeps): Promise<void> {
  const now = deps.clock.now();
  // "Starts in 3 minutes" (type 28) to followers, once: whoever flips soon_notified sends it.
  const soon = await deps.db
    .update(lives)
    .set({ soonNotified: true })
    .where(and(eq(lives.state, 'scheduled'), eq(lives.soonNotified, false), lte(lives.startsAt, new Date(now + LIVE_SOON_SECONDS * 1000))))
    .returning();
  for (const row of soon) {
    const creator = await partyOf(deps.db, row.creatorId);
    for (const userId of await followersOf(deps, row.creatorId)) {
      await deps
        .notify(userId, {
          notifyType: NOTIFY_TYPE.LiveStartsIn3Minutes,
          content: { title: `${creator.nick_name} goes live in 3 minutes`, summary: row.title, avatar: creator.portrait || undefined },
          link: joinLink(row.id),
          dedupeKey: `live:${row.id}:soon`,
        })
        .catch((error: unknown) => log.warn({ err: error, liveId: row.id, userId }, 'live soon notification failed'));
    }
  }
  // Creators lost longer than the grace period: their live ends.
  const lost = await deps.db
    .select()
    .from(lives)
    .where(and(eq(lives.state, 'running'), isNotNull(lives.creatorLostAt), lte(lives.creatorLostAt, new Date(now - LIVE_GRACE_SECONDS * 1000))));
  for (const row of lost) {
    await finish(deps, row, 'creator_lost').catch((error: unknown) => log.error({ err: error, liveId: row.id }, 'live job: ending a lost live failed'));
  }
}
