/**
 * Where chat's one-statement send (store.ts) repeats a TypeScript rule in SQL for speed, both
 * definitions must agree: the pair order, the blocked pair, whether a message might cost
 * something, and the unread counters (the locked message is read in TypeScript only, ADR 088). Each is run against PGlite and
 * compared with the TypeScript function on the same table of cases.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TYPE } from '../../../common/chat';
import type { DatabaseHandle } from '../../db';
import { freshDatabase } from '../../../test/server';
import {
  chatSettings,
  conversationMembers,
  conversations,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  unreadCounters,
  userBlocks,
  users,
} from '../../db/schema';
import { blockedBetweenSql, blockState } from '../blocks';
import { mightCost, mightCostSql } from './allowance';
import { mute, read } from './conversations';
import { chatDeps } from './deps';
import { conversationOf, isPairSql, pair } from './pair';
import { storeMessage } from './store';
import { totalsOf, unreadStep } from './unread';

let handle: DatabaseHandle;
const db = () => handle.db;
let next = 0;

async function user(role: 0 | 1): Promise<number> {
  next += 1;
  const [row] = await db()
    .insert(users)
    .values({ userName: `rules_${next}`, userRole: role, isAnonymous: false })
    .returning({ id: users.id });
  return row.id;
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = (await db().execute(query)) as unknown as { rows: Record<string, T>[] };
  return Object.values(rows[0])[0];
}

beforeAll(async () => {
  handle = await freshDatabase();
}, 60_000);
afterAll(() => handle?.close());

describe('chat rules: SQL and TypeScript agree', () => {
  it('the conversation pair order', async () => {
    const [a, b, c] = [await user(0), await user(0), await user(1)];
    for (const [x, y] of [
      [a, b],
      [b, a],
      [c, a],
      [b, c],
    ]) {
      const id = await conversationOf(db(), x, y);
      const [row] = await db().select().from(conversations).where(eq(conversations.id, id));
      expect({ userA: row.userA, userB: row.userB }).toEqual(pair(x, y));
      // The statement's lookup finds the same row whichever way round the pair is given.
      for (const [p, q] of [
        [x, y],
        [y, x],
      ]) {
        expect(Number(await one(sql`select c.id from ${conversations} c where ${isPairSql(sql`c`, sql`${p}::bigint`, sql`${q}::bigint`)}`))).toBe(id);
      }
    }
  });

  it('the blocked pair', async () => {
    const cases: [string, (a: number, b: number) => [number, number][]][] = [
      ['none', () => []],
      ['a blocked b', (a, b) => [[a, b]]],
      ['b blocked a', (a, b) => [[b, a]]],
      [
        'both',
        (a, b) => [
          [a, b],
          [b, a],
        ],
      ],
    ];
    for (const [name, blocks] of cases) {
      const [a, b] = [await user(0), await user(1)];
      for (const [blockerId, blockedId] of blocks(a, b)) await db().insert(userBlocks).values({ blockerId, blockedId });
      const inSql = await one<boolean>(sql`select ${blockedBetweenSql(sql`${a}::bigint`, sql`${b}::bigint`)}`);
      expect(inSql, name).toBe((await blockState(db(), a, b)) !== 'none');
      expect(inSql, name).toBe((await blockState(db(), b, a)) !== 'none');
    }
  });

  it('whether a message might cost its sender something', async () => {
    for (const senderRole of [0, 1] as const) {
      for (const recipientRole of [0, 1] as const) {
        for (const price of [null, 0, 5]) {
          const recipient = await user(recipientRole);
          if (price !== null) await db().insert(chatSettings).values({ userId: recipient, price, freeMessages: 3 });
          const inSql = await one<boolean>(sql`select ${mightCostSql(sql`${senderRole}::int`, sql`${recipientRole}::int`, sql`${recipient}::bigint`)}`);
          expect(inSql, `sender ${senderRole}, recipient ${recipientRole}, price ${price}`).toBe(mightCost(senderRole, recipientRole, price ?? 0));
        }
      }
    }
  });

  it('the unread counters: each step leaves TC and SC equal to the members rows counted by totalsOf', async () => {
    const [fan, creator] = [await user(0), await user(1)];
    const conversationId = await conversationOf(db(), fan, creator);
    const deps = chatDeps({ db: db(), deliver: () => undefined });
    let n = 0;
    const send = (msgType: number) =>
      storeMessage(db(), false, { me: fan }, { to_user_id: creator, client_id: `rules-${(n += 1)}-xx`, msg_type: msgType, body: 'hi' });
    const spend = async () => {
      const [account] = await db().insert(ledgerAccounts).values({ kind: 'earnings', userId: creator, balance: 5 }).returning();
      const [transaction] = await db().insert(ledgerTransactions).values({ kind: 'tip', userId: fan, idemKey: 'rules-tip', paramsHash: 'x' }).returning();
      await db().insert(ledgerEntries).values({ transactionId: transaction.id, accountId: account.id, amount: 5 });
    };
    const member = async () =>
      (
        await db()
          .select()
          .from(conversationMembers)
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, creator)))
      )[0];
    const counters = async () => {
      const [row] = await db().select().from(unreadCounters).where(eq(unreadCounters.userId, creator));
      return { tc: row?.tc ?? 0, sc: row?.sc ?? 0 };
    };
    const steps: [string, () => Promise<unknown>, number][] = [
      ['a message', () => send(MSG_TYPE.message), unreadStep(MSG_TYPE.message)],
      ['a notice', () => send(MSG_TYPE.notice), unreadStep(MSG_TYPE.notice)],
      ['muted', () => mute(deps, creator, conversationId, true), 0],
      ['a message while muted', () => send(MSG_TYPE.message), 1],
      ['unmuted', () => mute(deps, creator, conversationId, false), 0],
      ['the fan spends', spend, 0],
      ['a message from a spender', () => send(MSG_TYPE.post), 1],
      ['muted again', () => mute(deps, creator, conversationId, true), 0],
      ['a spender while muted', () => send(MSG_TYPE.message), 1],
      ['read', () => read(deps, creator, conversationId), 0],
      ['a message after reading', () => send(MSG_TYPE.message), 1],
    ];
    for (const [name, step, raises] of steps) {
      const before = await member();
      await step();
      const after = await member();
      if (name !== 'read') expect(after.unread - before.unread, name).toBe(raises);
      // Messages from a spender count in SC too (the statement's has_spent).
      if (name.includes('spender')) expect(after.unreadSpent - before.unreadSpent, name).toBe(1);
      expect(await counters(), name).toEqual(totalsOf(after));
    }
    expect(unreadStep(MSG_TYPE.notice)).toBe(0);
  });
});
