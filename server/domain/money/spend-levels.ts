/**
 * Spend levels (spec section 9): what a fan spent on a creator over the last 30 days, in dollars
 * (coins at COIN_PRICE_CENTS), from the ledger: the fan's wallet debits in movements that paid
 * the creator's earnings. The levels themselves are in common/memberships.ts.
 */
import { and, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DAY_MS, SPEND_LEVEL_WINDOW_DAYS, dollarsForCoins, spendLevel, type SpendLevel } from '../../../common/memberships';
import type { Database } from '../../db';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { MoneyConfig } from './index';

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
    .innerJoin(
      walletAccount,
      and(eq(walletAccount.id, walletEntry.accountId), eq(walletAccount.kind, 'wallet'), eq(walletAccount.userId, ledgerTransactions.userId)),
    )
    .where(and(gte(ledgerTransactions.createdAt, since), ne(ledgerTransactions.userId, creatorId)))
    .groupBy(ledgerTransactions.userId)
    .having(sql`-sum(${walletEntry.amount}) >= ${minCoins}`);
  return rows.map((r) => r.fan);
}

/**
 * Coins each fan spent on the creator over the last 30 days: the wallet side of every movement
 * the fan made whose earnings went to this creator (tips, gifts, unlocks, memberships...).
 */
export async function spentCoinsByFan(db: Database, creatorId: number, fanIds: number[], now = new Date()): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (fanIds.length === 0) return out;
  const since = new Date(now.getTime() - SPEND_LEVEL_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({ fanId: ledgerTransactions.userId, coins: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)::text` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, ledgerTransactions.userId)),
    )
    .where(
      and(
        inArray(ledgerTransactions.userId, fanIds),
        gt(ledgerTransactions.createdAt, since),
        sql`${ledgerEntries.amount} < 0`,
        sql`exists (select 1 from ledger_entries earning join ledger_accounts earning_account on earning_account.id = earning.account_id
                    where earning.transaction_id = ${ledgerTransactions.id} and earning_account.user_id = ${creatorId} and earning_account.kind = 'earnings')`,
      ),
    )
    .groupBy(ledgerTransactions.userId);
  for (const r of rows) out.set(r.fanId, Number(r.coins));
  return out;
}

/** A fan's spend level with a creator (the subscribers list, the fan's badge). */
export async function fanSpendLevel(
  db: Database,
  config: MoneyConfig,
  fanId: number,
  creatorId: number,
  now = new Date(),
): Promise<{ dollars: number; level: SpendLevel }> {
  const coins = (await spentCoinsByFan(db, creatorId, [fanId], now)).get(fanId) ?? 0;
  const dollars = dollarsForCoins(coins, config.COIN_PRICE_CENTS);
  return { dollars, level: spendLevel(dollars) };
}
