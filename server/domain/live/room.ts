/**
 * Who may be in a live and what they see (ADR 102): detail and enter (blocked locations, kicks,
 * tickets), the lists, and the chat. enter is the realtime layer's question (LiveRoomRules).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_CHAT_BACKLOG, type LiveChatLine, type LiveEntry, type LiveListItem, type LiveParty, type LiveView } from '../../../common/live';
import { follows, liveChat, lives, liveViewers } from '../../db/schema';
import { AppError } from '../errors';
import type { Visitor } from '../locations/rules';
import type { LiveDeps } from './deps';
import { broadcastState, entryFor, listItemOf, liveRow, type LiveRow, partiesOf, partyOf, viewerRow, viewOf } from './store';

/** The refusal for an entry that may not watch. */
export function assertMayWatch(entry: LiveEntry): void {
  if (entry === 'kicked') throw new AppError('LIVE_KICKED');
  if (entry === 'needs_ticket') throw new AppError('LIVE_TICKET_REQUIRED');
}

export function assertNotEnded(row: LiveRow): void {
  if (row.state === 'ended') throw new AppError('LIVE_ENDED');
}

export function assertRunning(row: LiveRow): void {
  assertNotEnded(row);
  if (row.state !== 'running') throw new AppError('LIVE_NOT_RUNNING');
}

/** The live as this visitor sees it; a ticketed live answers entry 'needs_ticket' (the screen asks for the ticket). */
export async function detail(deps: LiveDeps, visitor: Visitor, liveId: number): Promise<LiveView> {
  const row = await liveRow(deps.db, liveId);
  // Kicked or ended, the page still gets the live: it says so (the room's socket is what refuses).
  return viewOf(deps, row, visitor.userId, { entry: await entryFor(deps, row, visitor.userId) });
}

/** A socket joins the room: the viewer's session is recorded; the one it replaces is returned (it leaves the room). */
export async function enter(
  deps: LiveDeps,
  visitor: Visitor,
  liveId: number,
  sessionId: number | null,
): Promise<{ view: LiveView; replacedSessionId: number | null }> {
  const userId = visitor.userId;
  if (userId === null) throw new AppError('AUTH_REQUIRED');
  const row = await liveRow(deps.db, liveId);
  assertRunning(row);
  const entry = await entryFor(deps, row, userId);
  assertMayWatch(entry);
  if (entry === 'creator') return { view: await viewOf(deps, row, userId, { entry }), replacedSessionId: null };
  const before = await viewerRow(deps.db, liveId, userId);
  const now = new Date(deps.clock.now());
  await deps.db
    .insert(liveViewers)
    .values({ liveId, userId, entry, sessionId, firstJoinedAt: now })
    .onConflictDoUpdate({
      target: [liveViewers.liveId, liveViewers.userId],
      set: { entry, sessionId, firstJoinedAt: sql`coalesce(${liveViewers.firstJoinedAt}, excluded.first_joined_at)` },
    });
  const replaced = before?.sessionId != null && before.sessionId !== sessionId ? before.sessionId : null;
  return { view: await viewOf(deps, row, userId, { entry }), replacedSessionId: replaced };
}

/** Someone entered or left the room: everyone in it hears the new viewer count. */
export async function presenceChanged(deps: LiveDeps, liveId: number): Promise<void> {
  const row = await liveRow(deps.db, liveId);
  if (row.state === 'running') await broadcastState(deps, row);
}

/** A creator's running live, else their next scheduled one (profile). */
export async function ofUser(deps: LiveDeps, visitor: Visitor, creatorId: number): Promise<LiveListItem | null> {
  const rows = await deps.db
    .select()
    .from(lives)
    .where(and(eq(lives.creatorId, creatorId), inArray(lives.state, ['running', 'scheduled'])))
    .orderBy(desc(lives.state), asc(lives.startsAt))
    .limit(1);
  if (!rows[0]) return null;
  return listItemOf(deps, rows[0], await partyOf(deps.db, creatorId));
}

/** Running lives of the creators the user follows, then their scheduled ones (soonest first); use-cases.ts leaves out blocked locations. */
export async function list(deps: LiveDeps, visitor: Visitor): Promise<LiveListItem[]> {
  if (visitor.userId === null) return [];
  const rows = await deps.db
    .select({ live: lives })
    .from(lives)
    .innerJoin(follows, and(eq(follows.creatorId, lives.creatorId), eq(follows.followerId, visitor.userId)))
    .where(inArray(lives.state, ['running', 'scheduled']))
    .orderBy(desc(lives.state), asc(lives.startsAt), desc(lives.id))
    .limit(50);
  const people = await partiesOf(
    deps.db,
    rows.map((r) => r.live.creatorId),
  );
  const items: LiveListItem[] = [];
  for (const { live } of rows) {
    const creator = people.get(live.creatorId);
    if (creator) items.push(await listItemOf(deps, live, creator));
  }
  return items;
}

/** Whom the creator may kick or grant: everyone present, then everyone who entered or was granted or kicked. */
export async function viewers(deps: LiveDeps, row: LiveRow): Promise<(LiveParty & { entry: LiveEntry })[]> {
  const present = (await deps.control().present(row.id)).filter((id) => id !== row.creatorId);
  const recorded = await deps.db.select().from(liveViewers).where(eq(liveViewers.liveId, row.id)).orderBy(asc(liveViewers.firstJoinedAt));
  const ids = [...new Set([...present, ...recorded.map((r) => r.userId)])];
  const people = await partiesOf(deps.db, ids);
  const out: (LiveParty & { entry: LiveEntry })[] = [];
  for (const id of ids) {
    const person = people.get(id);
    if (person) out.push({ ...person, entry: await entryFor(deps, row, id) });
  }
  return out;
}

const lineOf = (row: typeof liveChat.$inferSelect, user: LiveParty): LiveChatLine => ({
  id: row.id,
  live_id: row.liveId,
  user,
  text: row.text,
  created_at: Math.floor(row.createdAt.getTime() / 1000),
});

/** A chat line from the creator or a viewer in the room (not kicked; not while the chat is muted); the use case shows it to the room. */
export async function chat(deps: LiveDeps, userId: number, liveId: number, text: string): Promise<LiveChatLine> {
  const row = await liveRow(deps.db, liveId);
  assertRunning(row);
  if (userId !== row.creatorId) {
    const viewer = await viewerRow(deps.db, liveId, userId);
    if (viewer?.kicked) throw new AppError('LIVE_KICKED');
    if (!viewer?.firstJoinedAt) throw new AppError('LIVE_TICKET_REQUIRED');
    if (row.chatMuted) throw new AppError('LIVE_CHAT_MUTED');
  }
  const [inserted] = await deps.db
    .insert(liveChat)
    .values({ liveId, userId, text, createdAt: new Date(deps.clock.now()) })
    .returning();
  return lineOf(inserted!, await partyOf(deps.db, userId));
}

/** The last LIVE_CHAT_BACKLOG lines, oldest first, for someone who may watch. */
export async function chatBacklog(deps: LiveDeps, visitor: Visitor, liveId: number): Promise<LiveChatLine[]> {
  const row = await liveRow(deps.db, liveId);
  assertMayWatch(await entryFor(deps, row, visitor.userId));
  const rows = await deps.db.select().from(liveChat).where(eq(liveChat.liveId, liveId)).orderBy(desc(liveChat.id)).limit(LIVE_CHAT_BACKLOG);
  const people = await partiesOf(
    deps.db,
    rows.map((r) => r.userId),
  );
  return rows.reverse().flatMap((r) => {
    const user = people.get(r.userId);
    return user ? [lineOf(r, user)] : [];
  });
}

/** Spec section 7: a share is counted (the client ignores errors). */
export async function share(deps: LiveDeps, _userId: number, liveId: number): Promise<void> {
  const [row] = await deps.db
    .update(lives)
    .set({ shares: sql`${lives.shares} + 1` })
    .where(eq(lives.id, liveId))
    .returning({ id: lives.id });
  if (!row) throw new AppError('LIVE_NOT_FOUND');
}
