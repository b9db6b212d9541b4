#!/usr/bin/env node
// Ledger transfers per second and p99 latency (issue 6, ADR 050), through the domain functions
// (no HTTP), on the embedded default (PGlite) or on PostgreSQL when DATABASE_URL is set (a fresh
// database is made and dropped). Fans tip creators concurrently; every spend is a full movement:
// idempotency row, conditional debit, credits of creator share and platform fee, entries.
// Usage: node --import tsx bench/ledger.mjs [--quick] [transfers=2000] [concurrency=16] [fans=50] [creators=10]
// (--quick: 200 transfers, 4 in flight, 10 fans, 3 creators; given numbers still win)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/server.ts';
import { users } from '../server/db/schema/index.ts';
import { buyCoins, spend } from '../server/domain/money/index.ts';
import { SANDBOX_PAYMENT_METHODS } from '../server/domain/money/payments.ts';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const transfers = Number(args[0] ?? (quick ? 200 : 2000));
const concurrency = Number(args[1] ?? (quick ? 4 : 16));
const fanCount = Number(args[2] ?? (quick ? 10 : 50));
const creatorCount = Number(args[3] ?? (quick ? 3 : 10));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-ledger-'));

const database = await freshDatabase({ dataDir });
const { db } = database;
const config = { CREATOR_SHARE_PERCENT: 80, COIN_PRICE_CENTS: 10 };
const made = await db
  .insert(users)
  // Only creators receive coins (ADR 087): the last `creatorCount` users are creators.
  .values(
    Array.from({ length: fanCount + creatorCount }, (_, i) => ({ userName: `bench_${i}_${Date.now()}`, isAnonymous: false, userRole: i < fanCount ? 0 : 1 })),
  )
  .returning({ id: users.id });
const fans = made.slice(0, fanCount).map((u) => u.id);
const creators = made.slice(fanCount).map((u) => u.id);
for (const fan of fans) await buyCoins(db, config, { userId: fan, coins: 10_000, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: randomUUID() });

const latencies = [];
let refused = 0;
const refusals = new Map();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < transfers) {
      const i = next++;
      const t0 = performance.now();
      try {
        await spend(db, config, {
          fanId: fans[i % fans.length],
          creatorId: creators[i % creators.length],
          coins: 1 + (i % 50),
          kind: 'tip',
          idemKey: randomUUID(),
        });
      } catch (error) {
        refused++;
        const why = error?.code ?? error?.cause?.message ?? error?.message ?? String(error);
        refusals.set(why, (refusals.get(why) ?? 0) + 1);
      }
      latencies.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
const one = async (query) => (await db.execute(query)).rows[0].n;
// The invariants after the run: every movement sums to zero, every balance is the sum of its entries, all balances sum to zero, no user balance below zero.
const unbalanced = await one(sql`select count(*)::int n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) x`);
const driftedAccounts = await one(sql`select count(*)::int n from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
  group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)) x`);
const totalBalance = await one(sql`select coalesce(sum(balance), 0)::int n from ledger_accounts`);
const negative = await one(sql`select count(*)::int n from ledger_accounts where user_id is not null and balance < 0`);
const spends = await one(sql`select count(*)::int n from ledger_transactions where kind = 'tip'`);

console.log(
  `${database.kind}: ${transfers} transfers, concurrency ${concurrency}: ${(transfers / seconds).toFixed(0)} transfers/s, ` +
    `p50 ${pct(50)} ms, p99 ${pct(99)} ms, refused ${refused}${refused ? ` ${JSON.stringify(Object.fromEntries(refusals))}` : ''}, ` +
    `recorded ${spends}, unbalanced transactions ${unbalanced}, balances off their entries ${driftedAccounts}, sum of all balances ${totalBalance}, negative user balances ${negative}`,
);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
