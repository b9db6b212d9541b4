/**
 * Memberships (issue 6, ADR 053): a creator's price, joining (paid from the coin wallet through
 * the ledger's `spend`, the membership and its SUBSCRIBE record written in the same
 * transaction), turning auto renew off, who is a member, and the lists. Renewals are in
 * ./renewals.ts, spend levels in ./spend-levels.ts.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DAY_MS,
  GRACE_DAYS,
  MEMBERSHIP_PERIOD_DAYS,
  SUBSCRIPTION_TYPE,
  coinsForDollars,
  dollarsForCoins,
  spendLevel,
  type MembershipState,
  type MembershipView,
  type SpendLevel,
} from '../../../common/memberships';
import { isUniqueViolation, type Database } from '../../db';
import { ledgerTransactions, membershipSettings, memberships, subscriptions, users } from '../../db/schema';
import { AppError } from '../errors';
import { type MoneyConfig, hasUnlocked, spend } from './index';
import { storedKey } from './ledger';
import { spentCoinsByFan } from './spend-levels';
import { enableAutoRenew } from './auto-renew';

export { fanSpendLevel, spentCoinsByFan } from './spend-levels';

type Row = typeof memberships.$inferSelect;
const periodMs = MEMBERSHIP_PERIOD_DAYS * DAY_MS;
const graceMs = GRACE_DAYS * DAY_MS;

/** Does this membership give access at `now`? Active: paid up, or inside the grace after a missed renewal; Cancelled: paid up. */
export function hasAccess(m: Pick<Row, 'state' | 'paidUntil'>, now: Date): boolean {
  const t = now.getTime();
  if (m.state === 'active') return m.paidUntil.getTime() + graceMs > t;
  if (m.state === 'cancelled') return m.paidUntil.getTime() > t;
  return false;
}

// --- the creator's price ---

export async function getMembershipPrice(db: Database, creatorId: number): Promise<number | null> {
  const [row] = await db.select({ price: membershipSettings.priceDollars }).from(membershipSettings).where(eq(membershipSettings.creatorId, creatorId));
  return row?.price ?? null;
}

/** Creators only (role 1); the price is already validated (common/memberships.ts). New members pay it; members keep their price. */
export async function setMembershipPrice(db: Database, creator: { userId: number; role: number }, priceDollars: number) {
  if (creator.role !== 1) throw new AppError('CREATOR_ONLY');
  await db
    .insert(membershipSettings)
    .values({ creatorId: creator.userId, priceDollars })
    .onConflictDoUpdate({ target: membershipSettings.creatorId, set: { priceDollars, updatedAt: new Date() } });
  return { price_dollars: priceDollars };
}

// --- joining ---

export interface JoinRequest {
  fanId: number;
  creatorId: number;
  idemKey: string;
}

/**
 * Pays the creator's price from the wallet and makes the membership (Active, renews in 30 days)
 * with its SUBSCRIBE record in the ledger transaction. A second join while a membership is
 * live is refused without a charge; the same key again answers the first join.
 */
export async function joinMembership(db: Database, config: MoneyConfig, request: JoinRequest, now = new Date()) {
  const [creator] = await db.select({ id: users.id, role: users.userRole }).from(users).where(eq(users.id, request.creatorId));
  if (!creator) throw new AppError('RECIPIENT_NOT_FOUND');
  const price = creator.role === 1 ? await getMembershipPrice(db, creator.id) : null;
  if (price === null) throw new AppError('MEMBERSHIP_NOT_OFFERED');
  const coins = coinsForDollars(price, config.COIN_PRICE_CENTS);

  const live = await liveMembership(db, request.fanId, request.creatorId);
  if (live) {
    if (await joinedWithKey(db, live.id, request.fanId, request.idemKey)) return { membership: live, replayed: true, coins: live.coins };
    throw new AppError('ALREADY_MEMBER');
  }

  let membershipId = 0;
  try {
    const result = await spend(db, config, {
      fanId: request.fanId,
      creatorId: request.creatorId,
      coins,
      kind: 'membership',
      idemKey: request.idemKey,
      details: { creator: request.creatorId, period: MEMBERSHIP_PERIOD_DAYS, price_dollars: price },
      also: async (tx, transactionId) => {
        const paidUntil = new Date(now.getTime() + periodMs);
        const [m] = await tx
          .insert(memberships)
          .values({ fanId: request.fanId, creatorId: request.creatorId, state: 'active', priceDollars: price, coins, period: 1, paidUntil, createdAt: now })
          .returning({ id: memberships.id });
        membershipId = m!.id;
        await tx.insert(subscriptions).values({
          membershipId: m!.id,
          type: SUBSCRIPTION_TYPE.SUBSCRIBE,
          period: 1,
          priceDollars: price,
          coins,
          transactionId,
          periodStart: now,
          periodEnd: paidUntil,
        });
      },
    });
    if (result.replayed) {
      // The same key answered earlier: the membership that payment made.
      const [sub] = await db
        .select({ membershipId: subscriptions.membershipId })
        .from(subscriptions)
        .where(eq(subscriptions.transactionId, result.transactionId));
      if (!sub) throw new AppError('IDEMPOTENCY_CONFLICT');
      membershipId = sub.membershipId;
    }
    const [m] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
    return { membership: m!, replayed: result.replayed, coins };
  } catch (error) {
    // Two joins with different keys at once: the unique pair index rolled the second one back (no charge).
    if (isUniqueViolation(error) && (await liveMembership(db, request.fanId, request.creatorId))) throw new AppError('ALREADY_MEMBER');
    throw error;
  }
}

async function liveMembership(db: Database, fanId: number, creatorId: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.fanId, fanId), eq(memberships.creatorId, creatorId), ne(memberships.state, 'expired')));
  return row ?? null;
}

async function joinedWithKey(db: Database, membershipId: number, fanId: number, idemKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, subscriptions.transactionId))
    .where(
      and(
        eq(subscriptions.membershipId, membershipId),
        eq(subscriptions.type, SUBSCRIPTION_TYPE.SUBSCRIBE),
        eq(ledgerTransactions.userId, fanId),
        eq(ledgerTransactions.idemKey, storedKey({ idemKey })),
      ),
    );
  return Boolean(row);
}

// --- auto renew off ---

/** Active -> Cancelled: no more renewals; access lasts until the end of the paid period. Cancelling twice is fine. */
export async function disableAutoRenew(db: Database, fanId: number, membershipId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.fanId, fanId)));
  if (!row) throw new AppError('MEMBERSHIP_NOT_FOUND');
  if (row.state === 'expired') throw new AppError('MEMBERSHIP_EXPIRED');
  if (row.state === 'active') {
    await db
      .update(memberships)
      .set({ state: 'cancelled', graceUntil: null, nextAttemptAt: null })
      .where(and(eq(memberships.id, membershipId), eq(memberships.state, 'active')));
  }
  const [after] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
  return after!;
}

// --- who is a member ---

/** True while a membership gives access: Active (paid, or in the grace after a failed renewal) or Cancelled but paid up. */
export async function isMember(db: Database, fanId: number, creatorId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ state: memberships.state, paidUntil: memberships.paidUntil })
    .from(memberships)
    .where(and(eq(memberships.fanId, fanId), eq(memberships.creatorId, creatorId), ne(memberships.state, 'expired')));
  return rows.some((m) => hasAccess(m, now));
}

/** The fans a creator's membership gives access to now (mass messages to members). */
export async function membersOf(db: Pick<Database, 'select'>, creatorId: number, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ fanId: memberships.fanId, state: memberships.state, paidUntil: memberships.paidUntil })
    .from(memberships)
    .where(and(eq(memberships.creatorId, creatorId), ne(memberships.state, 'expired')));
  return [...new Set(rows.filter((m) => hasAccess(m, now)).map((m) => m.fanId))];
}

/** What money knows about a viewer's access to a creator's posts: membership from here, unlocks from the ledger. */
export interface MembershipFacts {
  isMember(viewerId: number, creatorId: number): Promise<boolean>;
  hasUnlocked(viewerId: number, postId: number): Promise<boolean>;
}

/**
 * The facts content's access rules read (content/views.ts AccessFacts, wired by the composition
 * root): money answers them without importing content, so the two do not depend on each other both ways.
 */
export function membershipFacts(db: Database): MembershipFacts {
  return {
    isMember: (viewerId, creatorId) => isMember(db, viewerId, creatorId),
    hasUnlocked: (viewerId, postId) => hasUnlocked(db, viewerId, postId),
  };
}

// --- lists and detail ---

const fanUser = alias(users, 'fan_user');
const creatorUser = alias(users, 'creator_user');
const person = (u: typeof users) => ({ user_id: u.id, user_name: u.userName, nickname: u.nickname, portrait: u.portrait });

function view(row: { m: Row; fan: MembershipView['fan']; creator: MembershipView['creator'] }, now: Date): MembershipView {
  const { m } = row;
  const lapsed = m.state === 'active' && m.paidUntil.getTime() <= now.getTime();
  return {
    id: m.id,
    creator: row.creator,
    fan: row.fan,
    state: m.state as MembershipState,
    price_dollars: m.priceDollars,
    coins: m.coins,
    paid_until: m.paidUntil.toISOString(),
    auto_renew: m.state === 'active',
    // In grace after a failed (or not yet run) renewal: access until paid_until + 7 days.
    grace_until: m.state === 'active' && (m.graceUntil || lapsed) ? (m.graceUntil ?? new Date(m.paidUntil.getTime() + graceMs)).toISOString() : null,
    has_access: hasAccess(m, now),
    created_at: m.createdAt.toISOString(),
    expired_at: m.expiredAt?.toISOString() ?? null,
  };
}

function selectViews(db: Database) {
  return db
    .select({ m: memberships, fan: person(fanUser as unknown as typeof users), creator: person(creatorUser as unknown as typeof users) })
    .from(memberships)
    .innerJoin(fanUser, eq(fanUser.id, memberships.fanId))
    .innerJoin(creatorUser, eq(creatorUser.id, memberships.creatorId));
}

/** The fan's memberships (/subs/subscriptions), live ones first, newest first. */
export async function listSubscriptions(db: Database, fanId: number, now = new Date()): Promise<MembershipView[]> {
  const rows = await selectViews(db)
    .where(eq(memberships.fanId, fanId))
    .orderBy(sql`${memberships.state} = 'expired'`, desc(memberships.id))
    .limit(200);
  return rows.map((r) => view(r, now));
}

export type SubscriberView = MembershipView & { spend_level: SpendLevel };

/** The creator's members (/subs/subscribers): live memberships and the lapsed ones, with each fan's 30-day spend level. */
export async function listSubscribers(db: Database, config: MoneyConfig, creatorId: number, now = new Date()): Promise<SubscriberView[]> {
  const rows = await selectViews(db)
    .where(eq(memberships.creatorId, creatorId))
    .orderBy(sql`${memberships.state} = 'expired'`, desc(memberships.id))
    .limit(500);
  const spent = await spentCoinsByFan(db, creatorId, [...new Set(rows.map((r) => r.m.fanId))], now);
  return rows.map((r) => ({ ...view(r, now), spend_level: spendLevel(dollarsForCoins(spent.get(r.m.fanId) ?? 0, config.COIN_PRICE_CENTS)) }));
}

export interface SubscriptionRecord {
  id: number;
  type: number;
  period: number;
  price_dollars: number;
  coins: number;
  transaction_id: number;
  period_start: string;
  period_end: string;
  created_at: string;
}

/** One membership with its charges (SUBSCRIBE, RENEWAL), for its fan or its creator. */
export async function membershipDetail(db: Database, viewerId: number, membershipId: number, now = new Date()) {
  const [row] = await selectViews(db).where(eq(memberships.id, membershipId));
  if (!row || (row.m.fanId !== viewerId && row.m.creatorId !== viewerId)) throw new AppError('MEMBERSHIP_NOT_FOUND');
  const history = await db.select().from(subscriptions).where(eq(subscriptions.membershipId, membershipId)).orderBy(desc(subscriptions.period));
  return {
    membership: view(row, now),
    history: history.map((s): SubscriptionRecord => ({
      id: s.id,
      type: s.type,
      period: s.period,
      price_dollars: s.priceDollars,
      coins: s.coins,
      transaction_id: s.transactionId,
      period_start: s.periodStart.toISOString(),
      period_end: s.periodEnd.toISOString(),
      created_at: s.createdAt.toISOString(),
    })),
  };
}

/** What a viewer sees of a creator's membership: the price (null when none is offered) and their latest membership. */
export async function membershipOffer(db: Database, config: MoneyConfig, viewerId: number | null, creatorId: number, now = new Date()) {
  const [creator] = await db
    .select({ id: users.id, role: users.userRole, userName: users.userName, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, creatorId));
  if (!creator) throw new AppError('RECIPIENT_NOT_FOUND');
  const price = creator.role === 1 ? await getMembershipPrice(db, creatorId) : null;
  let latest: MembershipView | null = null;
  if (viewerId !== null) {
    const [row] = await selectViews(db)
      .where(and(eq(memberships.fanId, viewerId), eq(memberships.creatorId, creatorId)))
      .orderBy(desc(memberships.id))
      .limit(1);
    latest = row ? view(row, now) : null;
  }
  return {
    creator: { user_id: creator.id, user_name: creator.userName, nickname: creator.nickname },
    price_dollars: price,
    coins: price === null ? null : coinsForDollars(price, config.COIN_PRICE_CENTS),
    membership: latest,
  };
}

/** A creator by user name (the pages take ?creator=user_name). */
export async function creatorIdByName(db: Database, userName: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return row?.id ?? null;
}

/** Memberships bound to one database (services.memberships): the endpoints' and the Remix loaders'. */
export function createMembershipService(db: Database, config: MoneyConfig) {
  return {
    setPrice: (creator: { userId: number; role: number }, priceDollars: number) => setMembershipPrice(db, creator, priceDollars),
    disableAutoRenew: (fanId: number, membershipId: number) => disableAutoRenew(db, fanId, membershipId),
    enableAutoRenew: (fanId: number, membershipId: number) => enableAutoRenew(db, fanId, membershipId),
    subscriptions: (fanId: number) => listSubscriptions(db, fanId),
    subscribers: (creatorId: number) => listSubscribers(db, config, creatorId),
    detail: (viewerId: number, membershipId: number) => membershipDetail(db, viewerId, membershipId),
    offer: (viewerId: number | null, creatorId: number) => membershipOffer(db, config, viewerId, creatorId),
    creatorIdByName: (userName: string) => creatorIdByName(db, userName),
    price: (creatorId: number) => getMembershipPrice(db, creatorId),
  };
}
export type MembershipService = ReturnType<typeof createMembershipService>;
