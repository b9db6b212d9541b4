/** The calls API (issue 21): settings, offer, invite, accept answering `result: "ok"`, the dev clock moving billing. */
import { randomUUID } from 'node:crypto';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { json, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { move } from '../domain/money/ledger';
import { createSession } from '../domain/sessions';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({ TEST_CLOCK: '1', CALL_JOB_INTERVAL_MS: '0' });
});
const sockets: ReturnType<typeof connectSocket>[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

/** The call page's socket in the call's room: the job bills only while someone is in the call (ADR 099). */
async function inRoom(token: string, callId: number) {
  const socket = connectSocket(t.url, { transports: ['websocket'], extraHeaders: { Cookie: `__antk=${token}` }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.on('connect', resolve).on('connect_error', reject));
  expect(await socket.timeout(5000).emitWithAck('call_join', { call_id: callId })).toMatchObject({ ok: true });
}

let n = 0;
async function person(role: 0 | 1, coins = 0) {
  const [user] = await t.server.database.db
    .insert(users)
    .values({ userName: `calls_api_${++n}`, nickname: `Caller ${n}`, isAnonymous: false, userRole: role })
    .returning();
  if (coins) {
    await move(t.server.database.db, {
      kind: 'purchase',
      userId: user!.id,
      idemKey: randomUUID(),
      params: { coins },
      legs: [
        { account: { system: 'provider' }, amount: -coins },
        { account: { user: user!.id, kind: 'wallet' }, amount: coins },
      ],
    });
  }
  const { token } = await createSession(t.server.database.db, user!.id);
  const as = (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) =>
    t.call(method, `/api/core/call/${path}/`, params, withToken(token)).then(json);
  return { id: user!.id, token, as };
}

it('a fan rings a creator, who answers; the dev clock makes a minute pass and the job charges it', async () => {
  const creator = await person(1);
  const fan = await person(0, 100);
  const setting = { enabled: true, price_per_minute: 10, min_time: 3, hours: null };
  expect((await creator.as('POST', 'setting/save', setting)).body.data).toEqual(setting);
  expect((await creator.as('GET', 'setting')).body.data).toEqual(setting);
  expect((await fan.as('GET', 'setting')).body.error.code).toBe(ERRORS.FORBIDDEN.code);
  expect((await fan.as('GET', 'offer', { user_id: creator.id })).body.data.offer).toMatchObject({ total_tokens: 30, available_now: true });

  const rung = await fan.as('POST', 'invite', { user_id: creator.id, idem_key: randomUUID() });
  expect(rung.status).toBe(200);
  const callId = rung.body.data.call_id as number;
  expect(rung.body.data).toMatchObject({ state: 'ringing', role: 'caller', payer: true, peer: { id: creator.id } });
  expect((await creator.as('GET', 'incoming')).body.data.list).toEqual([expect.objectContaining({ call_id: callId })]);

  const accepted = await creator.as('POST', 'accept', { call_id: callId });
  expect(accepted.body).toMatchObject({ result: 'ok', data: { result: 'ok', call: { state: 'accepted', role: 'callee' } } });
  // Another device of the creator (another session) is too late.
  const { token: other } = await createSession(t.server.database.db, creator.id);
  const late = await json(await t.call('POST', '/api/core/call/accept/', { call_id: callId }, withToken(other)));
  expect([late.status, late.body.error.code]).toEqual([409, ERRORS.CALL_ANSWERED_ELSEWHERE.code]);

  await inRoom(fan.token, callId);
  await inRoom(creator.token, callId);
  await fan.as('POST', 'connected', { call_id: callId });
  expect((await creator.as('POST', 'connected', { call_id: callId })).body.data).toMatchObject({ state: 'connected', minutes_charged: 3 });
  // From the machine itself only (no forwarded address), and only with TEST_CLOCK.
  const advanced = await json(await t.call('POST', '/api/dev/clock/advance', { seconds: 180 }));
  expect(advanced.status).toBe(200);
  await t.server.services.calls.runOnce();
  expect((await fan.as('GET', 'detail', { call_id: callId })).body.data).toMatchObject({ minutes_charged: 4, coins_charged: 40, low_balance: false });
  const summary = await fan.as('POST', 'hangup', { call_id: callId });
  expect(summary.body.data).toMatchObject({ state: 'ended', end_reason: 'hung_up', coins_charged: 40 });
  expect((await fan.as('GET', 'detail', { call_id: callId })).body.data.state).toBe('ended');
  expect((await person(0)).as('GET', 'detail', { call_id: callId }).then((r) => r.body.error.code)).resolves.toBe(ERRORS.CALL_NOT_MEMBER.code);
});

it('decline and cancel answer result "ok"; bad input is a 400 naming the field', async () => {
  const creator = await person(1);
  await creator.as('POST', 'setting/save', { enabled: true, price_per_minute: 0, min_time: 1, hours: null });
  const fan = await person(0);
  const first = await fan.as('POST', 'invite', { user_id: creator.id, idem_key: randomUUID() });
  expect((await creator.as('POST', 'decline', { call_id: first.body.data.call_id })).body).toMatchObject({ result: 'ok', data: { result: 'ok' } });
  const second = await fan.as('POST', 'invite', { user_id: creator.id, idem_key: randomUUID() });
  expect((await fan.as('POST', 'cancel', { call_id: second.body.data.call_id })).body).toMatchObject({ result: 'ok', data: { result: 'ok' } });
  const bad = await creator.as('POST', 'setting/save', { enabled: true, price_per_minute: -1, min_time: 1, hours: null });
  expect(bad.status).toBe(400);
  expect(bad.body.error.message).toContain('price_per_minute');
  const anonymous = await fan.as('POST', 'invite', { user_id: fan.id, idem_key: randomUUID() });
  expect(anonymous.body.error.code).toBe(ERRORS.CALL_SELF.code);
});
