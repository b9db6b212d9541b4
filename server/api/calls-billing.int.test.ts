/** Billing by the server's clock (issue 21, ADR 099): the hold charged on connect, each started minute once, running out, abandoned calls. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSetting } from '../../common/calls';
import { MSG_TYPE } from '../../common/chat';
import { callsKit, type CallsKit, key } from '../../test/calls-kit';
import { createChatService } from '../domain/chat';
import { statement } from '../domain/money';
import { withParties } from '../domain/money/statement-parties';

let k: CallsKit;
beforeAll(async () => {
  k = await callsKit();
});
afterAll(() => k?.close());

/** A call rung, answered and with media flowing on both sides. */
async function live(coins: number, setting: Partial<CallSetting> = {}) {
  const fan = await k.user(0);
  if (coins) await k.fund(fan, coins);
  const creator = await k.creator(setting);
  const { call_id } = await k.calls.invite(fan, { user_id: creator, idem_key: key() });
  await k.calls.accept(creator, call_id, 1);
  expect((await k.calls.connected(fan, call_id)).state).toBe('accepted');
  const view = await k.calls.connected(creator, call_id);
  expect(view.state).toBe('connected');
  return { fan, creator, call_id };
}

const kinds = async (callId: number) =>
  (
    (await k.handle.db.execute(sql`select kind, idem_key from ledger_transactions where idem_key like ${`call:${callId}:%`} order by id`)) as unknown as {
      rows: { kind: string; idem_key: string }[];
    }
  ).rows;

describe('connect', () => {
  it('charges the held min_time minutes once: creator share and platform fee add up to what the fan paid', async () => {
    const platform = await k.system('platform');
    const { fan, creator, call_id } = await live(100, { price_per_minute: 7, min_time: 3 });
    // 21 coins at 80%: 16.8, so 16 to the creator and 5 to the platform.
    const [share, fee] = [16, 5];
    expect(await k.wallet(fan)).toBe(79);
    expect(await k.earnings(creator)).toBe(share);
    expect((await k.system('platform')) - platform).toBe(fee);
    expect(await k.calls.detail(fan, call_id)).toMatchObject({ minutes_charged: 3, coins_charged: 21, seconds_left: 180 + 11 * 60, low_balance: false });
    expect(await k.calls.detail(creator, call_id)).toMatchObject({ payer: false, seconds_left: null });
    // Reporting again (a reconnect) charges nothing more.
    await k.calls.connected(fan, call_id);
    await k.calls.connected(creator, call_id);
    expect(await kinds(call_id)).toEqual([{ kind: 'call', idem_key: `call:${call_id}:minutes:1-3` }]);
    expect(k.sent('call_state', fan).filter((v) => v.call_id === call_id && v.state === 'connected')).toHaveLength(1);
    await k.calls.hangup(fan, call_id);
    await k.expectLedgerBalanced();
  });

  it('names the other member on both statements, though the hold account stands between them', async () => {
    const { fan, creator, call_id } = await live(100, { price_per_minute: 5, min_time: 2 });
    await k.calls.hangup(fan, call_id);
    const lines = async (userId: number) => withParties(k.handle.db, userId, (await statement(k.handle.db, userId, { limit: 5 })).list);
    const fanHold = (await lines(fan)).find((l) => l.kind === 'call_hold');
    const creatorCharge = (await lines(creator)).find((l) => l.kind === 'call');
    expect(fanHold).toMatchObject({ amount: -10, party: { user_id: creator } });
    expect(creatorCharge).toMatchObject({ amount: 8, party: { user_id: fan } });
  });
});

describe('each started minute, once', () => {
  it('the clock moves: racing job turns and a second process charge each minute exactly once', async () => {
    const { fan, creator, call_id } = await live(200, { price_per_minute: 10, min_time: 3 });
    expect(await k.wallet(fan)).toBe(170);
    k.clock.advance(179);
    await k.calls.runOnce();
    expect(await k.wallet(fan)).toBe(170);
    k.clock.advance(1); // 3:00: minute 4 starts
    const other = k.second();
    await Promise.all([k.calls.runOnce(), k.calls.runOnce(), other.runOnce()]);
    expect(await k.wallet(fan)).toBe(160);
    // A missed tick is made up: 6:30 is minute 7.
    k.clock.advance(210);
    await Promise.all([k.calls.runOnce(), other.runOnce()]);
    await k.calls.runOnce();
    expect(await k.wallet(fan)).toBe(130);
    expect(await k.calls.detail(fan, call_id)).toMatchObject({ minutes_charged: 7, coins_charged: 70 });
    expect((await kinds(call_id)).map((r) => r.idem_key)).toEqual(
      [4, 5, 6, 7].reduce((a, n) => [...a, `call:${call_id}:minute:${n}`], [`call:${call_id}:minutes:1-3`]),
    );
    expect(k.sent('call_state', creator).at(-1)).toMatchObject({ minutes_charged: 7 });
    // Hanging up at 6:45 charges no further minute; the summary has the duration and the coins.
    k.clock.advance(15);
    const summary = await k.calls.hangup(creator, call_id);
    expect(summary).toMatchObject({ state: 'ended', end_reason: 'hung_up', coins_charged: 70 });
    expect(summary.ended_at! - summary.connected_at!).toBe(405);
    k.clock.advance(600);
    await k.calls.runOnce();
    expect(await k.wallet(fan)).toBe(130);
    await k.expectLedgerBalanced();
  });

  it('a hang-up between job turns charges the minutes started until then', async () => {
    const { fan, call_id } = await live(100, { price_per_minute: 5, min_time: 1 });
    k.clock.advance(192);
    const summary = await k.calls.hangup(fan, call_id);
    // 3:12: minutes 1 (held), 2, 3 and 4.
    expect(summary).toMatchObject({ minutes_charged: 4, coins_charged: 20 });
    expect(await k.wallet(fan)).toBe(80);
  });
});

describe('running out', () => {
  it('warns the payer, then ends the call "no_coins" as the unpaid minute starts, never below zero', async () => {
    const { fan, creator, call_id } = await live(45, { price_per_minute: 10, min_time: 3 });
    expect(await k.wallet(fan)).toBe(15);
    k.clock.advance(180);
    await k.calls.runOnce();
    expect(await k.wallet(fan)).toBe(5);
    const warned = k
      .sent('call_state', fan)
      .filter((v) => v.call_id === call_id)
      .at(-1)!;
    expect(warned).toMatchObject({ low_balance: true, seconds_left: 60, payer: true });
    k.clock.advance(60);
    await Promise.all([k.calls.runOnce(), k.second().runOnce()]);
    const ended = await k.calls.detail(creator, call_id);
    expect(ended).toMatchObject({ state: 'ended', end_reason: 'no_coins', minutes_charged: 4, coins_charged: 40 });
    expect(ended.ended_at! - ended.connected_at!).toBe(240);
    expect(await k.wallet(fan)).toBe(5);
    await k.expectLedgerBalanced();
  });
});

it('free calls hold and charge nothing', async () => {
  const { fan, creator, call_id } = await live(0, { price_per_minute: 0, min_time: 1 });
  k.clock.advance(600);
  await k.calls.runOnce();
  const summary = await k.calls.hangup(creator, call_id);
  expect(summary).toMatchObject({ state: 'ended', coins_charged: 0, seconds_left: null });
  expect(await kinds(call_id)).toEqual([]);
  expect(await k.wallet(fan)).toBe(0);
});

it('a call nobody is in any more ends "hung_up" at the last moment someone was, without charging after it', async () => {
  const { fan, call_id } = await live(100, { price_per_minute: 10, min_time: 1 });
  k.clock.advance(50);
  await k.calls.runOnce();
  k.present.set(call_id, []);
  k.clock.advance(29);
  await k.calls.runOnce();
  expect((await k.calls.detail(fan, call_id)).state).toBe('connected');
  k.clock.advance(1);
  await k.calls.runOnce();
  const ended = await k.calls.detail(fan, call_id);
  expect(ended).toMatchObject({ state: 'ended', end_reason: 'hung_up', minutes_charged: 1 });
  expect(ended.ended_at! - ended.connected_at!).toBe(50);
  expect(await k.wallet(fan)).toBe(90);
});

it('the conversation records the call once, with its duration and coins, for both', async () => {
  const { fan, creator, call_id } = await live(100, { price_per_minute: 15, min_time: 3 });
  k.clock.advance(192);
  await k.calls.runOnce();
  await Promise.all([k.calls.hangup(fan, call_id), k.calls.hangup(creator, call_id)]);
  await k.calls.runOnce();
  const records = k.sent('chat_message').filter((m) => m.call?.call_id === call_id);
  expect(records.map((m) => m.body)).toEqual(['Video call · 3:12 · 60 coins', 'Video call · 3:12 · 60 coins']);
  expect(records[0]).toMatchObject({ msg_type: MSG_TYPE.call, call: { end_reason: 'hung_up', duration_seconds: 192, coins: 60 } });
  const chat = createChatService({ db: k.handle.db, deliver: () => undefined });
  const history = await chat.history(creator, { conversation_id: records[0]!.conversation_id });
  expect(history.list.filter((m) => m.msg_type === MSG_TYPE.call)).toEqual([
    expect.objectContaining({ body: 'Video call · 3:12 · 60 coins', call: { call_id, end_reason: 'hung_up', duration_seconds: 192, coins: 60 } }),
  ]);
});
