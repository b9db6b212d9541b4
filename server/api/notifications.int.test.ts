/** Notifications, email settings and web push (issue 7 items 4 and 6, ADR 072). */
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { coinsForDollars, DAY_MS } from '../../common/memberships';
import { NOTIFY_TYPE } from '../../common/notifications';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import { socketOf } from '../../test/factories';
import type { TestServer } from '../../test/server';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { buyCoins } from '../domain/money';
import { joinMembership, setMembershipPrice } from '../domain/money/memberships';
import { SANDBOX_PAYMENT_METHODS } from '../domain/money/payments';

/** A stand-in for a browser's push service: records what it is sent; /gone/... answers 410. */
interface PushHit {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
let pushHits: PushHit[] = [];
const pushServer = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    pushHits.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
    res.end();
  });
});
let pushOrigin = '';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  // The renewal job runs often, so a due membership is renewed (or fails) within the test, through the app's own wiring.
  t = await startIdentityServer({ PUSH_ENDPOINT_ORIGINS: pushOrigin, PUBLIC_URL: 'https://fans.example', MEMBERSHIP_RENEWAL_INTERVAL_MS: '150' });
});
afterAll(async () => {
  await t?.close();
  pushServer.close();
});

const post = async (token: string | undefined, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));
const get = async (token: string | undefined, path: string, params: Record<string, unknown> = {}) => json(await t.call('GET', path, params, withToken(token)));
const tn = async (token: string) => (await get(token, '/api/core/system/init/')).body.data.TN as number;
const outbox = async () => (await json(await fetch(`${t.url}/api/dev/outbox`))).body.data.list as { to: string; subject: string; text: string }[];

let n = 0;
const user = () => signUp(t, `notify_u${++n}x`);

/** A browser's push subscription: its P-256 key pair and auth secret. */
function browserSubscription(path = `/push/${randomBytes(6).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { endpoint: `${pushOrigin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
  };
}

/** RFC 8291 / 8188 decryption, as the browser does it: proves the request is a real encrypted Web Push. */
function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

describe('notify', () => {
  it("stores, raises TN, and emits realtime_notify to the user's open socket (and no push)", async () => {
    const u = await user();
    const sub = browserSubscription();
    expect(
      (await post(u.token, '/api/core/push/add_device_installation/', { installation_id: 'inst-1', device_id: `dev-${u.userId}`, subscription: sub.json }))
        .status,
    ).toBe(200);
    const socket = await socketOf(t, u.token);
    const received = new Promise<any>((resolve) => socket.on('realtime_notify', resolve));
    pushHits = [];
    const result = await t.server.services.notifications.notify(u.userId, {
      notifyType: NOTIFY_TYPE.Live,
      content: { title: 'Gold Creator is live', summary: 'Join now' },
      link: '/live/join_live?id=3',
      showSeconds: 3,
      meta: { tokens: 12 },
    });
    expect(result?.pushed).toBe(false);
    const payload = await received;
    expect(payload).toMatchObject({
      notify_type: 20,
      is_show: 1,
      is_add: 1,
      show_seconds: 3,
      link: '/live/join_live?id=3',
      meta: { tokens: 12 },
      content: { title: 'Gold Creator is live', summary: 'Join now' },
    });
    expect(pushHits).toEqual([]);
    expect(await tn(u.token)).toBe(1);
    const list = (await get(u.token, '/api/core/notify/list/')).body.data;
    expect(list).toMatchObject({ TN: 1, has_more: false, list: [{ id: payload.id, notify_type: 20, read: false, meta: { tokens: 12 } }] });
    socket.close();
  });

  it('a repeated dedupe key is one notification and raises TN once', async () => {
    const u = await user();
    const once = () =>
      t.server.services.notifications.notify(u.userId, { notifyType: NOTIFY_TYPE.PaymentFailed, content: { title: 'Payment failed' }, dedupeKey: 'renewal:7' });
    const results = await Promise.all([once(), once(), once()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await tn(u.token)).toBe(1);
  });

  it('read lowers TN by what was unread; all read sets it to 0; pages go back by id', async () => {
    const u = await user();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.server.services.notifications.notify(u.userId, { notifyType: NOTIFY_TYPE.LiveStartsIn3Minutes, content: { title: `n${i}` } });
      ids.push(r!.notification.id);
    }
    expect(await tn(u.token)).toBe(5);
    const read = await post(u.token, '/api/core/notify/read/', { ids: [ids[0], ids[1]] });
    expect(read.body.data).toEqual({ read: 2, TN: 3 });
    // Reading them again changes nothing.
    expect((await post(u.token, '/api/core/notify/read/', { ids: [ids[0]] })).body.data).toEqual({ read: 0, TN: 3 });
    const first = (await get(u.token, '/api/core/notify/list/', { limit: 3 })).body.data;
    expect(first.list.map((x: { content: { title: string } }) => x.content.title)).toEqual(['n4', 'n3', 'n2']);
    expect(first.has_more).toBe(true);
    const next = (await get(u.token, '/api/core/notify/list/', { limit: 3, before_id: first.list[2].id })).body.data;
    expect(next.list.map((x: { read: boolean }) => x.read)).toEqual([true, true]);
    expect((await post(u.token, '/api/core/notify/read/', { all: true })).body.data).toEqual({ read: 3, TN: 0 });
    const bad = await post(u.token, '/api/core/notify/read/', {});
    expect([bad.status, bad.body.error.field]).toEqual([400, 'ids']);
    // Someone else's ids are not theirs to read.
    const other = await user();
    const theirs = await t.server.services.notifications.notify(other.userId, { notifyType: 28, content: { title: 'x' } });
    expect((await post(u.token, '/api/core/notify/read/', { ids: [theirs!.notification.id] })).body.data.read).toBe(0);
    expect(await tn(other.token)).toBe(1);
  });

  it('a tip notifies the creator with the amount and tells both pages their user changed', async () => {
    const fan = await user();
    const creator = await user();
    await t.server.database.db.update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    const [creatorSocket, fanSocket] = await Promise.all([socketOf(t, creator.token), socketOf(t, fan.token)]);
    const notified = new Promise<any>((resolve) => creatorSocket.on('realtime_notify', resolve));
    const creatorChanged = new Promise<any>((resolve) => creatorSocket.on('user_info_change', resolve));
    const fanChanged = new Promise<any>((resolve) => fanSocket.on('user_info_change', resolve));
    const bought = await post(fan.token, '/api/pay/coins/buy', {
      coins: 50,
      payment_method: SANDBOX_PAYMENT_METHODS.succeeds,
      idem_key: `buy-${fan.userId}-abcdefgh`,
    });
    expect(bought.status).toBe(200);
    expect(await fanChanged).toEqual({ user_id: fan.userId });
    const tip = await post(fan.token, '/api/pay/tip', { creator_id: creator.userId, coins: 7, idem_key: `tip-${fan.userId}-abcdefgh` });
    expect(tip.status).toBe(200);
    expect(await notified).toMatchObject({ notify_type: NOTIFY_TYPE.Tip, is_show: 1, meta: { tokens: 7 }, link: expect.stringContaining('/@notify_u') });
    expect(await creatorChanged).toEqual({ user_id: creator.userId });
    // The same request again (a retry) is not a second notification.
    await post(fan.token, '/api/pay/tip', { creator_id: creator.userId, coins: 7, idem_key: `tip-${fan.userId}-abcdefgh` });
    expect(await tn(creator.token)).toBe(1);
    creatorSocket.close();
    fanSocket.close();
  });
});

describe('membership renewal notices', () => {
  it('a renewal the wallet cannot pay raises TN, emits realtime_notify 27 to the fan and mails the payments category', async () => {
    const creator = await user();
    const fan = await user();
    const db = t.server.database.db;
    await db.update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    await setMembershipPrice(db, { userId: creator.userId, role: 1 }, 3);
    const price = coinsForDollars(3, t.config.COIN_PRICE_CENTS);
    // Exactly the price: the first period is paid, nothing is left for the renewal.
    await buyCoins(db, t.config, { userId: fan.userId, coins: price, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: `fund-${fan.userId}-abcdefgh` });
    const socket = await socketOf(t, fan.token);
    const received: any[] = [];
    socket.on('realtime_notify', (n) => received.push(n));
    // Joined 30 days and a minute ago: the renewal is due now.
    await joinMembership(
      db,
      t.config,
      { fanId: fan.userId, creatorId: creator.userId, idemKey: `join-${fan.userId}-abcdefgh` },
      new Date(Date.now() - 30 * DAY_MS - 60_000),
    );
    for (let i = 0; i < 100 && !received.some((n) => n.notify_type === NOTIFY_TYPE.PaymentFailed); i++) await new Promise((r) => setTimeout(r, 50));
    const failed = received.find((n) => n.notify_type === NOTIFY_TYPE.PaymentFailed);
    expect(failed).toMatchObject({
      is_show: 1,
      is_add: 1,
      link: expect.stringMatching(/^\/subs\/subs_detail\?id=\d+$/),
      content: { title: 'Membership payment failed' },
    });
    expect(await tn(fan.token)).toBe(1);
    // The mail goes out after the emit: wait for it too.
    const paymentMail = async () => (await outbox()).find((m) => m.to === fan.email.toLowerCase() && m.subject === 'Membership payment failed');
    for (let i = 0; i < 100 && !(await paymentMail()); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await paymentMail())?.text).toMatch(/manage\/email\/unsubscribe\?token=\d+\.payments\./);
    // Later passes retry the charge but do not tell the fan again.
    await new Promise((r) => setTimeout(r, 400));
    expect(received.filter((n) => n.notify_type === NOTIFY_TYPE.PaymentFailed)).toHaveLength(1);
    expect(await tn(fan.token)).toBe(1);
    socket.close();
  });
});

describe('chat notifications', () => {
  const creatorOf = async () => {
    const c = await user();
    await t.server.database.db.update(users).set({ userRole: 1 }).where(eq(users.id, c.userId));
    return c;
  };
  const fund = (userId: number, coins: number) =>
    buyCoins(t.server.database.db, t.config, {
      userId,
      coins,
      paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds,
      idemKey: `fund-${userId}-${Math.random().toString(36).slice(2, 12)}`,
    });
  const waitFor = async <T>(list: T[], test: (x: T) => boolean) => {
    for (let i = 0; i < 100 && !list.some(test); i++) await new Promise((r) => setTimeout(r, 20));
    return list.find(test);
  };

  it('a message emits a type-10 banner to the recipient (meta.conversation_id, the chat link; not stored, TN unchanged) and none to the sender', async () => {
    const a = await user();
    const b = await user();
    const [sa, sb] = await Promise.all([socketOf(t, a.token), socketOf(t, b.token)]);
    const toA: any[] = [];
    const toB: any[] = [];
    sa.on('realtime_notify', (n) => toA.push(n));
    sb.on('realtime_notify', (n) => toB.push(n));
    const sent = await post(a.token, '/api/core/chat/send/', { to_user_id: b.userId, client_id: `banner-${a.userId}-x1`, body: 'hello there' });
    expect(sent.status).toBe(200);
    const banner = await waitFor(toB, (n) => n.notify_type === NOTIFY_TYPE.Chat);
    expect(banner).toMatchObject({
      id: 0,
      is_show: 1,
      is_add: 0,
      link: `/chatRoom?activeContactId=${a.userId}`,
      meta: { conversation_id: sent.body.data.message.conversation_id },
      content: { title: 'New Fan', summary: 'hello there' },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(toA).toEqual([]);
    expect(await tn(b.token)).toBe(0);
    expect((await get(b.token, '/api/core/notify/list/')).body.data.list).toEqual([]);
    // A muted conversation gets no banner.
    await post(b.token, '/api/core/chat/mute/', { conversation_id: sent.body.data.message.conversation_id, mute: true });
    await post(a.token, '/api/core/chat/send/', { to_user_id: b.userId, client_id: `banner-${a.userId}-x2`, body: 'muted now' });
    await new Promise((r) => setTimeout(r, 150));
    expect(toB.filter((n) => n.notify_type === NOTIFY_TYPE.Chat)).toHaveLength(1);
    sa.close();
    sb.close();
  });

  it('unlocking a paid message tells its sender (type 5, meta.tokens and conversation_id, TN +1)', async () => {
    const creator = await creatorOf();
    const fan = await user();
    await fund(fan.userId, 50);
    const socket = await socketOf(t, creator.token);
    const received: any[] = [];
    socket.on('realtime_notify', (n) => received.push(n));
    const paid = await post(creator.token, '/api/core/chat/send/', {
      to_user_id: fan.userId,
      client_id: `paid-${creator.userId}-x1`,
      body: 'secret',
      price: 12,
    });
    expect(paid.status).toBe(200);
    const unlocked = await post(fan.token, '/api/core/chat/unlock/', { message_id: paid.body.data.message.id, idem_key: `unlock-${fan.userId}-abcdefgh` });
    expect(unlocked.status).toBe(200);
    const notice = await waitFor(received, (n) => n.notify_type === NOTIFY_TYPE.ChatUnlocked);
    expect(notice).toMatchObject({
      is_show: 1,
      is_add: 1,
      link: `/chatRoom?activeContactId=${fan.userId}`,
      meta: { tokens: 12, conversation_id: paid.body.data.message.conversation_id },
    });
    expect(await tn(creator.token)).toBe(1);
    // The same unlock again charges nothing and tells nobody.
    await post(fan.token, '/api/core/chat/unlock/', { message_id: paid.body.data.message.id, idem_key: `unlock-${fan.userId}-abcdefgh` });
    await new Promise((r) => setTimeout(r, 100));
    expect(await tn(creator.token)).toBe(1);
    socket.close();
  });

  it('a fan paying the chat price past the allowance tells the creator (type 8, stored, no banner); free messages do not', async () => {
    const creator = await creatorOf();
    const fan = await user();
    await fund(fan.userId, 50);
    await post(creator.token, '/api/core/chat/settings/save/', { price: 4, free_messages: 1 });
    const socket = await socketOf(t, creator.token);
    const received: any[] = [];
    socket.on('realtime_notify', (n) => received.push(n));
    await post(fan.token, '/api/core/chat/send/', { to_user_id: creator.userId, client_id: `allow-${fan.userId}-x1`, body: 'free one' });
    const charged = await post(fan.token, '/api/core/chat/send/', { to_user_id: creator.userId, client_id: `allow-${fan.userId}-x2`, body: 'paid one' });
    expect(charged.status).toBe(200);
    const notice = await waitFor(received, (n) => n.notify_type === NOTIFY_TYPE.ChatPaid);
    expect(notice).toMatchObject({ is_show: 0, is_add: 1, meta: { tokens: 4, conversation_id: charged.body.data.message.conversation_id } });
    // Now a spender: the next messages are free, and nothing more is told.
    await post(fan.token, '/api/core/chat/send/', { to_user_id: creator.userId, client_id: `allow-${fan.userId}-x3`, body: 'after paying' });
    await new Promise((r) => setTimeout(r, 150));
    expect(received.filter((n) => n.notify_type === NOTIFY_TYPE.ChatPaid)).toHaveLength(1);
    expect(await tn(creator.token)).toBe(1);
    socket.close();
  });

  it('an offline recipient gets one "new message" email per conversation per hour, with the unsubscribe link; an unsubscribed one gets none', async () => {
    const sender = await user();
    const subscribed = await user();
    const unsubscribed = await user();
    await post(unsubscribed.token, '/api/core/notify/email/settings/', { category: 'messages', subscribed: false });
    for (const [to, i] of [
      [subscribed, 1],
      [subscribed, 2],
      [unsubscribed, 3],
    ] as const) {
      expect(
        (await post(sender.token, '/api/core/chat/send/', { to_user_id: to.userId, client_id: `mail-${sender.userId}-x${i}`, body: `message ${i}` })).status,
      ).toBe(200);
    }
    const mailsTo = async (u: { email: string }) => (await outbox()).filter((m) => m.to === u.email.toLowerCase() && m.subject.startsWith('New message from'));
    for (let i = 0; i < 50 && (await mailsTo(subscribed)).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    const mails = await mailsTo(subscribed);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('message 1');
    expect(mails[0].text).toContain(`/chatRoom?activeContactId=${sender.userId}`);
    expect(mails[0].text).toMatch(/https:\/\/fans\.example\/manage\/email\/unsubscribe\?token=\d+\.messages\./);
    expect(await mailsTo(unsubscribed)).toEqual([]);
    // A recipient with the page open gets the banner instead of an email.
    const online = await user();
    const socket = await socketOf(t, online.token);
    await post(sender.token, '/api/core/chat/send/', { to_user_id: online.userId, client_id: `mail-${sender.userId}-x4`, body: 'you are here' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(online)).toEqual([]);
    socket.close();
  });

  it('a tip and a new member mail the creator (activity)', async () => {
    const creator = await creatorOf();
    const fan = await user();
    await fund(fan.userId, 100);
    expect((await post(fan.token, '/api/pay/tip', { creator_id: creator.userId, coins: 5, idem_key: `tip-${fan.userId}-mailtest` })).status).toBe(200);
    await setMembershipPrice(t.server.database.db, { userId: creator.userId, role: 1 }, 2);
    const joined = await post(fan.token, '/api/core/membership/join/', { creator_id: creator.userId, idem_key: `join-${fan.userId}-mailtest` });
    expect(joined.status).toBe(200);
    const subjects = (await outbox()).filter((m) => m.to === creator.email.toLowerCase()).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['New Fan sent you a tip', 'New Fan joined your membership']));
    const list = (await get(creator.token, '/api/core/notify/list/')).body.data.list;
    expect(list.map((n: { notify_type: number }) => n.notify_type)).toEqual([NOTIFY_TYPE.NewMember, NOTIFY_TYPE.Tip]);
  });
});

describe('web push', () => {
  it('serves a VAPID key that stays the same', async () => {
    const a = (await get(undefined, '/api/core/push/vapid_public_key/')).body.data.public_key;
    expect(Buffer.from(a, 'base64url')).toHaveLength(65);
    expect((await get(undefined, '/api/core/push/vapid_public_key/')).body.data.public_key).toBe(a);
  });

  it('a user with no open socket gets an encrypted Web Push (VAPID, aes128gcm, TTL) at their device', async () => {
    const u = await user();
    const sub = browserSubscription();
    await post(u.token, '/api/core/push/add_device_installation/', { installation_id: 'inst-2', device_id: `dev-${u.userId}`, subscription: sub.json });
    pushHits = [];
    const result = await t.server.services.notifications.notify(u.userId, {
      notifyType: 28,
      content: { title: 'Live in 3 minutes', summary: 'Gold Creator' },
      link: '/live',
    });
    expect(result?.pushed).toBe(true);
    expect(pushHits).toHaveLength(1);
    const hit = pushHits[0];
    expect(hit.path).toBe(new URL(sub.json.endpoint).pathname);
    expect(hit.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(hit.headers.ttl)).toBeGreaterThan(0);
    expect(hit.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const vapidKey = (await get(undefined, '/api/core/push/vapid_public_key/')).body.data.public_key;
    expect(hit.headers.authorization).toContain(`k=${vapidKey}`);
    // The JWT's audience is the push service's origin.
    const jwt = JSON.parse(Buffer.from(/t=([^,]+)/.exec(hit.headers.authorization!)![1].split('.')[1], 'base64url').toString());
    expect(jwt.aud).toBe(pushOrigin);
    expect(JSON.parse(decryptPush(hit.body, sub.ecdh, sub.auth))).toMatchObject({ title: 'Live in 3 minutes', body: 'Gold Creator', link: '/live' });
  });

  it('a chat message to a user with no socket is pushed too', async () => {
    const a = await user();
    const b = await user();
    const sub = browserSubscription();
    await post(b.token, '/api/core/push/add_device_installation/', { installation_id: 'inst-3', device_id: `dev-${b.userId}`, subscription: sub.json });
    pushHits = [];
    await post(a.token, '/api/core/chat/send/', { to_user_id: b.userId, client_id: `push-${a.userId}-x1`, body: 'are you there?' });
    for (let i = 0; i < 50 && pushHits.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(JSON.parse(decryptPush(pushHits[0].body, sub.ecdh, sub.auth))).toMatchObject({
      body: 'are you there?',
      link: `/chatRoom?activeContactId=${a.userId}`,
    });
  });

  it('a subscription the push service calls gone (410) is removed; del_device_installation removes one', async () => {
    const u = await user();
    const gone = browserSubscription(`/gone/${u.userId}`);
    await post(u.token, '/api/core/push/add_device_installation/', { installation_id: 'i', device_id: `gone-${u.userId}`, subscription: gone.json });
    const r1 = await t.server.services.push.sendToUser(u.userId, { title: 'x' });
    expect(r1).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await t.server.services.push.sendToUser(u.userId, { title: 'x' })).toEqual({ sent: 0, removed: 0, failed: 0 });
    const sub = browserSubscription();
    await post(u.token, '/api/core/push/add_device_installation/', { installation_id: 'i', device_id: `keep-${u.userId}`, subscription: sub.json });
    const other = await user();
    expect((await post(other.token, '/api/core/push/del_device_installation/', { device_id: `keep-${u.userId}` })).body.data.removed).toBe(false);
    expect((await post(u.token, '/api/core/push/del_device_installation/', { device_id: `keep-${u.userId}` })).body.data.removed).toBe(true);
    expect(await t.server.services.push.sendToUser(u.userId, { title: 'x' })).toEqual({ sent: 0, removed: 0, failed: 0 });
  });

  it('refuses endpoints that are not push services and malformed keys, naming the field', async () => {
    const u = await user();
    const sub = browserSubscription();
    const add = (subscription: unknown) => post(u.token, '/api/core/push/add_device_installation/', { installation_id: 'i', device_id: 'd', subscription });
    const internal = await add({ ...sub.json, endpoint: 'http://169.254.169.254/latest' });
    expect([internal.status, internal.body.error.code, internal.body.error.field]).toEqual([
      400,
      ERRORS.PUSH_SUBSCRIPTION_INVALID.code,
      'subscription.endpoint',
    ]);
    const key = await add({ ...sub.json, keys: { ...sub.json.keys, p256dh: 'abc' } });
    expect([key.status, key.body.error.field]).toEqual([400, 'subscription.keys.p256dh']);
    const missing = await post(u.token, '/api/core/push/add_device_installation/', { installation_id: 'i', device_id: 'd' });
    expect([missing.status, missing.body.error.field]).toEqual([400, 'subscription']);
    expect((await post(undefined, '/api/core/push/add_device_installation/', { installation_id: 'i', device_id: 'd', subscription: sub.json })).status).toBe(
      401,
    );
  });
});

describe('email notification settings', () => {
  it('toggles per category; a notification email is sent only when subscribed, with an unsubscribe link that works without login', async () => {
    const u = await user();
    const settings = (await get(u.token, '/api/core/notify/email/settings/')).body.data;
    expect(settings.email).toBe(u.email.toLowerCase());
    expect(settings.categories).toContainEqual({ category: 'payments', subscribed: true });

    await t.server.services.notifications.notify(u.userId, {
      notifyType: NOTIFY_TYPE.PaymentFailed,
      content: { title: 'Payment failed', summary: 'Your renewal could not be charged.' },
      email: true,
    });
    const outbox = (await json(await fetch(`${t.url}/api/dev/outbox`))).body.data.list;
    const mail = outbox.find((m: { to: string; subject: string }) => m.to === u.email.toLowerCase() && m.subject === 'Payment failed');
    expect(mail.text).toContain('Your renewal could not be charged.');
    const link = /https:\/\/fans\.example\/manage\/email\/unsubscribe\?token=(\S+)/.exec(mail.text)!;
    const token = decodeURIComponent(link[1]);

    expect((await get(undefined, '/api/core/notify/email/link/', { token })).body.data).toMatchObject({ category: 'payments', subscribed: true });
    const off = await post(undefined, '/api/core/notify/email/unsubscribe/', { token });
    expect(off.body.data).toMatchObject({ category: 'payments', subscribed: false, email: expect.stringMatching(/^\w\*\*\*@example\.com$/) });
    expect((await get(u.token, '/api/core/notify/email/settings/')).body.data.categories).toContainEqual({ category: 'payments', subscribed: false });
    expect(await t.server.services.email.send(u.userId, 'payments', { subject: 'Again', text: 'x' })).toBe('unsubscribed');

    const on = await post(undefined, '/api/core/notify/email/resubscribe/', { token });
    expect(on.body.data).toMatchObject({ category: 'payments', subscribed: true });
    expect(await t.server.services.email.send(u.userId, 'payments', { subject: 'Again', text: 'x' })).toBe('sent');

    const changed = await post(u.token, '/api/core/notify/email/settings/', { category: 'news', subscribed: false });
    expect(changed.body.data.categories).toContainEqual({ category: 'news', subscribed: false });
    const badCategory = await post(u.token, '/api/core/notify/email/settings/', { category: 'spam', subscribed: false });
    expect([badCategory.status, badCategory.body.error.field]).toEqual([400, 'category']);
  });

  it('a forged or damaged token is a clear 400, and changes nothing', async () => {
    const u = await user();
    const good = await t.server.services.email.token(u.userId, 'activity');
    const other = await user();
    const forged = good.replace(`${u.userId}.`, `${other.userId}.`);
    for (const token of [forged, good.replace('activity', 'news'), 'nonsense', `${good}x`]) {
      const r = await post(undefined, '/api/core/notify/email/unsubscribe/', { token });
      expect([r.status, r.body.error.code, r.body.error.message]).toEqual([400, ERRORS.EMAIL_LINK_INVALID.code, ERRORS.EMAIL_LINK_INVALID.message]);
    }
    const missing = await post(undefined, '/api/core/notify/email/resubscribe/', {});
    expect([missing.status, missing.body.error.field]).toEqual([400, 'token']);
    expect((await get(other.token, '/api/core/notify/email/settings/')).body.data.categories.every((c: { subscribed: boolean }) => c.subscribed)).toBe(true);
  });
});
