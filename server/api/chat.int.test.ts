/** Chat: persisted before emitted, once per client id, ordered timetokens, history pages, unread counters (issue 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '../../common/errors';
import { sessions } from '../db/schema';
import { hashToken } from '../domain/sessions';
import { anonymous, json, signUp, startIdentityServer, withToken } from '../../test/identity';
import { socketOf } from '../../test/factories';
import type { TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

let seq = 0;
const clientId = () => `msg-${Date.now()}-${seq++}`;
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));
const get = async (token: string, path: string, params: Record<string, unknown> = {}) => json(await t.call('GET', path, params, withToken(token)));
const send = (token: string, to: number, body: string, id = clientId()) => post(token, '/api/core/chat/send/', { to_user_id: to, client_id: id, body });
const counters = async (token: string) => (await get(token, '/api/core/system/init/')).body.data;

let pairNo = 0;
async function pair() {
  pairNo++;
  const a = await signUp(t, `chat_a${pairNo}x`);
  const b = await signUp(t, `chat_b${pairNo}x`);
  return { a, b };
}

describe('sending', () => {
  it("stores the message before the recipient (and the sender's other devices) receive it on chat_message", async () => {
    const { a, b } = await pair();
    const [bSocket, aSocket] = await Promise.all([socketOf(t, b.token), socketOf(t, a.token)]);
    const received = new Promise<{ message: any; stored: any }>((resolve) => {
      bSocket.on('chat_message', async (message) => {
        // The moment it arrives, the history already holds it.
        const { body } = await get(b.token, '/api/core/chat/history/', { conversation_id: message.conversation_id });
        resolve({ message, stored: body.data.list });
      });
    });
    const echoed = new Promise<any>((resolve) => aSocket.on('chat_message', resolve));
    const sent = await send(a.token, b.userId, '  hello there  ');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ created: true, message: { body: 'hello there', msg_type: 1, sender: { id: a.userId } } });
    const { message, stored } = await received;
    expect(message).toMatchObject({ id: sent.body.data.message.id, mute: false, body: 'hello there' });
    expect(Math.abs(message.timetoken / 1_000_000 - Date.now() / 1000)).toBeLessThan(60);
    expect(stored.map((m: { id: number }) => m.id)).toEqual([message.id]);
    expect((await echoed).id).toBe(message.id);
    expect(await counters(b.token)).toMatchObject({ TC: 1 });
    expect(await counters(a.token)).toMatchObject({ TC: 0 });
    bSocket.close();
    aSocket.close();
  });

  it('a resend with the same client id (the offline outbox) is stored and counted once, even concurrently', async () => {
    const { a, b } = await pair();
    const id = clientId();
    const results = await Promise.all(Array.from({ length: 5 }, () => send(a.token, b.userId, 'only once', id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.data.message.id)).size).toBe(1);
    const conversation = results[0].body.data.message.conversation_id;
    expect((await get(b.token, '/api/core/chat/history/', { conversation_id: conversation })).body.data.list).toHaveLength(1);
    expect(await counters(b.token)).toMatchObject({ TC: 1 });
    const reused = await send(a.token, b.userId, 'something else', id);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe(ERRORS.CHAT_CLIENT_ID_REUSED.code);
  });

  it('timetokens are unique and increasing in a conversation, whoever sends', async () => {
    const { a, b } = await pair();
    const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? a.token : b.token, i % 2 ? b.userId : a.userId, `m${i}`)));
    const conversation = sent[0].body.data.message.conversation_id;
    const { body } = await get(a.token, '/api/core/chat/history/', { conversation_id: conversation, limit: 50 });
    const tokens = body.data.list.map((m: { timetoken: number }) => m.timetoken);
    expect(tokens).toHaveLength(12);
    expect([...tokens].sort((x, y) => x - y)).toEqual(tokens);
    expect(new Set(tokens).size).toBe(12);
  });

  it('refuses what cannot be sent, naming the problem', async () => {
    const { a, b } = await pair();
    const self = await send(a.token, a.userId, 'me');
    expect([self.status, self.body.error.code]).toEqual([400, ERRORS.CHAT_SELF.code]);
    const empty = await send(a.token, b.userId, '   ');
    expect([empty.status, empty.body.error.message]).toEqual([400, ERRORS.CHAT_MESSAGE_EMPTY.message]);
    const long = await send(a.token, b.userId, 'x'.repeat(2001));
    expect(long.body.error.code).toBe(ERRORS.CHAT_MESSAGE_TOO_LONG.code);
    expect((await send(a.token, 99_999_999, 'nobody')).status).toBe(404);
    const badId = await post(a.token, '/api/core/chat/send/', { to_user_id: b.userId, client_id: 'x', body: 'hi' });
    expect([badId.status, badId.body.error.field]).toEqual([400, 'client_id']);
    const guest = await anonymous(t);
    const fromGuest = await send(guest.token, b.userId, 'hi');
    expect([fromGuest.status, fromGuest.body.error.code]).toEqual([401, 1001]);
    expect((await send(a.token, guest.userId, 'to a guest')).status).toBe(404);
  });

  it('checks the session inside the send: the sender as they are now; a signed-out token stores nothing and gets 1001', async () => {
    const { a, b } = await pair();
    const first = await send(a.token, b.userId, 'first'); // the conversation exists from here: the one-statement send
    const conversation = first.body.data.message.conversation_id;
    const edited = await post(a.token, '/api/core/user/edit_profile/', { nickname: 'Renamed', user_name: `chat_a${pairNo}x` });
    expect(edited.status).toBe(200);
    const bSocket = await socketOf(t, b.token);
    const received = new Promise<any>((resolve) => bSocket.on('chat_message', resolve));
    const second = await send(a.token, b.userId, 'second');
    expect(second.body.data.message.sender).toEqual({ id: a.userId, user_name: `chat_a${pairNo}x`, nickname: 'Renamed', portrait: '' });
    expect((await received).sender.nickname).toBe('Renamed');
    bSocket.close();

    const refused = async (token: string | undefined, body: string) => {
      const res = await post(token as string, '/api/core/chat/send/', { to_user_id: b.userId, client_id: clientId(), body });
      return [res.status, res.body.error?.code];
    };
    const aSession = eq(sessions.tokenHash, hashToken(a.token));
    await t.server.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(aSession);
    expect(await refused(a.token, 'expired')).toEqual([401, 1001]);
    await t.server.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(aSession);
    expect((await post(a.token, '/api/core/auth/logout/', {})).status).toBe(200);
    for (const token of [a.token, `${a.token.slice(0, -2)}xx`, undefined]) expect(await refused(token, 'signed out')).toEqual([401, 1001]);
    const history = (await get(b.token, '/api/core/chat/history/', { conversation_id: conversation })).body.data.list;
    expect(history.map((m: { body: string }) => m.body)).toEqual(['first', 'second']);
    expect(await counters(b.token)).toMatchObject({ TC: 2 });
  });
});

describe('history and conversations', () => {
  it('pages back with before, catches up with after, and keeps other people out', async () => {
    const { a, b } = await pair();
    for (let i = 0; i < 7; i++) await send(a.token, b.userId, `n${i}`);
    const conversation = (await post(b.token, '/api/core/chat/open/', { user_id: a.userId })).body.data.conversation_id;
    const latest = (await get(b.token, '/api/core/chat/history/', { conversation_id: conversation, limit: 3 })).body.data;
    expect(latest.list.map((m: { body: string }) => m.body)).toEqual(['n4', 'n5', 'n6']);
    expect(latest.has_more).toBe(true);
    const older = (await get(b.token, '/api/core/chat/history/', { conversation_id: conversation, before: latest.list[0].timetoken, limit: 10 })).body.data;
    expect(older.list.map((m: { body: string }) => m.body)).toEqual(['n0', 'n1', 'n2', 'n3']);
    expect(older.has_more).toBe(false);
    const catchUp = (await get(b.token, '/api/core/chat/history/', { conversation_id: conversation, after: older.list[1].timetoken })).body.data;
    expect(catchUp.list.map((m: { body: string }) => m.body)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
    const outsider = await signUp(t, `chat_out${pairNo}x`);
    const denied = await get(outsider.token, '/api/core/chat/history/', { conversation_id: conversation });
    expect([denied.status, denied.body.error.code]).toEqual([404, ERRORS.CONVERSATION_NOT_FOUND.code]);
  });

  it('lists conversations latest first with the peer, unread count and last message', async () => {
    const { a, b } = await pair();
    const c = await signUp(t, `chat_c${pairNo}x`);
    await send(b.token, a.userId, 'from b');
    await send(c.token, a.userId, 'from c');
    await send(c.token, a.userId, 'again c');
    const { body } = await get(a.token, '/api/core/chat/conversations/');
    expect(body.data.list.map((x: any) => [x.peer.id, x.unread, x.last_message.body])).toEqual([
      [c.userId, 2, 'again c'],
      [b.userId, 1, 'from b'],
    ]);
    const next = await get(a.token, '/api/core/chat/conversations/', {
      before_timetoken: body.data.list[0].last_timetoken,
      before_id: body.data.list[0].conversation_id,
    });
    expect(next.body.data.list.map((x: any) => x.peer.id)).toEqual([b.userId]);
  });
});

describe('unread counters', () => {
  it('read clears a conversation from TC; a muted conversation does not count in TC', async () => {
    const { a, b } = await pair();
    await send(a.token, b.userId, 'one');
    await send(a.token, b.userId, 'two');
    const conversation = (await post(b.token, '/api/core/chat/open/', { user_id: a.userId })).body.data;
    expect(conversation.unread).toBe(2);
    expect(await counters(b.token)).toMatchObject({ TC: 2 });
    await post(b.token, '/api/core/chat/mute/', { conversation_id: conversation.conversation_id, mute: true });
    expect(await counters(b.token)).toMatchObject({ TC: 0 });
    await send(a.token, b.userId, 'three');
    expect(await counters(b.token)).toMatchObject({ TC: 0 });
    await post(b.token, '/api/core/chat/mute/', { conversation_id: conversation.conversation_id, mute: false });
    expect(await counters(b.token)).toMatchObject({ TC: 3 });
    const read = await post(b.token, '/api/core/chat/read/', { conversation_id: conversation.conversation_id });
    expect(read.status).toBe(200);
    expect(await counters(b.token)).toMatchObject({ TC: 0 });
    expect((await post(b.token, '/api/core/chat/read/', { conversation_id: 99_999_999 })).status).toBe(404);
  });
});
