/**
 * The double-entry ledger (ADR 050). Every movement is one database transaction that records
 * a ledger_transactions row (keyed by user + idempotency key) and entries that sum to zero, and
 * moves account balances with conditional updates, so a user balance never goes below zero
 * even with many processes (PostgreSQL) or a single serialized connection (PGlite).
 * A client's key is one intention across every endpoint (ADR 134): it is kept as `client:{key}`,
 * apart from the keys the server derives, and its second use for another action is a 409.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Tx } from '../../db';
import { preparedSql } from '../../db/prepared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { AppError } from '../errors';
import { frozenAmong } from '../standing/rules';
import { type Account, type UserAccountKind, platformShard, systemAccountIds, userAccountIds } from './accounts';
import { addToTotals, scopeKey, type ShareScope, takeShare } from './share';

export type { SystemAccountKind, UserAccountKind } from './accounts';
export { systemBalance } from './accounts';
type Executor = Database | Tx;

/** A leg of a movement: who pays (negative) or receives (positive), in coins. */
export type Leg = { account: Account; amount: number };

/**
 * Whose key a movement has: the client's (`idemKey`, one intention per key for this user across
 * every endpoint, ADR 134) or one the server derives from what it is (`serverKey`: a live's ticket,
 * a call's minute, a renewal), which no client key can take.
 */
export type MovementKey = { idemKey: string; serverKey?: never } | { serverKey: string; idemKey?: never };

const CLIENT = 'client:';

/** The key as stored (ledger_transactions.idem_key, unique per user). */
export function storedKey(key: MovementKey): string {
  if (key.serverKey === undefined) return CLIENT + key.idemKey;
  if (key.serverKey.startsWith(CLIENT)) throw new Error(`a server key may not look like a client's: ${key.serverKey}`);
  return key.serverKey;
}

/**
 * A charge to a creator (ADR 134): `coins` the movement's legs take from the payer, split inside the
 * movement between the creator's earnings and the platform on the scope's running totals.
 */
export interface Charge {
  creatorId: number;
  coins: number;
  percent: number;
  scope: ShareScope;
}

export type MovementRequest = MovementKey & {
  kind: string;
  userId: number;
  /** What the caller asked for (the intention's fingerprint, with the kind): the same key with other parameters is a 409. */
  params: Record<string, unknown>;
  legs: Leg[];
  charge?: Charge;
  cents?: number;
  /** Extra writes in the same transaction (e.g. a post unlock row); runs after the debits and the entries, before the credits. */
  also?: (tx: Tx, transactionId: number) => Promise<void>;
};

/** Test-only: fail after the named step, to prove that nothing of the movement is written. */
export interface FaultInjection {
  failAfter?: 'transaction' | 'debit' | 'credit' | 'entries';
}

export interface MovementResult {
  transactionId: number;
  /** True when this is the answer of an earlier request with the same key. */
  replayed: boolean;
  /** A charge's split (a replay's is read back from its entries). */
  creatorShare: number;
  platformFee: number;
}

const hashParams = (kind: string, params: Record<string, unknown>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        kind,
        Object.keys(params)
          .sort()
          .map((k) => [k, params[k]]),
      ]),
    )
    .digest('hex');

/** Each leg's account id, or for the platform its shards' ids (one is picked once the movement has its id). */
async function accountIdsOf(db: Database, legs: Leg[]): Promise<(number | number[])[]> {
  const users = legs.flatMap((leg) => ('user' in leg.account ? [leg.account] : []));
  const userIds = await userAccountIds(db, users);
  let u = 0;
  return Promise.all(
    legs.map(async (leg) => {
      if ('user' in leg.account) return userIds[u++]!;
      const ids = await systemAccountIds(db, leg.account.system);
      return ids.length === 1 ? ids[0]! : ids;
    }),
  );
}

function injected(fault: FaultInjection | undefined, step: FaultInjection['failAfter']) {
  if (fault?.failAfter === step) throw new Error(`injected failure after ${step}`);
}

// The movement's statements, prepared (ADR 075): PostgreSQL parses each once per connection.
/**
 * The transaction row, and in the same round trip which of `users` are frozen (ADR 094): no id back
 * means a request with this key came first.
 */
const insertTransaction = (tx: Tx) =>
  preparedSql(
    tx as unknown as Database,
    'ledger_insert_movement',
    () => sql`with inserted as (
        insert into ${ledgerTransactions} (kind, user_id, idem_key, params_hash, cents)
        values (${sql.placeholder('kind')}, ${sql.placeholder('userId')}, ${sql.placeholder('idemKey')}, ${sql.placeholder('paramsHash')}, ${sql.placeholder('cents')})
        on conflict do nothing returning id),
      frozen as (${frozenAmong(sql`${sql.placeholder('users')}::bigint[]`)})
      select (select id from inserted) as id, exists (select 1 from frozen) as frozen`,
  );
/** A debit: a user account only down to zero (no row back means not enough coins); a system account may go negative. */
const debitAccount = (tx: Tx) =>
  preparedSql(
    tx as unknown as Database,
    'ledger_debit',
    () => sql`update ${ledgerAccounts} set balance = balance + ${sql.placeholder('amount')}::bigint
      where id = ${sql.placeholder('id')} and (user_id is null or balance >= -${sql.placeholder('amount')}::bigint) returning id`,
  );
const creditAccount = (tx: Tx) =>
  preparedSql(
    tx as unknown as Database,
    'ledger_credit',
    () => sql`update ${ledgerAccounts} set balance = balance + ${sql.placeholder('amount')}::bigint where id = ${sql.placeholder('id')}`,
  );
/** A charge's entries, its answer and its scope's totals moved on, in one round trip (the totals' row is locked: ADR 134). */
const writeChargedEntries = (tx: Tx) =>
  preparedSql(
    tx as unknown as Database,
    'ledger_write_charged_entries',
    () => sql`with totals as (${addToTotals()}), entries as (
        insert into ${ledgerEntries} (transaction_id, account_id, amount)
        select ${sql.placeholder('transactionId')}::bigint, a, m from unnest(${sql.placeholder('accounts')}::bigint[], ${sql.placeholder('amounts')}::bigint[]) as t(a, m))
      update ${ledgerTransactions} set result = jsonb_build_object('transaction_id', ${sql.placeholder('transactionId')}::bigint)
      where id = ${sql.placeholder('transactionId')}::bigint`,
  );
/** The entries and the answer kept for retries, in one round trip. */
const writeEntries = (tx: Tx) =>
  preparedSql(
    tx as unknown as Database,
    'ledger_write_entries',
    () => sql`with entries as (
        insert into ${ledgerEntries} (transaction_id, account_id, amount)
        select ${sql.placeholder('transactionId')}::bigint, a, m from unnest(${sql.placeholder('accounts')}::bigint[], ${sql.placeholder('amounts')}::bigint[]) as t(a, m))
      update ${ledgerTransactions} set result = jsonb_build_object('transaction_id', ${sql.placeholder('transactionId')}::bigint)
      where id = ${sql.placeholder('transactionId')}::bigint`,
  );

/**
 * Records one movement. Idempotent per (user, key): a retry returns the first transaction; a
 * concurrent retry waits on the unique index and then sees the committed first one; the same key
 * for another intention (another kind or parameters) is IDEMPOTENCY_CONFLICT, never a second movement.
 * Throws NOT_ENOUGH_COINS when a user account would go negative (nothing is written).
 */
export async function move(db: Database, request: MovementRequest, fault?: FaultInjection): Promise<MovementResult> {
  const { charge } = request;
  const total = request.legs.reduce((sum, leg) => sum + leg.amount, 0) + (charge?.coins ?? 0);
  if (
    total !== 0 ||
    request.legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0) ||
    (charge && (!Number.isSafeInteger(charge.coins) || charge.coins < 1 || request.legs.some((leg) => leg.amount > 0)))
  ) {
    throw new Error(`unbalanced movement ${request.kind}: ${JSON.stringify(request.legs)} ${JSON.stringify(charge ?? null)}`);
  }
  const idemKey = storedKey(request);
  const paramsHash = hashParams(request.kind, request.params);
  // Accounts first, outside the movement: creating them never needs undoing. A charge's two credits come last.
  const chargeLegs: Leg[] = charge
    ? [
        { account: { user: charge.creatorId, kind: 'earnings' }, amount: 0 },
        { account: { system: 'platform' }, amount: 0 },
      ]
    : [];
  const ids = await accountIdsOf(db, [...request.legs, ...chargeLegs]);

  try {
    return await db.transaction(async (tx) => {
      // A suspended or banned account's balance is frozen (ADR 094); reserved payout or call coins may still come back to it.
      const frozenCheck = request.kind !== 'payout_returned' && request.kind !== 'call_release';
      const users = frozenCheck ? [...new Set([...request.legs, ...chargeLegs].flatMap((l) => ('user' in l.account ? [l.account.user] : [])))] : [];
      const {
        rows: [inserted],
      } = await insertTransaction(tx).execute({
        kind: request.kind,
        userId: request.userId,
        idemKey,
        paramsHash,
        cents: request.cents ?? 0,
        users,
      });
      if (inserted?.id == null) {
        // A request with this key committed earlier, or while we waited on the index: its answer.
        const first = await replay(tx, request.userId, idemKey, paramsHash);
        if (first) return first;
        throw new Error('idempotency row vanished');
      }
      if (inserted.frozen) throw new AppError('ACCOUNT_FROZEN');
      const transactionId = Number(inserted.id);
      injected(fault, 'transaction');

      const idOf = (i: number) => {
        const id = ids[i]!;
        return typeof id === 'number' ? id : id[platformShard(transactionId)]!;
      };
      const legs = request.legs.map((leg, i) => ({ amount: leg.amount, id: idOf(i) }));
      // Balances move in a fixed order (by account id) so two movements never wait on each other in a cycle.
      for (const leg of legs.filter((l) => l.amount < 0).sort((a, b) => a.id - b.id)) {
        const { rows } = await debitAccount(tx).execute({ id: leg.id, amount: leg.amount });
        if (!rows[0]) throw new AppError('NOT_ENOUGH_COINS');
      }
      injected(fault, 'debit');
      // The split after the debits (a refused charge never touches the scope's totals), before the entries and any credit.
      let split = { creator: 0, platform: 0 };
      if (charge) {
        split = await takeShare(tx, charge.scope, charge.coins, charge.percent);
        const n = request.legs.length;
        for (const [i, amount] of [split.creator, split.platform].entries()) if (amount > 0) legs.push({ amount, id: idOf(n + i) });
      }
      const entries = { transactionId, accounts: legs.map((l) => l.id), amounts: legs.map((l) => l.amount) };
      if (charge) await writeChargedEntries(tx).execute({ ...entries, scope: scopeKey(charge.scope), coins: charge.coins, share: split.creator });
      else await writeEntries(tx).execute(entries);
      injected(fault, 'entries');
      // After the entries: a caller's writes may read them (a paid message's has_spent).
      if (request.also) await request.also(tx, transactionId);
      // Credits last: the receiving rows (a creator's earnings, a platform shard) stay locked only until the commit.
      for (const leg of legs.filter((l) => l.amount > 0).sort((a, b) => a.id - b.id)) {
        await creditAccount(tx).execute({ id: leg.id, amount: leg.amount });
      }
      injected(fault, 'credit');
      return { transactionId, replayed: false, creatorShare: split.creator, platformFee: split.platform };
    });
  } catch (error) {
    // A unique violation can still surface on PostgreSQL when two first requests race; the winner answers.
    if (isUniqueViolation(error)) {
      const first = await replay(db, request.userId, idemKey, paramsHash);
      if (first) return first;
    }
    throw error;
  }
}

/** The earlier movement with this key (409 when it was another intention), or null. */
export function previousMovement(db: Database, request: MovementKey & { kind: string; userId: number; params: Record<string, unknown> }) {
  return replay(db, request.userId, storedKey(request), hashParams(request.kind, request.params));
}

async function replay(db: Executor, userId: number, idemKey: string, paramsHash: string): Promise<MovementResult | null> {
  const [row] = await db
    .select({ id: ledgerTransactions.id, paramsHash: ledgerTransactions.paramsHash })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.idemKey, idemKey)));
  if (!row) return null;
  if (row.paramsHash !== paramsHash) throw new AppError('IDEMPOTENCY_CONFLICT');
  // The split it made: what went to a creator's earnings and to the platform.
  const { rows } = await preparedSql(
    db as Database,
    'ledger_replayed_split',
    () => sql`select coalesce(sum(e.amount) filter (where a.kind = 'earnings' and e.amount > 0), 0)::bigint as creator,
        coalesce(sum(e.amount) filter (where a.kind = 'platform'), 0)::bigint as platform
      from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id where e.transaction_id = ${sql.placeholder('id')}`,
  ).execute({ id: row.id });
  return { transactionId: row.id, replayed: true, creatorShare: Number(rows[0]?.creator ?? 0), platformFee: Number(rows[0]?.platform ?? 0) };
}

/** Balances of a user's accounts in coins (0 for an account not made yet). */
export async function balances(db: Database, userId: number): Promise<Record<UserAccountKind, number>> {
  const rows = await db.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const out: Record<UserAccountKind, number> = { wallet: 0, earnings: 0 };
  for (const row of rows) out[row.kind as UserAccountKind] = Number(row.balance);
  return out;
}

import type { StatementLine } from '../../../common/money';

export type { StatementLine };

/** A user's entries, newest first, by keyset (`before` = the last id of the previous page). */
export async function statement(db: Database, userId: number, options: { before?: number; limit: number }) {
  const accounts = await db.select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  if (accounts.length === 0) return { list: [] as StatementLine[], next: null as number | null };
  const kindOf = new Map(accounts.map((a) => [a.id, a.kind as UserAccountKind]));
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      kind: ledgerTransactions.kind,
      cents: ledgerTransactions.cents,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerEntries.accountId, [...kindOf.keys()]), options.before !== undefined ? lt(ledgerEntries.id, options.before) : undefined))
    .orderBy(desc(ledgerEntries.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return {
    list: page.map((r): StatementLine => ({
      id: r.id,
      transaction_id: r.transactionId,
      kind: r.kind,
      account: kindOf.get(r.accountId)!,
      amount: Number(r.amount),
      cents: r.kind === 'purchase' ? r.cents : 0,
      created_at: r.createdAt.toISOString(),
    })),
    next: rows.length > options.limit ? page[page.length - 1]!.id : null,
  };
}
