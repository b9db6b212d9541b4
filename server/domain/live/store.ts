/** Reading lives and their viewers, and the LiveView each user gets. */
import { and, eq, inArray } from 'drizzle-orm';
import type { LiveEndReason, LiveEntry, LiveListItem, LiveParty, LiveState, LiveView } from '../../../common/live';
import { LIVE_PRICE_CHANGES_MAX } from '../../../common/live';
import type { Database, Tx } from '../../db';
import { lives, liveViewers, users } from '../../db/schema';
import { AppError } from '../errors';
import { isMember } from '../money/memberships';
import type { LiveDeps } from './deps';
import { entryOf } from './rules';

export type LiveRow = typeof lives.$inferSelect;
export type ViewerRow = typeof liveViewers.$inferSelect;

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export async function liveRow(db: Database | Tx, liveId: number): Promise<LiveRow> {
  const [row] = await db.select().from(lives).where(eq(lives.id, liveId));
  if (!row) throw new AppError('LIVE_NOT_FOUND');
  return row;
}

/** A creator's own live (LIVE_NOT_FOUND for a live that is not theirs: others' lives are not named to them). */
export async function ownLive(db: Database, creatorId: number, liveId: number): Promise<LiveRow> {
  const row = await liveRow(db, liveId);
  if (row.creatorId !== creatorId) throw new AppError('LIVE_NOT_CREATOR');
  return row;
}

export async function viewerRow(db: Database | Tx, liveId: number, userId: number): Promise<ViewerRow | null> {
  const [row] = await db
    .select()
    .from(liveViewers)
    .where(and(eq(liveViewers.liveId, liveId), eq(liveViewers.userId, userId)));
  return row ?? null;
}

export async function partiesOf(db: Database, ids: number[]): Promise<Map<number, LiveParty>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, user_name: users.userName, portrait: users.portrait })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { id: r.id, nick_name: r.nickname || r.user_name, user_name: r.user_name, portrait: r.portrait }]));
}

export async function partyOf(db: Database, id: number): Promise<LiveParty> {
  const party = (await partiesOf(db, [id])).get(id);
  if (!party) throw new AppError('NOT_FOUND');
  return party;
}

/** How this user may be in this live now. */
export async function entryFor(deps: LiveDeps, row: LiveRow, userId: number | null): Promise<LiveEntry> {
  const viewer = userId === null ? null : await viewerRow(deps.db, row.id, userId);
  const member = userId !== null && userId !== row.creatorId && !viewer?.entry ? await isMember(deps.db, userId, row.creatorId) : false;
  return entryOf({ userId, creatorId: row.creatorId, ticketPrice: row.ticketPrice, viewer, isMember: member });
}

/** Distinct users with a socket in the room, the creator not counted. */
export async function viewerCount(deps: LiveDeps, row: LiveRow): Promise<number> {
  if (row.state !== 'running') return 0;
  return (await deps.control().present(row.id)).filter((id) => id !== row.creatorId).length;
}

export async function viewOf(deps: LiveDeps, row: LiveRow, userId: number | null, known?: { entry?: LiveEntry; creator?: LiveParty }): Promise<LiveView> {
  return {
    live_id: row.id,
    creator: known?.creator ?? (await partyOf(deps.db, row.creatorId)),
    title: row.title,
    state: row.state as LiveState,
    end_reason: row.endReason as LiveEndReason | null,
    ticket_price: row.ticketPrice,
    price_changes_left: Math.max(0, LIVE_PRICE_CHANGES_MAX - row.priceChanges),
    chat_muted: row.chatMuted,
    viewer_count: await viewerCount(deps, row),
    publishing: row.state === 'running' && row.publishing,
    entry: known?.entry ?? (await entryFor(deps, row, userId)),
    now: Math.floor(deps.clock.now() / 1000),
    starts_at: seconds(row.startsAt),
    started_at: seconds(row.startedAt),
    ended_at: seconds(row.endedAt),
  };
}

export async function listItemOf(deps: LiveDeps, row: LiveRow, creator: LiveParty): Promise<LiveListItem> {
  return {
    live_id: row.id,
    creator,
    title: row.title,
    state: row.state as LiveListItem['state'],
    ticket_price: row.ticketPrice,
    viewer_count: await viewerCount(deps, row),
    starts_at: seconds(row.startsAt),
    started_at: seconds(row.startedAt),
  };
}

/** The room's figures to every socket in it (entry 'free' on broadcasts: each socket learnt its own on joining; common/realtime.ts). */
export async function broadcastState(deps: LiveDeps, row: LiveRow): Promise<void> {
  const view = await viewOf(deps, row, null, { entry: 'free' });
  deps.control().broadcast(row.id, 'live_state', view);
}
