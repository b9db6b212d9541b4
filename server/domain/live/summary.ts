/**
 * What a live made, from the ledger (ADR 102): the gifters ranking (coins each user spent on gifts
 * and tips in it) and the creator's summary (spec section 4), whose coins are the creator's
 * earnings entries of the movements made in the live (live_payments names them).
 */
import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, lte, ne, sql, sum } from 'drizzle-orm';
import type { LiveGifter, LiveSummary } from '../../../common/live';
import { follows, ledgerAccounts, ledgerEntries, livePayments, liveViewers, memberships } from '../../db/schema';
import type { Visitor } from '../locations/rules';
import type { LiveDeps } from './deps';
import { liveRow, type LiveRow, ownLive, partiesOf } from './store';

const GIFTS = ['gift', 'tip'];

export async function summaryOf(deps: LiveDeps, row: LiveRow): Promise<LiveSummary> {
  const db = deps.db;
  const from = row.startedAt;
  const to = row.endedAt ?? new Date(deps.clock.now());
  const [viewers] = await db
    .select({ n: count() })
    .from(liveViewers)
    .where(and(eq(liveViewers.liveId, row.id), isNotNull(liveViewers.firstJoinedAt), ne(liveViewers.userId, row.creatorId)));
  const [gifters] = await db
    .select({ n: countDistinct(livePayments.userId) })
    .from(livePayments)
    .where(and(eq(livePayments.liveId, row.id), inArray(livePayments.kind, GIFTS)));
  const [earned] = await db
    .select({ coins: sum(ledgerEntries.amount) })
    .from(livePayments)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, livePayments.transactionId))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'earnings'), eq(ledgerAccounts.userId, row.creatorId)),
    )
    .where(eq(livePayments.liveId, row.id));
  let newFollowers = 0;
  let newMembers = 0;
  if (from) {
    const [f] = await db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.creatorId, row.creatorId), gte(follows.createdAt, from), lte(follows.createdAt, to)));
    const [m] = await db
      .select({ n: countDistinct(memberships.fanId) })
      .from(memberships)
      .where(and(eq(memberships.creatorId, row.creatorId), gte(memberships.createdAt, from), lte(memberships.createdAt, to)));
    newFollowers = f?.n ?? 0;
    newMembers = m?.n ?? 0;
  }
  return {
    live_id: row.id,
    duration_seconds: from ? Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000)) : 0,
    viewers: viewers?.n ?? 0,
    gifters: gifters?.n ?? 0,
    new_followers: newFollowers,
    new_members: newMembers,
    coins_earned: Number(earned?.coins ?? 0),
  };
}

export async function summary(deps: LiveDeps, creatorId: number, liveId: number): Promise<LiveSummary> {
  return summaryOf(deps, await ownLive(deps.db, creatorId, liveId));
}

/** Coins each user spent on gifts and tips in this live: their wallet entries of those movements, most first. */
export async function gifters(deps: LiveDeps, visitor: Visitor, liveId: number): Promise<LiveGifter[]> {
  const row = await liveRow(deps.db, liveId);
  const spent = sql<string>`-sum(${ledgerEntries.amount})`;
  const rows = await deps.db
    .select({ userId: livePayments.userId, coins: spent })
    .from(livePayments)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, livePayments.transactionId))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, livePayments.userId)),
    )
    .where(and(eq(livePayments.liveId, row.id), inArray(livePayments.kind, GIFTS)))
    .groupBy(livePayments.userId)
    .orderBy(desc(spent), livePayments.userId)
    .limit(100);
  const people = await partiesOf(
    deps.db,
    rows.map((r) => r.userId),
  );
  return rows.flatMap((r) => {
    const user = people.get(r.userId);
    return user ? [{ user, coins: Number(r.coins) }] : [];
  });
}
