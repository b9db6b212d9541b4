/**
 * The double-entry ledger (ADR 050). Every movement is one database transaction that records
 * a ledger_transactions row (keyed by user + idempotency key) and entries that sum to zero, and
 * moves account balances with conditional updates, so a user balance never goes below zero
 * even with many processes (PostgreSQL) or a single serialized connection (PGlite).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Tx } from '../../db';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { AppError } from '../errors';
import { refuseFrozen } from '../standing/rules';

export type UserAccountKind = 'wallet' | 'earnings';
/** call_hold: coins held for a video call until it connects or ends (ADR 099). */
export type SystemAccountKind = 'platform' | 'provider' | 'payout_clearing' | 'call_hold';
type Executor = Database | Tx;

/** A leg of a movement: who pays (negative) or receives (positive), in coins. */
export type Leg = { account: { user: number; kind: UserAccountKind } | { system: SystemAccountKind }; amount: number };

export interface MovementRequest {
  kind: string;
  userId: number;
  idemKey: string;
  /** What the caller asked for: the same key with other parameters is a 409. */
  params: Record<string, unknown>;
  legs: Leg[];
  cents?: number;
  /** Extra writes in the same transaction (e.g. a post unlock row); runs after the balances moved. */
  also?: (tx: Tx, transactionId: number) => Promise<void>;
}

/** Test-only: fail after the named step, to prove that nothing of the movement is written. */
export interface FaultInjection {
  failAfter?: 'transaction' | 'debit' | 'credit' | 'entries';
}

export interface MovementResult {
  transactionId: number;
  /** True when this is the answer of an earlier request with the same key. */
  replayed: boolean;
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

/** The account id, created on first use (a concurrent creator is fine: on conflict do nothing). */
async function accountId(db: Executor, account: Leg['account']): Promise<number> {
  const where =
    'user' in account
      ? and(eq(ledgerAccounts.userId, account.user), eq(ledgerAccounts.kind, account.kind))
      : and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, account.system));
  const found = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found[0]) return found[0].id;
  await db
    .insert(ledgerAccounts)
    .values('user' in account ? { userId: account.user, kind: account.kind } : { kind: account.system })
    .onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return row!.id;
}

function injected(fault: FaultInjection | undefined, step: FaultInjection['failAfter']) {
  if (fault?.failAfter === step) throw new Error(`injected failure after ${step}`);
}

/**
 * Records one movement. Idempotent per (user, key): a retry returns the first transaction; a
 * concurrent retry waits on the unique index and then sees the committed first one.
 * Throws NOT_ENOUGH_COINS when a user account would go negative (nothing is written).
 */
export async function move(db: Database, request: MovementRequest, fault?: FaultInjection): Promise<MovementResult> {
  const total = request.legs.reduce((sum, leg) => sum + leg.amount, 0);
  if (total !== 0 || request.legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0)) {
    throw new Error(`unbalanced movement ${request.kind}: ${JSON.stringify(request.legs)}`);
  }
  const paramsHash = hashParams(request.kind, request.params);
  // Accounts first, outside the movement: creating them never needs undoing.
  const ids = await Promise.all(request.legs.map((leg) => accountId(db, leg.account)));

  const existing = await replay(db, request.userId, request.idemKey, paramsHash);
  if (existing) return existing;

  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(ledgerTransactions)
        .values({ kind: request.kind, userId: request.userId, idemKey: request.idemKey, paramsHash, cents: request.cents ?? 0 })
        .onConflictDoNothing()
        .returning({ id: ledgerTransactions.id });
      if (!inserted[0]) {
        // Another request with this key committed while we waited on the index.
        const first = await replay(tx, request.userId, request.idemKey, paramsHash);
        if (first) return first;
        throw new Error('idempotency row vanished');
      }
      const transactionId = inserted[0].id;
      // A suspended or banned account's balance is frozen (ADR 094); reserved payout or call coins may still come back to it.
      if (request.kind !== 'payout_returned' && request.kind !== 'call_release')
        await refuseFrozen(tx, [...new Set(request.legs.flatMap((l) => ('user' in l.account ? [l.account.user] : [])))]);
      injected(fault, 'transaction');

      // Debits in a fixed order (by account id) so two movements never wait on each other in a cycle.
      const legs = request.legs.map((leg, i) => ({ ...leg, id: ids[i]! }));
      for (const leg of [...legs].filter((l) => l.amount < 0).sort((a, b) => a.id - b.id)) {
        const userOwned = 'user' in leg.account;
        const updated = await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
          .where(userOwned ? and(eq(ledgerAccounts.id, leg.id), sql`${ledgerAccounts.balance} >= ${-leg.amount}`) : eq(ledgerAccounts.id, leg.id))
          .returning({ id: ledgerAccounts.id });
        if (!updated[0]) throw new AppError('NOT_ENOUGH_COINS');
      }
      injected(fault, 'debit');
      for (const leg of [...legs].filter((l) => l.amount > 0).sort((a, b) => a.id - b.id)) {
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
          .where(eq(ledgerAccounts.id, leg.id));
      }
      injected(fault, 'credit');
      await tx.insert(ledgerEntries).values(legs.map((leg) => ({ transactionId, accountId: leg.id, amount: leg.amount })));
      injected(fault, 'entries');
      if (request.also) await request.also(tx, transactionId);
      await tx
        .update(ledgerTransactions)
        .set({ result: { transaction_id: transactionId } })
        .where(eq(ledgerTransactions.id, transactionId));
      return { transactionId, replayed: false };
    });
  } catch (error) {
    // A unique violation can still surface on PostgreSQL when two first requests race; the winner answers.
    if (isUniqueViolation(error)) {
      const first = await replay(db, request.userId, request.idemKey, paramsHash);
      if (first) return first;
    }
    throw error;
  }
}

/** The earlier movement with this key (409 when its parameters differ), or null. */
export function previousMovement(db: Database, request: Pick<MovementRequest, 'kind' | 'userId' | 'idemKey' | 'params'>) {
  return replay(db, request.userId, request.idemKey, hashParams(request.kind, request.params));
}

async function replay(db: Executor, userId: number, idemKey: string, paramsHash: string): Promise<MovementResult | null> {
  const [row] = await db
    .select({ id: ledgerTransactions.id, paramsHash: ledgerTransactions.paramsHash })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.idemKey, idemKey)));
  if (!row) return null;
  if (row.paramsHash !== paramsHash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return { transactionId: row.id, replayed: true };
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
