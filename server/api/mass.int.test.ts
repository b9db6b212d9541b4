/** Mass messages (issue 7): rules at creation, delivery by the job once per recipient, resumable after a crash. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { MASS_STATUS } from '../../common/mass';
import { follows, massMessages, messages, userBlocks, users } from '../db/schema';
import { chatDelivery, createMassService, massClientId } from '../domain/mass';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';

/** The real send as the mass job calls it (the composition root gives it chat's own service): through the use case here. */
const directChat = () => ({
  send: (sender: Parameters<typeof t.server.services.chat.send>[1]['sender'], input: Omit<Parameters<typeof t.server.services.chat.send>[1], 'sender'>) =>
    t.server.services.chat.send({ userId: null, ip: '127.0.0.1' }, { ...input, sender }),
});

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({ MASS_JOB_INTERVAL_MS: '0' });
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));
const get = async (token: string, path: string, params: Record<string, unknown> = {}) => json(await t.call('GET', path, params, withToken(token)));
const nowSeconds = () => Math.floor(Date.now() / 1000);
const HOUR = 3600;

let n = 0;
/** A creator with `fans` followers. */
async function creatorWithFollowers(fans: number) {
  n++;
  const creator = await signUp(t, `mass_creator${n}`);
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  const followers = [];
  for (let i = 0; i < fans; i++) {
    const fan = await signUp(t, `mass_fan${n}_${i}`);
    await db().insert(follows).values({ followerId: fan.userId, creatorId: creator.userId });
    followers.push(fan);
  }
  return { creator, followers };
}

/** How many copies of mass message `id` each user received. */
async function copies(massId: number) {
  const rows = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(sql`${messages.clientId} like ${`mass-message-${massId}-%`}`);
  return rows[0].n;
}

describe('creating a mass message', () => {
  it('is for creators only, needs a message, and refuses a time in the past', async () => {
    const fan = await signUp(t, 'mass_not_creator');
    const refused = await post(fan.token, '/api/core/mass/create/', { audience: 'followers', body: 'hi' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(ERRORS.MASS_CREATORS_ONLY.code);

    const { creator } = await creatorWithFollowers(0);
    const empty = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: '   ' });
    expect(empty.body.error).toMatchObject({ code: ERRORS.MASS_EMPTY.code, message: 'Please write a message or add media.' });
    const past = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'hi', send_at: nowSeconds() - HOUR });
    expect(past.status).toBe(400);
    expect(past.body.error).toMatchObject({ code: ERRORS.MASS_SCHEDULE_IN_PAST.code, field: 'send_at' });
    const badAudience = await post(creator.token, '/api/core/mass/create/', { audience: 'everyone', body: 'hi' });
    expect(badAudience.status).toBe(400);
    expect(await get(creator.token, '/api/core/mass/list/')).toMatchObject({ body: { data: { list: [] } } });
  });

  it('allows one per 6 hours, counting scheduled ones', async () => {
    const { creator } = await creatorWithFollowers(1);
    const first = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'one', send_at: nowSeconds() + HOUR });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: MASS_STATUS.Scheduled, status_label: 'scheduled', status_string: 'scheduled' });
    const tooSoon = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'two' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe(ERRORS.MASS_TOO_SOON.code);
    const before = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'two', send_at: nowSeconds() + 6 * HOUR });
    expect(before.body.error?.code).toBe(ERRORS.MASS_TOO_SOON.code);
    const later = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'three', send_at: nowSeconds() + 7 * HOUR + 60 });
    expect(later.status).toBe(200);
  });

  it('lets two requests at once through the 6-hour rule only once', async () => {
    const { creator } = await creatorWithFollowers(0);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: `race ${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
  });
});

describe('the delivery job', () => {
  it('sends a scheduled message when it is due, once to each follower, then marks it sent', async () => {
    const { creator, followers } = await creatorWithFollowers(3);
    const created = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'new set tonight', send_at: nowSeconds() + 120 });
    const id = created.body.data.id;
    await t.server.services.mass.runOnce(new Date());
    expect(await copies(id)).toBe(0);

    const due = new Date(Date.now() + 121_000);
    expect(await t.server.services.mass.runOnce(due)).toMatchObject({ started: 1, delivered: 3, finished: 1 });
    expect(await copies(id)).toBe(3);
    for (const fan of followers) {
      const { body } = await get(fan.token, '/api/core/chat/conversations/');
      expect(body.data.list[0]).toMatchObject({ peer: { id: creator.userId }, unread: 1, last_message: { body: 'new set tonight' } });
    }
    const list = await get(creator.token, '/api/core/mass/list/');
    expect(list.body.data.list[0]).toMatchObject({ id, status: MASS_STATUS.Successful, status_label: 'sent', total: 3, sent: 3, failed: 0 });
    // Nothing more happens on later turns.
    await t.server.services.mass.runOnce(new Date(due.getTime() + 60_000));
    expect(await copies(id)).toBe(3);
  });

  it('resumes after a crash mid-batch without sending twice, also with two workers at once', async () => {
    const { creator, followers } = await creatorWithFollowers(6);
    const created = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'resume me' });
    const id = created.body.data.id;
    const realDeliver = chatDelivery(db(), directChat());
    // A worker that dies after sending 2 copies: the rest of its batch stays claimed.
    let sentBeforeCrash = 0;
    const crashing = createMassService({
      db: db(),
      deliver: async (d) => {
        if (sentBeforeCrash >= 2) throw new Error('process killed');
        await realDeliver(d);
        sentBeforeCrash++;
      },
    });
    await crashing.runOnce(new Date(), { batchSize: 4 });
    expect(await copies(id)).toBe(2);
    const [mid] = await db().select().from(massMessages).where(eq(massMessages.id, id));
    expect(mid.status).toBe(MASS_STATUS.Sending);

    // After the lease runs out, two workers take over at once.
    const later = new Date(Date.now() + 10 * 60_000);
    const a = createMassService({ db: db(), deliver: realDeliver });
    const b = createMassService({ db: db(), deliver: realDeliver });
    await Promise.all([a.runOnce(later, { batchSize: 2 }), b.runOnce(later, { batchSize: 2 })]);
    expect(await copies(id)).toBe(followers.length);
    const [done] = await db().select().from(massMessages).where(eq(massMessages.id, id));
    expect(done).toMatchObject({ status: MASS_STATUS.Successful, total: 6, sent: 6, failed: 0 });
    for (const fan of followers) {
      const rows = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.senderId, creator.userId), eq(messages.clientId, massClientId(id, fan.userId))));
      expect(rows[0].n).toBe(1);
      const { body } = await get(fan.token, '/api/core/chat/conversations/');
      expect(body.data.list[0].unread).toBe(1);
    }
  });

  it('counts a follower who blocked the creator as failed and still finishes; nobody to send to fails', async () => {
    const { creator, followers } = await creatorWithFollowers(2);
    await db().insert(userBlocks).values({ blockerId: followers[0].userId, blockedId: creator.userId });
    const blockedAware = createMassService({
      db: db(),
      deliver: async (d) => {
        const [block] = await db()
          .select()
          .from(userBlocks)
          .where(and(eq(userBlocks.blockerId, d.recipientId), eq(userBlocks.blockedId, d.creatorId)));
        if (block) throw new (await import('../domain/errors')).AppError('PAYMENT_BLOCKED');
        await chatDelivery(db(), directChat())(d);
      },
    });
    const created = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'hello' });
    await blockedAware.runOnce(new Date());
    const [row] = await db().select().from(massMessages).where(eq(massMessages.id, created.body.data.id));
    expect(row).toMatchObject({ status: MASS_STATUS.Successful, total: 2, sent: 1, failed: 1 });

    const lonely = await creatorWithFollowers(0);
    const none = await post(lonely.creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'anyone?' });
    await t.server.services.mass.runOnce(new Date());
    const [failed] = await db().select().from(massMessages).where(eq(massMessages.id, none.body.data.id));
    expect(failed).toMatchObject({ status: MASS_STATUS.Failed, total: 0 });
  });

  it('tells the sender form how many people each audience reaches', async () => {
    const { creator } = await creatorWithFollowers(2);
    const { body } = await get(creator.token, '/api/core/mass/audience/');
    expect(body.data.sizes).toMatchObject({ followers: 2, members: 0 });
  });
});

describe('a paid mass message', () => {
  it('reaches each follower as a locked paid chat message with its media', async () => {
    const { creator, followers } = await creatorWithFollowers(1);
    const { media } = await import('../db/schema');
    const [photo] = await db()
      .insert(media)
      .values({
        ownerId: creator.userId,
        kind: 1,
        mime: 'image/png',
        size: 10,
        contentHash: `mass-${Date.now()}`,
        fileName: 'a.png',
        storageKey: 'mass/a',
        width: 10,
        height: 10,
      })
      .returning();
    const created = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', body: 'Exclusive set', media_ids: [photo.id], price: 40 });
    expect(created.status).toBe(200);
    await t.server.services.mass.runOnce(new Date());
    const { body } = await get(followers[0].token, '/api/core/chat/conversations/');
    const history = await get(followers[0].token, '/api/core/chat/history/', { conversation_id: body.data.list[0].conversation_id });
    const message = history.body.data.list.at(-1);
    expect(message).toMatchObject({ price: 40, locked: true });
    expect(message.body).not.toBe('Exclusive set');
  });
});

describe('a media-only mass message', () => {
  it('needs no text; more media than a chat message carries is refused on media_ids', async () => {
    const { creator, followers } = await creatorWithFollowers(1);
    const { media } = await import('../db/schema');
    const photos = await db()
      .insert(media)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          ownerId: creator.userId,
          kind: 1,
          mime: 'image/png',
          size: 10,
          contentHash: `mass-only-${creator.userId}-${i}`,
          fileName: `p${i}.png`,
          storageKey: `mass/only-${creator.userId}-${i}`,
          width: 10,
          height: 10,
        })),
      )
      .returning();
    const tooMany = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', media_ids: photos.map((p) => p.id) });
    expect([tooMany.status, tooMany.body.error.code, tooMany.body.error.field]).toEqual([400, ERRORS.CHAT_TOO_MANY_MEDIA.code, 'media_ids']);
    const created = await post(creator.token, '/api/core/mass/create/', { audience: 'followers', media_ids: [photos[0].id, photos[1].id] });
    expect(created.status).toBe(200);
    await t.server.services.mass.runOnce(new Date());
    const { body } = await get(followers[0].token, '/api/core/chat/conversations/');
    const history = await get(followers[0].token, '/api/core/chat/history/', { conversation_id: body.data.list[0].conversation_id });
    expect(history.body.data.list.at(-1)).toMatchObject({ body: '', price: 0, locked: false, media: [{ media_id: photos[0].id }, { media_id: photos[1].id }] });
  });
});

describe('spend-level audiences', () => {
  it('reach the fans who spent at least that much on the creator in 30 days', async () => {
    const { creator, followers } = await creatorWithFollowers(2);
    const { buyCoins, spend } = await import('../domain/money');
    const { SANDBOX_PAYMENT_METHODS } = await import('../domain/money/payments');
    const config = t.config;
    // 100 dollars at the coin price, and a little less.
    const coinsFor100 = Math.ceil(10_000 / config.COIN_PRICE_CENTS);
    for (const [fan, coins] of [
      [followers[0], coinsFor100],
      [followers[1], coinsFor100 - 1],
    ] as const) {
      await buyCoins(db(), config, { userId: fan.userId, coins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: `buy-${fan.userId}` });
      await spend(db(), config, { fanId: fan.userId, creatorId: creator.userId, coins, kind: 'tip', idemKey: `tip-${fan.userId}` });
    }
    const { body } = await get(creator.token, '/api/core/mass/audience/');
    expect(body.data.sizes).toMatchObject({ followers: 2, spend_over_100: 1, spend_over_1000: 0 });
    await post(creator.token, '/api/core/mass/create/', { audience: 'spend_over_100', body: 'Thank you!' });
    await t.server.services.mass.runOnce(new Date());
    expect((await get(followers[0].token, '/api/core/chat/conversations/')).body.data.list).toHaveLength(1);
    expect((await get(followers[1].token, '/api/core/chat/conversations/')).body.data.list).toHaveLength(0);
  });
});
