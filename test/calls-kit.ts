/** The calls domain on a fresh database with a manual clock, recorded events and pushes (server/api/calls-*.int.test.ts). */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallSetting, CallView } from '../common/calls';
import type { EmitToUser, ServerEvent, ServerEventPayload } from '../common/realtime';
import type { DatabaseHandle } from '../server/db';
import { ledgerAccounts, users } from '../server/db/schema';
import { type CallClock, createCallService, manualClock } from '../server/domain/calls';
import type { CallService } from '../server/domain/calls/types';
import { callUseCases } from '../server/domain/calls/use-cases';
import { bindUseCases, type Policies } from '../server/domain/use-case';
import { move, systemBalance } from '../server/domain/money/ledger';
import type { PushPayload } from '../server/domain/push';
import { freshDatabase } from './server';

export const MONEY = { CREATOR_SHARE_PERCENT: 80, COIN_PRICE_CENTS: 10 };

/** The calls as the API reaches them: the invite through its use case (which rings the callee), answering the caller's view. */
export type KitCalls = Omit<CallService, 'invite'> & { invite(callerId: number, input: { user_id: number; idem_key: string }): Promise<CallView> };

/** No blocked locations here (the fence has its own table: server/api/fence.int.test.ts). */
const everywhere: Policies = { fence: async () => undefined, hiddenAmong: async () => new Set() };

export interface Sent {
  userId: number;
  event: ServerEvent;
  payload: unknown;
}

export interface CallsKit {
  handle: DatabaseHandle;
  calls: KitCalls;
  clock: CallClock;
  events: Sent[];
  pushes: { userId: number; payload: PushPayload }[];
  /** Who is in each call's room; unset: both members. */
  present: Map<number, number[]>;
  /** Another service on the same database and clock (a second process). */
  second(): KitCalls;
  user(role: 0 | 1): Promise<number>;
  fund(userId: number, coins: number): Promise<void>;
  creator(setting?: Partial<CallSetting>): Promise<number>;
  wallet(userId: number): Promise<number>;
  earnings(userId: number): Promise<number>;
  system(kind: 'call_hold' | 'platform'): Promise<number>;
  sent<E extends ServerEvent>(event: E, userId?: number): ServerEventPayload<E>[];
  expectLedgerBalanced(): Promise<void>;
  close(): Promise<void>;
}

let made = 0;

export async function callsKit(): Promise<CallsKit> {
  const handle = await freshDatabase();
  const db = handle.db;
  const clock = manualClock();
  const events: Sent[] = [];
  const pushes: CallsKit['pushes'] = [];
  const present = new Map<number, number[]>();
  const emit: EmitToUser = (userId, event, payload) => void events.push({ userId, event, payload });
  const push = { sendToUser: async (userId: number, payload: PushPayload) => void pushes.push({ userId, payload }) };
  const build = (): KitCalls => {
    const service = createCallService({ db, money: MONEY, clock, emit, push, present: async (callId) => present.get(callId) ?? (await bothOf(callId)) });
    const ringing = bindUseCases(callUseCases, { calls: service, emit, push }, everywhere);
    return { ...service, invite: async (callerId, input) => (await ringing.invite({ userId: callerId, ip: '127.0.0.1' }, input)).call };
  };
  const bothOf = async (callId: number) => {
    const { rows } = (await db.execute(sql`select caller_id, callee_id from calls where id = ${callId}`)) as unknown as {
      rows: { caller_id: string; callee_id: string }[];
    };
    return rows[0] ? [Number(rows[0].caller_id), Number(rows[0].callee_id)] : [];
  };
  const calls = build();
  const balanceOf = async (where: ReturnType<typeof and>) =>
    Number((await db.select({ b: ledgerAccounts.balance }).from(ledgerAccounts).where(where))[0]?.b ?? 0);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const kit: CallsKit = {
    handle,
    calls,
    clock,
    events,
    pushes,
    present,
    second: build,
    async user(role) {
      const [row] = await db
        .insert(users)
        .values({ userName: `calls_${++made}_${randomUUID().slice(0, 6)}`, nickname: `User ${made}`, userRole: role, isAnonymous: false })
        .returning({ id: users.id });
      return row!.id;
    },
    async fund(userId, coins) {
      await move(db, {
        kind: 'purchase',
        userId,
        idemKey: randomUUID(),
        params: { coins },
        legs: [
          { account: { system: 'provider' }, amount: -coins },
          { account: { user: userId, kind: 'wallet' }, amount: coins },
        ],
      });
    },
    async creator(setting = {}) {
      const id = await kit.user(1);
      await calls.saveSetting(id, { enabled: true, price_per_minute: 10, min_time: 3, hours: null, ...setting });
      return id;
    },
    wallet: (userId) => balanceOf(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'wallet'))),
    earnings: (userId) => balanceOf(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'earnings'))),
    system: (kind) => systemBalance(db, kind),
    sent: (event, userId) =>
      events.filter((e) => e.event === event && (userId === undefined || e.userId === userId)).map((e) => e.payload) as ServerEventPayload<typeof event>[],
    async expectLedgerBalanced() {
      expect(await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`)).toEqual([]);
      expect(
        await rows(sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
                       group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
      ).toEqual([]);
      expect(await rows(sql`select id from ledger_accounts where user_id is not null and balance < 0`)).toEqual([]);
    },
    close: () => handle.close(),
  };
  return kit;
}

export const key = () => randomUUID();
