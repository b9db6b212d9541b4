/** Ringing (issue 21, ADR 099): who may call whom, the hold, busy, and every way a call ends before it connects. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_RING_SECONDS } from '../../common/calls';
import { MSG_TYPE } from '../../common/chat';
import { ERRORS } from '../../common/errors';
import { callsKit, type CallsKit, key } from '../../test/calls-kit';
import { userBlocks } from '../db/schema';
import { conversationOf } from '../domain/chat/pair';

let k: CallsKit;
beforeAll(async () => {
  k = await callsKit();
});
afterAll(() => k?.close());

const code = (name: keyof typeof ERRORS) => expect.objectContaining({ code: ERRORS[name].code });
const callRows = async (userId: number) =>
  ((await k.handle.db.execute(sql`select * from calls where caller_id = ${userId}`)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function ringing(coins = 100, setting = {}) {
  const fan = await k.user(0);
  await k.fund(fan, coins);
  const creator = await k.creator(setting);
  const view = await k.calls.invite(fan, { user_id: creator, idem_key: key() });
  return { fan, creator, view };
}

describe('invite', () => {
  it('holds min_time minutes, rings every socket and device of the callee, and a retry is the same call', async () => {
    const fan = await k.user(0);
    await k.fund(fan, 100);
    const creator = await k.creator({ price_per_minute: 10, min_time: 3 });
    const holdBefore = await k.system('call_hold');
    const idem = key();
    const view = await k.calls.invite(fan, { user_id: creator, idem_key: idem });
    expect(view).toMatchObject({ state: 'ringing', role: 'caller', payer: true, price_per_minute: 10, min_time: 3, timeout_sec: CALL_RING_SECONDS });
    expect(await k.wallet(fan)).toBe(70);
    expect((await k.system('call_hold')) - holdBefore).toBe(30);
    expect(k.sent('call_invite', creator)).toEqual([
      {
        call_id: view.call_id,
        send_user_info: expect.objectContaining({ id: fan }),
        timeout_sec: CALL_RING_SECONDS,
        user_call_setting: { total_tokens: 30, min_time: 3 },
      },
    ]);
    expect(k.pushes.filter((p) => p.userId === creator)).toEqual([
      { userId: creator, payload: expect.objectContaining({ tag: `call:${view.call_id}`, link: `/chatRoom?u1=${creator}&u2=${fan}` }) },
    ]);
    expect(await k.calls.incoming(creator)).toEqual([expect.objectContaining({ call_id: view.call_id })]);

    const again = await k.calls.invite(fan, { user_id: creator, idem_key: idem });
    expect(again.call_id).toBe(view.call_id);
    expect(await k.wallet(fan)).toBe(70);
    expect(k.sent('call_invite', creator)).toHaveLength(1);
    await expect(k.calls.invite(fan, { user_id: await k.creator(), idem_key: idem })).rejects.toEqual(code('IDEMPOTENCY_CONFLICT'));
    await k.expectLedgerBalanced();
  });

  it('two retries of one invite at once hold once', async () => {
    const fan = await k.user(0);
    await k.fund(fan, 100);
    const creator = await k.creator();
    const idem = key();
    const [a, b] = await Promise.all([1, 2].map(() => k.calls.invite(fan, { user_id: creator, idem_key: idem })));
    expect(a!.call_id).toBe(b!.call_id);
    expect(await k.wallet(fan)).toBe(70);
  });

  it('refuses a fan who cannot pay min_time minutes, holding nothing', async () => {
    const fan = await k.user(0);
    await k.fund(fan, 29);
    const creator = await k.creator({ price_per_minute: 10, min_time: 3 });
    await expect(k.calls.invite(fan, { user_id: creator, idem_key: key() })).rejects.toEqual(code('NOT_ENOUGH_COINS'));
    expect(await k.wallet(fan)).toBe(29);
    expect(await callRows(fan)).toEqual([]);
    expect(k.sent('call_invite', creator)).toEqual([]);
  });

  it('refuses self, blocked pairs, two fans, calls off and outside the hours', async () => {
    const fan = await k.user(0);
    await k.fund(fan, 100);
    const creator = await k.creator();
    await expect(k.calls.invite(creator, { user_id: creator, idem_key: key() })).rejects.toEqual(code('CALL_SELF'));
    await k.handle.db.insert(userBlocks).values({ blockerId: creator, blockedId: fan });
    await expect(k.calls.invite(fan, { user_id: creator, idem_key: key() })).rejects.toEqual(code('CALL_BLOCKED'));
    expect(await k.calls.offer(fan, creator)).toBeNull();
    await expect(k.calls.invite(fan, { user_id: await k.user(0), idem_key: key() })).rejects.toEqual(code('CALL_NOT_OFFERED'));
    await expect(k.calls.invite(fan, { user_id: await k.creator({ enabled: false }), idem_key: key() })).rejects.toEqual(code('CALL_NOT_OFFERED'));
    // The manual clock is a Monday, 12:00 UTC: 13:00 in Paris.
    const mornings = await k.creator({ hours: { days: [], start_minute: 8 * 60, end_minute: 11 * 60, time_zone: 'Europe/Paris' } });
    await expect(k.calls.invite(fan, { user_id: mornings, idem_key: key() })).rejects.toEqual(code('CALL_OUTSIDE_HOURS'));
    expect(await k.calls.offer(fan, mornings)).toMatchObject({ available_now: false, total_tokens: 30 });
    const afternoons = await k.creator({ hours: { days: [1], start_minute: 12 * 60, end_minute: 14 * 60, time_zone: 'Europe/Paris' } });
    expect(await k.calls.invite(fan, { user_id: afternoons, idem_key: key() })).toMatchObject({ state: 'ringing' });
    expect(await k.wallet(fan)).toBe(70);
  });

  it('only creators have a setting', async () => {
    const fan = await k.user(0);
    await expect(k.calls.setting(fan)).rejects.toEqual(code('FORBIDDEN'));
    await expect(k.calls.saveSetting(fan, { enabled: true, price_per_minute: 1, min_time: 1, hours: null })).rejects.toEqual(code('FORBIDDEN'));
    const creator = await k.user(1);
    expect(await k.calls.setting(creator)).toMatchObject({ enabled: false });
    await expect(
      k.calls.saveSetting(creator, {
        enabled: true,
        price_per_minute: 1,
        min_time: 1,
        hours: { days: [], start_minute: 0, end_minute: 60, time_zone: 'Mars/Base' },
      }),
    ).rejects.toEqual(code('BAD_REQUEST'));
  });
});

describe('a creator calls a fan', () => {
  it('only from a chat with them, with their own calls on; the fan pays', async () => {
    const fan = await k.user(0);
    const creator = await k.creator({ price_per_minute: 5, min_time: 2 });
    await expect(k.calls.invite(creator, { user_id: fan, idem_key: key() })).rejects.toEqual(code('CALL_NO_CONVERSATION'));
    await conversationOf(k.handle.db, creator, fan);
    await expect(k.calls.invite(creator, { user_id: fan, idem_key: key() })).rejects.toEqual(code('CALL_FAN_CANNOT_PAY'));
    await k.fund(fan, 10);
    const view = await k.calls.invite(creator, { user_id: fan, idem_key: key() });
    expect(view).toMatchObject({ role: 'caller', payer: false });
    expect(await k.wallet(fan)).toBe(0);
    expect(await k.calls.detail(fan, view.call_id)).toMatchObject({ role: 'callee', payer: true });
    const off = await k.creator({ enabled: false });
    await conversationOf(k.handle.db, off, fan);
    await expect(k.calls.invite(off, { user_id: fan, idem_key: key() })).rejects.toEqual(code('CALL_NOT_OFFERED'));
  });
});

describe('busy', () => {
  it('a callee in a call gets a call ended "busy" with nothing held; a caller in one is refused', async () => {
    const { fan, creator, view } = await ringing();
    const other = await k.user(0);
    await k.fund(other, 100);
    const busy = await k.calls.invite(other, { user_id: creator, idem_key: key() });
    expect(busy).toMatchObject({ state: 'ended', end_reason: 'busy' });
    expect(await k.wallet(other)).toBe(100);
    expect(k.sent('call_invite', creator).map((c) => c.call_id)).not.toContain(busy.call_id);
    await expect(k.calls.invite(fan, { user_id: await k.creator(), idem_key: key() })).rejects.toEqual(code('CALL_BUSY'));
    // The busy attempt is in the pair's conversation.
    expect(k.sent('chat_message', creator).map((m) => m.body)).toContain('Missed video call (busy)');
    await k.calls.cancel(fan, view.call_id);
  });
});

describe('ending before it connects returns the hold', () => {
  for (const [how, reason] of [
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
    ['timeout', 'missed'],
  ] as const) {
    it(`${how}: ${reason}, the wallet whole, the callee stops ringing, the conversation records it`, async () => {
      // Earlier tests' calls end first, so the hold account moves for this call only.
      k.clock.advance(CALL_RING_SECONDS);
      await k.calls.runOnce();
      const holdBefore = await k.system('call_hold');
      const { fan, creator, view } = await ringing();
      expect(await k.wallet(fan)).toBe(70);
      if (how === 'decline') await k.calls.decline(creator, view.call_id);
      if (how === 'cancel') await k.calls.cancel(fan, view.call_id);
      if (how === 'timeout') {
        k.clock.advance(CALL_RING_SECONDS - 1);
        await k.calls.runOnce();
        expect((await k.calls.detail(fan, view.call_id)).state).toBe('ringing');
        k.clock.advance(1);
        await k.calls.runOnce();
      }
      const ended = await k.calls.detail(fan, view.call_id);
      expect(ended).toMatchObject({ state: 'ended', end_reason: reason, coins_charged: 0 });
      expect(await k.wallet(fan)).toBe(100);
      expect(await k.system('call_hold')).toBe(holdBefore);
      expect(k.sent('call_cancel', creator)).toContainEqual({ call_id: view.call_id });
      expect(k.sent('call_state', fan).at(-1)).toMatchObject({ call_id: view.call_id, end_reason: reason });
      const record = k.sent('chat_message', creator).find((m) => m.call?.call_id === view.call_id);
      expect(record).toMatchObject({ msg_type: MSG_TYPE.call, sender: expect.objectContaining({ id: fan }), call: { end_reason: reason, coins: 0 } });
      expect(k.sent('chat_message', fan).filter((m) => m.call?.call_id === view.call_id)).toHaveLength(1);
      // Ending again changes nothing.
      await k.calls.hangup(fan, view.call_id);
      expect(await k.wallet(fan)).toBe(100);
      await k.expectLedgerBalanced();
    });
  }
});

describe('accept', () => {
  it('the first device wins; a retry from it is fine, another gets CALL_ANSWERED_ELSEWHERE', async () => {
    const { fan, creator, view } = await ringing();
    await expect(k.calls.accept(fan, view.call_id, 1)).rejects.toEqual(code('FORBIDDEN'));
    await expect(k.calls.accept(await k.user(0), view.call_id, 1)).rejects.toEqual(code('CALL_NOT_MEMBER'));
    const accepted = await k.calls.accept(creator, view.call_id, 11);
    expect(accepted).toMatchObject({ state: 'accepted', role: 'callee', payer: false });
    expect(k.sent('call_cancel', creator)).toContainEqual({ call_id: view.call_id });
    expect(k.sent('call_state', fan).at(-1)).toMatchObject({ state: 'accepted' });
    expect(await k.calls.accept(creator, view.call_id, 11)).toMatchObject({ state: 'accepted' });
    await expect(k.calls.accept(creator, view.call_id, 12)).rejects.toEqual(code('CALL_ANSWERED_ELSEWHERE'));
    await expect(k.calls.decline(creator, view.call_id)).rejects.toEqual(code('CALL_ANSWERED_ELSEWHERE'));
    expect(await k.calls.incoming(creator)).toEqual([]);
  });

  it('two devices at once: exactly one answers', async () => {
    const { creator, view } = await ringing();
    const outcomes = await Promise.allSettled([21, 22, 23].map((session) => k.calls.accept(creator, view.call_id, session)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) expect(o.reason).toEqual(code('CALL_ANSWERED_ELSEWHERE'));
  });

  it('after the ringing timed out: CALL_ENDED, and the hold is back', async () => {
    const { fan, creator, view } = await ringing();
    k.clock.advance(CALL_RING_SECONDS);
    await expect(k.calls.accept(creator, view.call_id, 1)).rejects.toEqual(code('CALL_ENDED'));
    expect(await k.wallet(fan)).toBe(100);
  });

  it('an accepted call that never connects fails after 60 s and returns the hold', async () => {
    const { fan, creator, view } = await ringing();
    await k.calls.accept(creator, view.call_id, 1);
    await k.calls.connected(fan, view.call_id);
    k.clock.advance(60);
    await k.calls.runOnce();
    expect(await k.calls.detail(fan, view.call_id)).toMatchObject({ state: 'ended', end_reason: 'failed', coins_charged: 0 });
    expect(await k.wallet(fan)).toBe(100);
  });
});

it('detail: members only', async () => {
  const { view } = await ringing();
  await expect(k.calls.detail(await k.user(0), view.call_id)).rejects.toEqual(code('CALL_NOT_MEMBER'));
  await expect(k.calls.detail(await k.user(0), 987_654)).rejects.toEqual(code('CALL_NOT_FOUND'));
});
