/** Paid chat (issue 7 item 2, ADR 071): priced media messages unlocked once, blocks, the allowance, media access. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import { fund, signUpCreator, socketOf, vaultImage } from '../../test/factories';
import type { TestServer } from '../../test/server';
import { balances, spend } from '../domain/money';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({ CREATOR_SHARE_PERCENT: '80' });
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
let n = 0;
const clientId = () => `paid-${Date.now()}-${n++}`;
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));
const get = async (token: string, path: string, params: Record<string, unknown> = {}) => json(await t.call('GET', path, params, withToken(token)));
const person = (prefix: string) => signUp(t, `${prefix}${++n}x${Math.floor(Math.random() * 1e5)}`);
const send = (token: string, to: number, params: Record<string, unknown> = {}) =>
  post(token, '/api/core/chat/send/', { to_user_id: to, client_id: clientId(), body: 'hi', ...params });
const unlock = (token: string, messageId: number, key = randomUUID()) => post(token, '/api/core/chat/unlock/', { message_id: messageId, idem_key: key });
/** A chat image's variant through the message it came in (ADR 088). */
const variant = (token: string, messageId: number, mediaId: number) => fetch(`${t.url}/media/m/${messageId}/${mediaId}/w_160,h_0`, withToken(token));

describe('paid messages', () => {
  it('a creator sends a priced media message: locked for the fan (404 on the media) until one of 10 concurrent unlocks pays, once', async () => {
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const fan = await person('payer');
    await fund(t, fan.userId, 100);
    const mediaId = await vaultImage(t, maker.userId, { purpose: 'chat' });
    const [fanSocket, makerSocket] = await Promise.all([socketOf(t, fan.token), socketOf(t, maker.token)]);
    const toFan = new Promise<any>((resolve) => fanSocket.on('chat_message', resolve));
    const toMaker = new Promise<any>((resolve) => makerSocket.on('chat_message', resolve));
    const sent = await send(maker.token, fan.userId, { body: 'for you', price: 30, media_ids: [mediaId] });
    expect(sent.status).toBe(200);
    // Each side gets its own view on chat_message: the body never reaches the fan before paying.
    expect(await toFan).toMatchObject({ locked: true, body: '', price: 30 });
    expect(await toMaker).toMatchObject({ locked: false, body: 'for you' });
    fanSocket.close();
    makerSocket.close();
    expect(sent.body.data.message).toMatchObject({ price: 30, locked: false, body: 'for you', media: [{ media_id: mediaId, kind: 1 }] });
    const messageId = sent.body.data.message.id as number;
    // The URL names the message; the fan gets none while it is locked.
    expect(sent.body.data.message.media[0].url).toBe(`/media/m/${messageId}/${mediaId}`);

    const history = async (token: string) =>
      (await get(token, '/api/core/chat/history/', { conversation_id: sent.body.data.message.conversation_id })).body.data.list;
    expect((await history(fan.token))[0]).toMatchObject({ price: 30, locked: true, body: '', media: [{ media_id: mediaId, url: null }] });
    expect((await history(maker.token))[0]).toMatchObject({ locked: false, body: 'for you' });
    expect((await variant(fan.token, messageId, mediaId)).status).toBe(404);
    expect((await variant(maker.token, messageId, mediaId)).status).toBe(200);

    const results = await Promise.all(Array.from({ length: 10 }, () => unlock(fan.token, sent.body.data.message.id)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.data.charged)).toHaveLength(1);
    for (const r of results) expect(r.body.data.message).toMatchObject({ locked: false, body: 'for you' });
    expect((await balances(db(), fan.userId)).wallet).toBe(70);
    expect((await balances(db(), maker.userId)).earnings).toBe(24);
    expect((await history(fan.token))[0]).toMatchObject({ locked: false, body: 'for you', media: [{ url: `/media/m/${messageId}/${mediaId}` }] });
    expect((await variant(fan.token, messageId, mediaId)).status).toBe(200);
    // A stranger still cannot see it.
    const stranger = await person('stranger');
    expect((await variant(stranger.token, messageId, mediaId)).status).toBe(404);
    expect((await unlock(stranger.token, sent.body.data.message.id)).body.error.code).toBe(ERRORS.CHAT_MESSAGE_NOT_FOUND.code);
  });

  it('a free media message can be seen by its recipient; prices are for creators; only own media', async () => {
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const fan = await person('viewer');
    const mediaId = await vaultImage(t, maker.userId, { purpose: 'chat' });
    const free = await send(maker.token, fan.userId, { body: '', media_ids: [mediaId] });
    expect(free.status).toBe(200);
    expect((await variant(fan.token, free.body.data.message.id, mediaId)).status).toBe(200);
    const priced = await send(fan.token, maker.userId, { price: 5 });
    expect(priced.status).toBe(403);
    expect(priced.body.error.code).toBe(ERRORS.CHAT_PRICE_CREATOR_ONLY.code);
    const theirs = await send(fan.token, maker.userId, { media_ids: [mediaId] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe(ERRORS.MEDIA_NOT_FOUND.code);
  });

  it('a fan attaches a photo they uploaded: the recipient (creator or fan) sees it, nobody else does', async () => {
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const fan = await person('attacher');
    const friend = await person('friend');
    const stranger = await person('outsider');
    const photo = await vaultImage(t, fan.userId, { purpose: 'chat' });
    const toCreator = await send(fan.token, maker.userId, { body: '', media_ids: [photo] });
    expect(toCreator.status).toBe(200);
    expect(toCreator.body.data.message).toMatchObject({ body: '', price: 0, locked: false, media: [{ media_id: photo, kind: 1 }] });
    const first = toCreator.body.data.message.id as number;
    expect((await variant(maker.token, first, photo)).status).toBe(200);
    expect((await variant(fan.token, first, photo)).status).toBe(200);
    expect((await variant(stranger.token, first, photo)).status).toBe(404);
    expect((await variant(friend.token, first, photo)).status).toBe(404);
    const toFriend = await send(fan.token, friend.userId, { body: 'look', media_ids: [photo] });
    expect(toFriend.status).toBe(200);
    expect((await variant(friend.token, toFriend.body.data.message.id, photo)).status).toBe(200);
    // Through the message to the creator, the friend still gets nothing: access is per message.
    expect((await variant(friend.token, first, photo)).status).toBe(404);
    expect((await variant(stranger.token, toFriend.body.data.message.id, photo)).status).toBe(404);
  });

  it('an unlock without enough coins is refused and nothing is recorded', async () => {
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const fan = await person('poor');
    await fund(t, fan.userId, 5);
    const sent = await send(maker.token, fan.userId, { price: 30 });
    const r = await unlock(fan.token, sent.body.data.message.id);
    expect(r.status).toBe(402);
    expect((await balances(db(), fan.userId)).wallet).toBe(5);
    const rows = await db().execute(sql`select count(*)::int as n from message_unlocks where user_id = ${fan.userId}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});

describe('blocks', () => {
  it('blocked users cannot message each other, either way, until unblocked; the list shows them', async () => {
    const a = await person('blocker');
    const b = await person('blocked');
    expect((await send(a.token, b.userId)).status).toBe(200);
    expect((await post(a.token, '/api/core/user/block/', { user_id: b.userId })).status).toBe(200);
    const mine = await send(a.token, b.userId);
    expect(mine.status).toBe(403);
    expect(mine.body.error).toMatchObject({ code: ERRORS.CHAT_BLOCKED_BY_ME.code, message: ERRORS.CHAT_BLOCKED_BY_ME.message });
    const theirs = await send(b.token, a.userId);
    expect(theirs.body.error.code).toBe(ERRORS.CHAT_BLOCKED_BY_PEER.code);
    expect((await get(a.token, '/api/core/user/blocked/')).body.data.list).toMatchObject([{ id: b.userId }]);
    expect((await get(b.token, '/api/core/user/blocked/')).body.data.list).toEqual([]);
    const opened = await post(b.token, '/api/core/chat/open/', { user_id: a.userId });
    expect(opened.body.data.allowance.blocked).toBe('by_peer');
    expect((await post(a.token, '/api/core/user/block/', { user_id: a.userId })).body.error.code).toBe(ERRORS.BLOCK_SELF.code);
    await post(a.token, '/api/core/user/unblock/', { user_id: b.userId });
    expect((await send(b.token, a.userId)).status).toBe(200);
  });

  it('unlocking a message from a user one has blocked is refused', async () => {
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const fan = await person('blockfan');
    await fund(t, fan.userId, 50);
    const sent = await send(maker.token, fan.userId, { price: 10 });
    await post(fan.token, '/api/core/user/block/', { user_id: maker.userId });
    const r = await unlock(fan.token, sent.body.data.message.id);
    expect(r.body.error.code).toBe(ERRORS.PAYMENT_BLOCKED.code);
    expect((await balances(db(), fan.userId)).wallet).toBe(50);
  });
});

describe('spenders', () => {
  it("a fan who has spent on the creator is marked has_spent and counts in the creator's SC; one who has not, in TC only", async () => {
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const spender = await person('spender');
    const other = await person('looker');
    await fund(t, spender.userId, 10);
    // Both have talked to the creator before, so their next messages take the one-statement path.
    expect((await send(spender.token, maker.userId)).body.data.message.has_spent).toBe(false);
    expect((await send(other.token, maker.userId)).body.data.message.has_spent).toBe(false);
    const before = (await get(maker.token, '/api/core/system/init/')).body.data;
    await spend(db(), t.config, { fanId: spender.userId, creatorId: maker.userId, coins: 3, kind: 'tip', idemKey: randomUUID() });
    const spent = await send(spender.token, maker.userId);
    expect(spent.body.data).toMatchObject({ created: true, message: { has_spent: true } });
    expect((await send(other.token, maker.userId)).body.data.message.has_spent).toBe(false);
    const after = (await get(maker.token, '/api/core/system/init/')).body.data;
    expect(after.TC - before.TC).toBe(2);
    expect(after.SC - before.SC).toBe(1);
    // The creator's answer: the creator has not spent on the fan.
    expect((await send(maker.token, spender.userId)).body.data.message.has_spent).toBe(false);
  });
});

describe('the allowance of non-members', () => {
  it('free messages, then the creator price per message (once per client id), then unlimited once they have spent', async () => {
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const fan = await person('chatty');
    // Settings: creators only, validated.
    expect((await post(fan.token, '/api/core/chat/settings/save/', { price: 5, free_messages: 2 })).body.error.code).toBe(ERRORS.CHAT_PRICE_CREATOR_ONLY.code);
    const bad = await post(maker.token, '/api/core/chat/settings/save/', { price: -1, free_messages: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/price/);
    expect((await get(maker.token, '/api/core/chat/settings/')).body.data).toEqual({ price: 0, free_messages: 3, allow_paid_messages: true });
    const saved = await post(maker.token, '/api/core/chat/settings/save/', { price: 7, free_messages: 2 });
    expect(saved.body.data).toEqual({ price: 7, free_messages: 2, allow_paid_messages: true });

    const open = async () => (await post(fan.token, '/api/core/chat/open/', { user_id: maker.userId })).body.data.allowance;
    expect(await open()).toEqual({ free_left: 2, price: 7, blocked: 'none' });
    expect((await send(fan.token, maker.userId)).status).toBe(200);
    expect((await send(fan.token, maker.userId)).status).toBe(200);
    expect(await open()).toEqual({ free_left: 0, price: 7, blocked: 'none' });
    // No coins: refused, nothing stored.
    const refused = await send(fan.token, maker.userId);
    expect(refused.status).toBe(402);
    await fund(t, fan.userId, 20);
    const id = clientId();
    const paid = await Promise.all(Array.from({ length: 4 }, () => send(fan.token, maker.userId, { client_id: id })));
    expect(paid.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(paid.filter((p) => p.body.data.created)).toHaveLength(1);
    expect((await balances(db(), fan.userId)).wallet).toBe(13);
    expect(paid[0].body.data.message.has_spent).toBe(true);
    // Spent on the creator: unlimited from now on.
    expect(await open()).toEqual({ free_left: null, price: 0, blocked: 'none' });
    expect((await send(fan.token, maker.userId)).status).toBe(200);
    expect((await balances(db(), fan.userId)).wallet).toBe(13);
    // The creator writes back freely.
    expect((await send(maker.token, fan.userId)).status).toBe(200);
  });

  it('members are not limited (the membership port)', async () => {
    const { createChatService } = await import('../domain/chat');
    const maker = await signUpCreator(t, `maker${++n}x${Math.floor(Math.random() * 1e5)}`);
    const fan = await person('member');
    await post(maker.token, '/api/core/chat/settings/save/', { price: 9, free_messages: 0 });
    const chat = createChatService({ db: db(), deliver: () => undefined, isMember: async (f, c) => f === fan.userId && c === maker.userId, money: t.config });
    const me = { user_id: fan.userId, user_name: 'x', nickname: 'x', portrait: '', bio: '', user_role: 0 as const, is_anonymous: false, referrer_code: null };
    const r = await chat.send(me, { to_user_id: maker.userId, client_id: clientId(), msg_type: 1, body: 'member hi' });
    expect(r.created).toBe(true);
    expect((await balances(db(), fan.userId)).wallet).toBe(0);
  });
});
