/**
 * Spend levels (spec section 9): what a fan spent on a creator over the last 30 days, in dollars
 * (coins at COIN_PRICE_CENTS), from the ledger: the fan's wallet debits in movements that paid
 * the creator's earnings. The levels themselves are in common/memberships.ts.
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DAY_MS, SPEND_LEVEL_WINDOW_DAYS } from '../../../common/memberships';
import type { Database } from '../../db';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/** Fans who spent at least `dollars` on `creatorId` over the last 30 days. */
export async function spendersOf(db: Reader, coinPriceCents: number, creatorId: number, dollars: number, now = new Date()): Promise<number[]> {
  const minCoins = Math.ceil((dollars * 100) / coinPriceCents);
  const since = new Date(now.getTime() - SPEND_LEVEL_WINDOW_DAYS * DAY_MS);
  const creditEntry = alias(ledgerEntries, 'credit_entry');
  const creditAccount = alias(ledgerAccounts, 'credit_account');
  const walletEntry = alias(ledgerEntries, 'wallet_entry');
  const walletAccount = alias(ledgerAccounts, 'wallet_account');
  const rows = await db
    .select({ fan: ledgerTransactions.userId })
    .from(ledgerTransactions)
    .innerJoin(creditEntry, eq(creditEntry.transactionId, ledgerTransactions.id))
    .innerJoin(creditAccount, and(eq(creditAccount.id, creditEntry.accountId), eq(creditAccount.kind, 'earnings'), eq(creditAccount.userId, creatorId)))
    .innerJoin(walletEntry, eq(walletEntry.transactionId, ledgerTransactions.id))
    .innerJoin(walletAccount, and(eq(walletAccount.id, walletEntry.accountId), eq(walletAccount.kind, 'wallet'), eq(walletAccount.userId, ledgerTransactions.userId)))
    .where(and(gte(ledgerTransactions.createdAt, since), ne(ledgerTransactions.userId, creatorId)))
    .groupBy(ledgerTransactions.userId)
    .having(sql`-sum(${walletEntry.amount}) >= ${minCoins}`);
  return rows.map((r) => r.fan);
}
