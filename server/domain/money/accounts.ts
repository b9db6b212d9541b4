/**
 * Ledger account ids (ADR 050, 108). User accounts are looked up in one query per movement and
 * made on first use. System accounts are made once and their ids kept per database: they are
 * never deleted (entries reference them). The platform's fees go to one of PLATFORM_SHARDS
 * rows, chosen per movement, so concurrent spends do not all wait on one row's lock; the
 * platform's balance is the sum of its shards (`systemBalance`).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { ledgerAccounts } from '../../db/schema';

export type UserAccountKind = 'wallet' | 'earnings';
/** call_hold: coins held for a video call until it connects or ends (ADR 099). */
export type SystemAccountKind = 'platform' | 'provider' | 'payout_clearing' | 'call_hold';
export type Account = { user: number; kind: UserAccountKind } | { system: SystemAccountKind };

/**
 * How many rows the platform account is spread over. Raising it later is safe (new shards are
 * made on first use, old ones keep counting in the sum); a spend locks one shard until it commits.
 */
export const PLATFORM_SHARDS = 16;

const shardsOf = (kind: SystemAccountKind) => (kind === 'platform' ? PLATFORM_SHARDS : 1);

const systemIds = new WeakMap<Database, Map<SystemAccountKind, Promise<number[]>>>();

/** The ids of a system account's rows, by shard; made on first use (a concurrent maker is fine: on conflict do nothing). */
export function systemAccountIds(db: Database, kind: SystemAccountKind): Promise<number[]> {
  let kinds = systemIds.get(db);
  if (!kinds) systemIds.set(db, (kinds = new Map()));
  let ids = kinds.get(kind);
  if (!ids) {
    ids = makeSystemAccount(db, kind);
    kinds.set(kind, ids);
    // A failure (database down) is not remembered: the next movement tries again.
    ids.catch(() => kinds.delete(kind));
  }
  return ids;
}

async function makeSystemAccount(db: Database, kind: SystemAccountKind): Promise<number[]> {
  const shards = Array.from({ length: shardsOf(kind) }, (_, shard) => shard);
  await db
    .insert(ledgerAccounts)
    .values(shards.map((shard) => ({ kind, shard })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: ledgerAccounts.id, shard: ledgerAccounts.shard })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), inArray(ledgerAccounts.shard, shards)));
  const ids = shards.map((shard) => rows.find((r) => r.shard === shard)?.id);
  if (ids.some((id) => id === undefined)) throw new Error(`system account ${kind} missing after insert`);
  return ids as number[];
}

/** How many user account ids each database keeps in memory (a bound, not a tuning knob: a miss is one query). */
const KEPT_USER_ACCOUNTS = 50_000;
const userIds = new WeakMap<Database, Map<string, number>>();

/**
 * The ids of these user accounts, in order; made on first use. An account's id never changes and
 * its row is never deleted (entries reference it, a deleted user is anonymised), so ids found
 * once are kept and a movement of known accounts makes no lookup.
 */
export async function userAccountIds(db: Database, accounts: { user: number; kind: UserAccountKind }[]): Promise<number[]> {
  let known = userIds.get(db);
  if (!known) userIds.set(db, (known = new Map()));
  const keyOf = (a: { user: number; kind: UserAccountKind }) => `${a.user}:${a.kind}`;
  const missing = accounts.filter((a) => !known.has(keyOf(a)));
  if (missing.length > 0) {
    const find = async () => {
      const rows = await db
        .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId, kind: ledgerAccounts.kind })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.userId, [...new Set(missing.map((a) => a.user))]));
      for (const r of rows) {
        // Past the bound the oldest half is dropped: a Map keeps insertion order.
        if (known.size >= KEPT_USER_ACCOUNTS) for (const k of [...known.keys()].slice(0, KEPT_USER_ACCOUNTS / 2)) known.delete(k);
        known.set(`${r.userId}:${r.kind}`, r.id);
      }
      return missing.filter((a) => !known.has(keyOf(a)));
    };
    let unmade = await find();
    if (unmade.length > 0) {
      // Accounts first, outside the movement: creating them never needs undoing.
      await db
        .insert(ledgerAccounts)
        .values(unmade.map((a) => ({ userId: a.user, kind: a.kind })))
        .onConflictDoNothing();
      unmade = await find();
      if (unmade.length > 0) throw new Error(`ledger account missing after insert: ${JSON.stringify(unmade)}`);
    }
  }
  return accounts.map((a) => known.get(keyOf(a))!);
}

/**
 * Which platform shard a movement books its fee to: spread by the movement's own id, so
 * concurrent spends land on different rows (one fan's spends already queue on the wallet).
 */
export const platformShard = (transactionId: number) => transactionId % PLATFORM_SHARDS;

/** A system account's balance in coins: the sum of its shards (0 before its first movement). */
export async function systemBalance(db: Pick<Database, 'select'>, kind: SystemAccountKind): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind)));
  return Number(row?.balance ?? 0);
}
