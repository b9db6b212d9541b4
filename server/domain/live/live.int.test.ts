/**
 * The lives' rules on a real database with a manual clock and a fake LiveRoomControl (the realtime
 * side is the media helper's, tested there): tickets once per live, free entries, the creator's
 * limits, kicks, sessions, chat, the gifters and the summary against the ledger, the job.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorName } from '../../../common/errors';
import { GIFTS } from '../../../common/gifts';
import { LIVE_GRACE_SECONDS, LIVE_KICKS_MAX, LIVE_SOON_SECONDS } from '../../../common/live';
import { NOTIFY_TYPE } from '../../../common/notifications';
import type { ServerEvent } from '../../../common/realtime';
import { freshDatabase } from '../../../test/server';
import type { DatabaseHandle } from '../../db';
import { follows, lives as livesTable, memberships, toySettings, users } from '../../db/schema';
import { type CallClock, manualClock } from '../calls/clock';
import { AppError } from '../errors';
import { move } from '../money/ledger';
import type { NotifyInput } from '../notifications/store';
import { createLives, type Lives } from '.';
import { createToyService } from '../toys';

const MONEY = { CREATOR_SHARE_PERCENT: 80, COIN_PRICE_CENTS: 10 };
const BLOCKED_IP = '203.0.113.9';

let handle: DatabaseHandle;
let clock: CallClock;
let lives: Lives;
const notified: { userId: number; input: NotifyInput }[] = [];
const sent: { liveId: number; event: ServerEvent; payload: unknown }[] = [];
const kicked: { liveId: number; userId: number }[] = [];
const closed: number[] = [];
const present = new Map<number, number[]>();
let made = 0;

const db = () => handle.db;
const me = (userId: number, ip = '198.51.100.1') => ({ userId, ip });
const key = () => randomUUID();

async function user(role: 0 | 1 = 0): Promise<number> {
  const [row] = await db()
    .insert(users)
    .values({ userName: `live_${++made}_${randomUUID().slice(0, 6)}`, nickname: `Live ${made}`, userRole: role, isAnonymous: false })
    .returning({ id: users.id });
  return row!.id;
}
async function fund(userId: number, coins: number) {
  await move(db(), {
    kind: 'purchase',
    userId,
    idemKey: key(),
    params: { coins },
    legs: [
      { account: { system: 'provider' }, amount: -coins },
      { account: { user: userId, kind: 'wallet' }, amount: coins },
    ],
  });
}
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const balance = async (userId: number, kind: 'wallet' | 'earnings') =>
  Number((await rows<{ b: string }>(sql`select balance as b from ledger_accounts where user_id = ${userId} and kind = ${kind}`))[0]?.b ?? 0);
async function member(fanId: number, creatorId: number) {
  await db()
    .insert(memberships)
    .values({ fanId, creatorId, priceDollars: 5, coins: 50, paidUntil: new Date(Date.now() + 30 * 86_400_000) });
}
async function refusedWith(promise: Promise<unknown>, name: ErrorName) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${name}`).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(ERRORS[name].code);
  return error as AppError;
}
const events = (event: ServerEvent, liveId: number) => sent.filter((s) => s.event === event && s.liveId === liveId).map((s) => s.payload);

beforeAll(async () => {
  handle = await freshDatabase();
  // The real clock's date, so rows the database stamps (follows, memberships) fall inside a live.
  clock = manualClock(Date.now());
  lives = createLives({
    db: handle.db,
    money: MONEY,
    clock,
    notify: async (userId, input) => void notified.push({ userId, input }),
    // Every creator blocks BLOCKED_IP's place (the real rule, with its IP database: server/api/locations.int.test.ts).
    policies: {
      fence: async (subject, visitor) => {
        if (visitor.ip !== BLOCKED_IP) return;
        const creatorId =
          'creator' in subject
            ? subject.creator
            : 'live' in subject
              ? (await handle.db.select().from(livesTable).where(eq(livesTable.id, subject.live)))[0]?.creatorId
              : null;
        if (creatorId != null && creatorId !== visitor.userId) throw new AppError('PROFILE_NOT_FOUND');
      },
      hiddenAmong: async (creatorIds, visitor) => new Set(visitor.ip === BLOCKED_IP ? creatorIds.filter((id) => id !== visitor.userId) : []),
    },
    toys: createToyService({ db: handle.db }),
    control: {
      present: async (liveId) => present.get(liveId) ?? [],
      broadcast: (liveId, event, payload) => void sent.push({ liveId, event, payload }),
      kick: async (liveId, userId) => void kicked.push({ liveId, userId }),
      close: async (liveId) => void closed.push(liveId),
    },
  });
});
afterAll(() => handle?.close());
beforeEach(() => {
  notified.length = 0;
});

const svc = () => lives.service;

async function ticketedLive(price = 30) {
  const creator = await user(1);
  const view = await svc().start(me(creator), { title: 'Ticketed', ticket_price: price });
  return { creator, liveId: view.live_id };
}

describe('entering a ticketed live', () => {
  it('charges a ticket once per live: a replayed key and a different key both charge once', async () => {
    const { creator, liveId } = await ticketedLive(30);
    const fan = await user();
    await fund(fan, 100);
    expect((await svc().detail(me(fan), liveId)).entry).toBe('needs_ticket');
    await refusedWith(lives.rooms.enter(me(fan), liveId, 1), 'LIVE_TICKET_REQUIRED');
    const k = key();
    expect((await svc().buyTicket(me(fan), { live_id: liveId, idem_key: k })).entry).toBe('ticket');
    await svc().buyTicket(me(fan), { live_id: liveId, idem_key: k });
    await svc().buyTicket(me(fan), { live_id: liveId, idem_key: key() });
    expect(await balance(fan, 'wallet')).toBe(70);
    expect(await balance(creator, 'earnings')).toBe(24);
    expect((await lives.rooms.enter(me(fan), liveId, 1)).view.entry).toBe('ticket');
  });

  it('lets members and granted users in free, and refuses a fan without coins', async () => {
    const { creator, liveId } = await ticketedLive(30);
    const [m, g, poor] = [await user(), await user(), await user()];
    await member(m, creator);
    await lives.service.grant(creator, liveId, g);
    expect((await svc().detail(me(m), liveId)).entry).toBe('member');
    expect((await svc().buyTicket(me(m), { live_id: liveId, idem_key: key() })).entry).toBe('member');
    expect((await lives.rooms.enter(me(g), liveId, 2)).view.entry).toBe('granted');
    expect(await balance(m, 'wallet')).toBe(0);
    expect(await balance(creator, 'earnings')).toBe(0);
    await refusedWith(svc().buyTicket(me(poor), { live_id: liveId, idem_key: key() }), 'NOT_ENOUGH_COINS');
  });

  it('refuses a blocked location with 30023 and an ended live with LIVE_ENDED', async () => {
    const { creator, liveId } = await ticketedLive(0);
    const fan = await user();
    await refusedWith(svc().detail(me(fan, BLOCKED_IP), liveId), 'PROFILE_NOT_FOUND');
    await refusedWith(lives.rooms.enter(me(fan, BLOCKED_IP), liveId, 3), 'PROFILE_NOT_FOUND');
    await svc().end(creator, liveId);
    // The page still gets the live, to say that it ended; the room refuses.
    expect((await svc().detail(me(fan), liveId)).state).toBe('ended');
    await refusedWith(lives.rooms.enter(me(fan), liveId, 3), 'LIVE_ENDED');
  });

  it('a second session replaces the first', async () => {
    const { liveId } = await ticketedLive(0);
    const fan = await user();
    expect((await lives.rooms.enter(me(fan), liveId, 11)).replacedSessionId).toBeNull();
    expect((await lives.rooms.enter(me(fan), liveId, 11)).replacedSessionId).toBeNull();
    expect((await lives.rooms.enter(me(fan), liveId, 12)).replacedSessionId).toBe(11);
  });
});

describe("the creator's controls", () => {
  it('changes the price twice, then refuses with the spec message', async () => {
    const { creator, liveId } = await ticketedLive(10);
    expect((await svc().changePrice(creator, liveId, 20)).price_changes_left).toBe(1);
    expect((await svc().changePrice(creator, liveId, 30)).price_changes_left).toBe(0);
    const error = await refusedWith(svc().changePrice(creator, liveId, 40), 'LIVE_TICKET_PRICE_LIMIT');
    expect(error.message).toBe("You've reached the limit of 2 ticket price changes for this Live.");
    expect((await svc().detail(me(creator), liveId)).ticket_price).toBe(30);
    expect(events('live_state', liveId).length).toBeGreaterThanOrEqual(3);
    const other = await user(1);
    await refusedWith(svc().changePrice(other, liveId, 5), 'LIVE_NOT_CREATOR');
  });

  it('kicks a viewer, who cannot re-enter, chat or pay; the kick limit holds', async () => {
    const { creator, liveId } = await ticketedLive(0);
    const fan = await user();
    await fund(fan, 50);
    await lives.rooms.enter(me(fan), liveId, 21);
    await svc().kick(creator, liveId, fan);
    expect(kicked).toContainEqual({ liveId, userId: fan });
    await refusedWith(lives.rooms.enter(me(fan), liveId, 22), 'LIVE_KICKED');
    expect((await svc().detail(me(fan), liveId)).entry).toBe('kicked');
    await refusedWith(svc().chat(me(fan), liveId, 'hi'), 'LIVE_KICKED');
    await refusedWith(svc().tip(me(fan), { live_id: liveId, coins: 5, idem_key: key() }), 'LIVE_KICKED');
    // A grant does not bring a kicked viewer back.
    await svc().grant(creator, liveId, fan);
    await refusedWith(lives.rooms.enter(me(fan), liveId, 22), 'LIVE_KICKED');
    for (let i = 1; i < LIVE_KICKS_MAX; i++) await svc().kick(creator, liveId, await user());
    const error = await refusedWith(svc().kick(creator, liveId, await user()), 'LIVE_KICK_LIMIT');
    expect(error.message).toBe("You've reached the limit of 20 kicks for this Live.");
  });

  it('mutes the chat for viewers, not for the creator', async () => {
    const { creator, liveId } = await ticketedLive(0);
    const fan = await user();
    await refusedWith(svc().chat(me(fan), liveId, 'not in yet'), 'LIVE_TICKET_REQUIRED');
    await lives.rooms.enter(me(fan), liveId, 31);
    const line = await svc().chat(me(fan), liveId, 'hello');
    expect(events('live_chat', liveId)).toContainEqual(line);
    expect((await svc().muteChat(creator, liveId, true)).chat_muted).toBe(true);
    await refusedWith(svc().chat(me(fan), liveId, 'again'), 'LIVE_CHAT_MUTED');
    await svc().chat(me(creator), liveId, 'only me');
    expect((await svc().chatBacklog(me(fan), liveId)).map((l) => l.text)).toEqual(['hello', 'only me']);
  });

  it('counts viewers from the room, the creator excluded', async () => {
    const { creator, liveId } = await ticketedLive(0);
    present.set(liveId, [creator, 901, 902]);
    expect((await svc().detail(me(creator), liveId)).viewer_count).toBe(2);
  });
});

describe('gifts, tips, the gifters and the summary', () => {
  it('ranks gifters and sums the summary from the ledger', async () => {
    const { creator, liveId } = await ticketedLive(20);
    const [a, b, m] = [await user(), await user(), await user()];
    await fund(a, 500);
    await fund(b, 500);
    await fund(m, 500);
    await member(m, creator);
    clock.advance(5);
    await db().insert(follows).values({ followerId: b, creatorId: creator });
    for (const fan of [a, b]) await svc().buyTicket(me(fan), { live_id: liveId, idem_key: key() });
    for (const fan of [a, b, m]) await lives.rooms.enter(me(fan), liveId, fan);
    const rose = GIFTS[0]!;
    const giftKey = key();
    await svc().gift(me(a), { live_id: liveId, gift_id: rose.id, idem_key: giftKey });
    await svc().gift(me(a), { live_id: liveId, gift_id: rose.id, idem_key: giftKey });
    await svc().tip(me(b), { live_id: liveId, coins: 3 * rose.coins, idem_key: key() });
    await svc().tip(me(m), { live_id: liveId, coins: 1, idem_key: key() });
    expect(events('live_gift', liveId)).toHaveLength(3);
    expect((await svc().gifters(me(a), liveId)).map((g) => [g.user.id, g.coins])).toEqual([
      [b, 3 * rose.coins],
      [a, rose.coins],
      [m, 1],
    ]);
    clock.advance(600);
    const summary = await svc().end(creator, liveId);
    expect(closed).toContain(liveId);
    const [earned] = await rows<{ coins: string }>(
      sql`select sum(e.amount) as coins from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.user_id = ${creator} and a.kind = 'earnings'`,
    );
    expect(summary).toEqual({
      live_id: liveId,
      duration_seconds: 605,
      viewers: 3,
      gifters: 3,
      new_followers: 1,
      new_members: 1,
      coins_earned: Number(earned!.coins),
    });
    expect(summary.coins_earned).toBe(await balance(creator, 'earnings'));
  });

  it('a tip triggers the toy level, queued after the previous one', async () => {
    const { creator, liveId } = await ticketedLive(0);
    await db()
      .insert(toySettings)
      .values({
        userId: creator,
        enabled: true,
        levels: [
          { coins: 5, strength: 4, seconds: 10 },
          { coins: 50, strength: 12, seconds: 20 },
        ],
      });
    const fan = await user();
    await fund(fan, 200);
    await lives.rooms.enter(me(fan), liveId, 41);
    await svc().tip(me(fan), { live_id: liveId, coins: 60, idem_key: key() });
    await svc().tip(me(fan), { live_id: liveId, coins: 5, idem_key: key() });
    await svc().tip(me(fan), { live_id: liveId, coins: 1, idem_key: key() });
    const toys = events('live_toy', liveId) as { level: number; seconds: number; starts_at_ms: number }[];
    expect(toys.map((t) => t.level)).toEqual([2, 1]);
    expect(toys[1]!.starts_at_ms).toBe(toys[0]!.starts_at_ms + 20_000);
  });
});

describe('the job', () => {
  it('tells followers once, LIVE_SOON_SECONDS before a scheduled live', async () => {
    const creator = await user(1);
    const [f1, f2] = [await user(), await user()];
    await db()
      .insert(follows)
      .values([
        { followerId: f1, creatorId: creator },
        { followerId: f2, creatorId: creator },
      ]);
    await refusedWith(svc().schedule(creator, { title: 'Too soon', ticket_price: 0, starts_at: Math.floor(clock.now() / 1000) + 60 }), 'LIVE_SCHEDULE_TIME');
    const startsAt = Math.floor(clock.now() / 1000) + 600;
    const view = await svc().schedule(creator, { title: 'Later', ticket_price: 0, starts_at: startsAt });
    expect(view.state).toBe('scheduled');
    await svc().tick();
    expect(notified.filter((n) => n.input.notifyType === NOTIFY_TYPE.LiveStartsIn3Minutes)).toHaveLength(0);
    clock.advance(600 - LIVE_SOON_SECONDS);
    await svc().tick();
    await svc().tick();
    const soon = notified.filter((n) => n.input.notifyType === NOTIFY_TYPE.LiveStartsIn3Minutes);
    expect(soon.map((n) => n.userId).sort()).toEqual([f1, f2].sort());
    expect(soon[0]!.input.link).toBe(`/live/join_live?live_id=${view.live_id}`);
    // Starting it tells followers and members at once (banner 20).
    const started = await svc().start(me(creator), { live_id: view.live_id, title: 'Now', ticket_price: 0 });
    expect(started.state).toBe('running');
    await expect.poll(() => notified.filter((n) => n.input.notifyType === NOTIFY_TYPE.Live).length).toBe(2);
    await refusedWith(svc().start(me(creator), { title: 'Twice', ticket_price: 0 }), 'LIVE_ALREADY_RUNNING');
  });

  it('ends a live whose creator stayed away longer than the grace period', async () => {
    const { creator, liveId } = await ticketedLive(0);
    await lives.rooms.publishing(liveId, creator, true);
    expect((await svc().detail(me(creator), liveId)).publishing).toBe(true);
    await lives.rooms.publishing(liveId, creator, false);
    clock.advance(LIVE_GRACE_SECONDS - 1);
    await svc().tick();
    expect((await svc().detail(me(creator), liveId)).state).toBe('running');
    // Back in time: the grace period stops.
    await lives.rooms.publishing(liveId, creator, true);
    clock.advance(LIVE_GRACE_SECONDS * 2);
    await svc().tick();
    expect((await svc().detail(me(creator), liveId)).state).toBe('running');
    await lives.rooms.publishing(liveId, creator, false);
    clock.advance(LIVE_GRACE_SECONDS);
    await svc().tick();
    const view = await svc().detail(me(creator), liveId);
    expect([view.state, view.end_reason]).toEqual(['ended', 'creator_lost']);
    expect(closed).toContain(liveId);
  });
});
