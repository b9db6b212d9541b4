/**
 * The creator's share of a charge, worked out on running totals (ADR 134): per call, per live, and
 * per creator for every other spend. After any run of charges in one scope the creator has earned
 * exactly floor(percent x total) and the platform the rest, so no set of charges pays the creator
 * more than the configured percentage ("up to 90%"); a fraction of a coin waits for the scope's next
 * charge instead of being rounded up on each one.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db';
import { preparedSql } from '../../db/prepared';
import { shareTotals } from '../../db/schema';

/** Where a charge's share is counted: the call or live it was made in, or else the creator. */
export type ShareScope = { call: number } | { live: number } | { creator: number };

export const scopeKey = (scope: ShareScope): string =>
  'call' in scope ? `call:${scope.call}` : 'live' in scope ? `live:${scope.live}` : `creator:${scope.creator}`;

/** What a scope has been charged so far and what of it the creator has earned, in coins. */
export interface ShareTotals {
  coins: number;
  share: number;
}

/**
 * The one rounding rule: the creator's part of `coins` given the scope's totals before it is
 * floor(percent x (coins so far + coins)) - share already paid, kept between 0 and `coins` (a
 * percentage changed mid-scope never takes coins back nor pays more than the charge). Integer
 * arithmetic only, so there is no floating-point error at the edges.
 */
export function shareOfCharge(before: ShareTotals, coins: number, percent: number): { creator: number; platform: number } {
  const scaled = (before.coins + coins) * percent;
  const due = (scaled - (scaled % 100)) / 100;
  const creator = Math.min(coins, Math.max(0, due - before.share));
  return { creator, platform: coins - creator };
}

/** The scope's row, made if new and locked until the movement commits (two charges of one scope take turns). */
const lockTotals = (tx: Tx) =>
  preparedSql(
    tx as unknown as Database,
    'share_totals_lock',
    () => sql`insert into ${shareTotals} as t (scope, coins, share) values (${sql.placeholder('scope')}, 0, 0)
      on conflict (scope) do update set scope = excluded.scope returning t.coins, t.share`,
  );
/**
 * Locks the scope's totals and works out one charge's share with the rule. The caller adds the
 * charge to the totals in the same transaction (the ledger does it with the movement's entries:
 * `addToTotals`), so the row is held for as few round trips as possible.
 */
export async function takeShare(tx: Tx, scope: ShareScope, coins: number, percent: number): Promise<{ creator: number; platform: number }> {
  const {
    rows: [row],
  } = await lockTotals(tx).execute({ scope: scopeKey(scope) });
  return shareOfCharge({ coins: Number(row!.coins), share: Number(row!.share) }, coins, percent);
}

/** SQL: the charge and its share added to the scope's totals (placeholders scope, coins, share). */
export const addToTotals = () =>
  sql`update ${shareTotals} set coins = coins + ${sql.placeholder('coins')}::bigint, share = share + ${sql.placeholder('share')}::bigint
    where scope = ${sql.placeholder('scope')}`;
