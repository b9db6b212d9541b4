/**
 * Before the e2e server starts: two signed-up users (a fan and a creator) with sessions,
 * created directly in the fresh database; their tokens go to e2e-sessions.json for the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db';
import { follows, unreadCounters, users } from '../server/db/schema';
import { startSession } from '../server/domain/identity/sessions';
import { loadIdentitySecret } from '../server/domain/identity/secrets';
import { emailToken } from '../server/domain/notifications/email';
import { notifications } from '../server/db/schema';
import { createSession } from '../server/domain/sessions';
import { loadConfig } from '../server/config';
import { buyCoins, spend } from '../server/domain/money';
import { SANDBOX_PAYMENT_METHODS } from '../server/domain/money/payments';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-seed.ts <data dir>');
const { db, close } = await openDatabase({ dataDir });
const sessions: Record<string, { token: string; userName: string; userId: number }> = {};
const DAY_MS = 86_400_000;
for (const [key, userName, role] of [
  ['fan', 'golden_fan', 0],
  ['creator', 'gold_creator', 1],
] as const) {
  const [user] = await db
    .insert(users)
    .values({
      userName,
      nickname: key === 'fan' ? 'Golden Fan' : 'Gold Creator',
      userRole: role,
      isAnonymous: false,
      referrerCode: key === 'creator' ? 'goldref1' : null,
      email: `${userName.replace('_', '.')}@example.com`,
    })
    .returning();
  await db.insert(unreadCounters).values({ userId: user.id, tc: key === 'fan' ? 150 : 0, tn: key === 'fan' ? 7 : 0, sc: 0 });
  sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
  if (key !== 'fan') continue;
  // More sessions of the fan: one that ends within 2 days (refresh), and spares that tests may end.
  sessions.fanAging = { ...sessions.fan, token: (await createSession(db, user.id, new Date(Date.now() - 59 * DAY_MS))).token };
  for (const spare of ['fanSpare1', 'fanSpare2', 'fanSpare3', 'fanHub']) sessions[spare] = { ...sessions.fan, token: (await createSession(db, user.id)).token };
  // A device of the fan's that the account test revokes, recognisable by its browser.
  const firefox = await startSession(db, user.id, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' });
  sessions.fanFirefox = { ...sessions.fan, token: firefox.token };
}
// Mass messages (issue 7): the fan follows the creator, so the creator's followers audience has one person.
await db.insert(follows).values({ followerId: sessions.fan.userId, creatorId: sessions.creator.userId }).onConflictDoNothing();
// --- chat screens and paid messages (issue 7 items 1-3): coins for the fan through the ledger, a vault photo for the creator ---
{
  const { buyCoins } = await import('../server/domain/money');
  const { SANDBOX_PAYMENT_METHODS } = await import('../server/domain/money/payments');
  const { createMediaService } = await import('../server/domain/media');
  const { LocalStorage } = await import('../server/storage');
  const { contentHashOfBytes } = await import('../common/media-hash');
  const sharp = (await import('sharp')).default;
  await buyCoins(
    db,
    { CREATOR_SHARE_PERCENT: 80, COIN_PRICE_CENTS: 10 },
    { userId: sessions.fan.userId, coins: 1000, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: 'e2e-chat-seed-coins' },
  );
  const mediaService = createMediaService({
    db,
    storage: new LocalStorage(path.join(dataDir, 'media')),
    limits: { maxImageBytes: 8 << 20, maxVideoBytes: 64 << 20 },
  });
  const bytes = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 160, b: 40 } } })
      .png()
      .toBuffer(),
  );
  const creatorId = sessions.creator.userId;
  const init = await mediaService.initUpload(creatorId, {
    fileName: 'gold.png',
    size: bytes.length,
    declaredType: 'image/png',
    contentHash: await contentHashOfBytes(bytes),
  });
  if ('upload_id' in init) {
    await mediaService.putChunk(creatorId, init.upload_id, 0, bytes);
    await mediaService.completeUpload(creatorId, init.upload_id);
  }
}
// --- feed and profiles (issue 5): a second creator, not followed yet, with six posts (the newest pay-to-view, 25 coins) ---
{
  const { createMediaService } = await import('../server/domain/media');
  const { LocalStorage } = await import('../server/storage');
  const { contentHashOfBytes } = await import('../common/media-hash');
  const { posts: postsTable, postMedia } = await import('../server/db/schema');
  const sharp = (await import('sharp')).default;
  const [silver] = await db
    .insert(users)
    .values({
      userName: 'silver_star',
      nickname: 'Silver Star',
      userRole: 1,
      isAnonymous: false,
      bio: 'Silver light, every day.',
      email: 'silver.star@example.com',
    })
    .returning();
  const mediaService = createMediaService({
    db,
    storage: new LocalStorage(path.join(dataDir, 'media')),
    limits: { maxImageBytes: 8 << 20, maxVideoBytes: 64 << 20 },
  });
  for (let i = 0; i < 6; i++) {
    const bytes = new Uint8Array(
      await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 90 + i * 25, g: 100, b: 160 - i * 10 } } })
        .png()
        .toBuffer(),
    );
    const init = await mediaService.initUpload(silver.id, {
      fileName: `silver${i}.png`,
      size: bytes.length,
      declaredType: 'image/png',
      contentHash: await contentHashOfBytes(bytes),
    });
    if (!('upload_id' in init)) continue;
    await mediaService.putChunk(silver.id, init.upload_id, 0, bytes);
    const item = await mediaService.completeUpload(silver.id, init.upload_id);
    const ppv = i === 5;
    const [post] = await db
      .insert(postsTable)
      .values({
        creatorId: silver.id,
        status: 3,
        visibility: ppv ? 2 : 1,
        price: ppv ? 25 : null,
        caption: `Silver set ${i + 1}`,
        publishedAt: new Date(Date.now() - (6 - i) * 60_000),
      })
      .returning();
    await db.insert(postMedia).values({ postId: post.id, position: 0, mediaId: item.media_id });
  }
}
// --- payouts (issue 6, ADR 052): the creator has earnings from a fan's tip, through the ledger ---
{
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const idem = (name: string) => `e2e-seed-${name}`;
  await buyCoins(db, config, { userId: sessions.fan!.userId, coins: 1000, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: idem('coins') });
  await spend(db, config, { fanId: sessions.fan!.userId, creatorId: sessions.creator!.userId, coins: 1000, kind: 'tip', idemKey: idem('tip') });
}
// --- memberships (issue 6, ADR 053): golden_fan has coins (bought through the ledger) to join gold_creator's membership ---
{
  const { buyCoins } = await import('../server/domain/money');
  await buyCoins(
    db,
    { COIN_PRICE_CENTS: 10, CREATOR_SHARE_PERCENT: 80 },
    { userId: sessions.fan.userId, coins: 500, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: 'e2e-seed-subs-coins' },
  );
}

// --- notifications (issue 7, e2e/notifications.spec.ts): a creator with one unread notification
// who gets tipped by a fan during the test, and the creator's email unsubscribe link.
{
  const notify: Record<string, unknown> = {};
  for (const [key, userName, role] of [
    ['notifyCreator', 'notify_creator', 1],
    ['notifyFan', 'notify_fan', 0],
  ] as const) {
    const [user] = await db
      .insert(users)
      .values({
        userName,
        nickname: key === 'notifyFan' ? 'Notify Fan' : 'Notify Creator',
        userRole: role,
        isAnonymous: false,
        email: `${userName.replace('_', '.')}@example.com`,
      })
      .returning();
    notify[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
    if (key === 'notifyCreator') {
      await db.insert(notifications).values({ userId: user.id, notifyType: 28, content: { title: 'A live starts in 3 minutes', summary: 'Gold Creator' } });
      await db.insert(unreadCounters).values({ userId: user.id, tn: 1 });
      // The server reads the same identity secret from the database (no AUTH_SECRET in the e2e run).
      notify.unsubscribeToken = emailToken(await loadIdentitySecret(db, undefined), user.id, 'activity');
    }
  }
  fs.writeFileSync(path.join(dataDir, 'e2e-notify.json'), JSON.stringify(notify, null, 2));
}
// --- coins and cards (issue 6, e2e/pay.spec.ts): a fan and a creator of their own, starting with no coins ---
for (const [key, userName, role] of [
  ['payFan', 'pay_fan', 0],
  ['payCreator', 'pay_creator', 1],
] as const) {
  const [user] = await db
    .insert(users)
    .values({
      userName,
      nickname: key === 'payFan' ? 'Pay Fan' : 'Pay Creator',
      userRole: role,
      isAnonymous: false,
      email: `${userName.replace('_', '.')}@example.com`,
    })
    .returning();
  sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
}
// --- the vault (issue 5, e2e/vault.spec.ts): a creator of its own with 31 images (one page of 30 and one more), the oldest in a posted post ---
{
  const { createMediaService } = await import('../server/domain/media');
  const { LocalStorage } = await import('../server/storage');
  const { contentHashOfBytes } = await import('../common/media-hash');
  const { posts: postsTable, postMedia } = await import('../server/db/schema');
  const sharp = (await import('sharp')).default;
  const [user] = await db
    .insert(users)
    .values({ userName: 'vault_creator', nickname: 'Vault Creator', userRole: 1, isAnonymous: false, email: 'vault.creator@example.com' })
    .returning();
  sessions.vaultCreator = { token: (await createSession(db, user.id)).token, userName: 'vault_creator', userId: user.id };
  const mediaService = createMediaService({
    db,
    storage: new LocalStorage(path.join(dataDir, 'media')),
    limits: { maxImageBytes: 8 << 20, maxVideoBytes: 64 << 20 },
  });
  for (let i = 0; i < 31; i++) {
    const bytes = new Uint8Array(
      await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 40 + i * 6, g: 120, b: 200 - i * 5 } } })
        .png()
        .toBuffer(),
    );
    const fileName = `vault-${String(i).padStart(2, '0')}.png`;
    const init = await mediaService.initUpload(user.id, {
      fileName,
      size: bytes.length,
      declaredType: 'image/png',
      contentHash: await contentHashOfBytes(bytes),
    });
    if (!('upload_id' in init)) continue;
    await mediaService.putChunk(user.id, init.upload_id, 0, bytes);
    const item = await mediaService.completeUpload(user.id, init.upload_id);
    if (i === 0) {
      const [post] = await db.insert(postsTable).values({ creatorId: user.id, status: 3, caption: 'In a post', publishedAt: new Date() }).returning();
      await db.insert(postMedia).values({ postId: post.id, position: 0, mediaId: item.media_id });
    }
  }
}
// --- cross-site requests (issue 18, e2e/cross-site.spec.ts): a victim fan with 100 coins and a creator a forged tip would pay ---
{
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  for (const [key, userName, role] of [
    ['csrfFan', 'csrf_fan', 0],
    ['csrfCreator', 'csrf_creator', 1],
  ] as const) {
    const [user] = await db
      .insert(users)
      .values({ userName, nickname: userName, userRole: role, isAnonymous: false, email: `${userName}@example.com` })
      .returning();
    sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
  }
  await buyCoins(db, config, { userId: sessions.csrfFan!.userId, coins: 100, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: 'e2e-seed-csrf-coins' });
}
// --- the staff console (issue 19): an account that e2e-server.mjs makes an admin with the README's `npm run staff` command ---
{
  const [user] = await db
    .insert(users)
    .values({ userName: 'staff_admin', nickname: 'Staff Admin', isAnonymous: false, email: 'staff.admin@example.com' })
    .returning();
  sessions.staffAdmin = { token: (await createSession(db, user.id)).token, userName: 'staff_admin', userId: user.id };
}
// --- account standing (issue 19, ADR 094): a fan the e2e suspends and restores; nobody else signs in as it ---
{
  const [user] = await db
    .insert(users)
    .values({ userName: 'standing_fan', nickname: 'Standing Fan', isAnonymous: false, email: 'standing.fan@example.com' })
    .returning();
  sessions.standingFan = { token: (await createSession(db, user.id)).token, userName: 'standing_fan', userId: user.id };
}
// --- moderation (issue 19, e2e/moderation.spec.ts): a creator of its own with two posted posts, and two fans who report ---
{
  const { posts: postsTable } = await import('../server/db/schema');
  for (const [key, userName, role] of [
    ['modCreator', 'mod_creator', 1],
    ['modFan1', 'mod_fan_one', 0],
    ['modFan2', 'mod_fan_two', 0],
  ] as const) {
    const [user] = await db
      .insert(users)
      .values({ userName, nickname: userName.replaceAll('_', ' '), userRole: role, isAnonymous: false, email: `${userName}@example.com` })
      .returning();
    sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
  }
  const postIds: number[] = [];
  for (const caption of ['Moderation post one', 'Moderation post two']) {
    const [post] = await db.insert(postsTable).values({ creatorId: sessions.modCreator!.userId, status: 3, caption, publishedAt: new Date() }).returning();
    postIds.push(post.id);
  }
  fs.writeFileSync(path.join(dataDir, 'e2e-moderation.json'), JSON.stringify({ postIds }));
}
// --- paid chat (issue 20, e2e/chat.spec.ts): a fan with 50 coins who has never spent on a creator who charges 5 coins a message, no free ones ---
{
  const { chatSettings } = await import('../server/db/schema');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  for (const [key, userName, role] of [
    ['chatFan', 'chat_fan', 0],
    ['chatCreator', 'chat_creator', 1],
  ] as const) {
    const [user] = await db
      .insert(users)
      .values({ userName, nickname: userName.replace('_', ' '), userRole: role, isAnonymous: false, email: `${userName}@example.com` })
      .returning();
    sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
  }
  await db.insert(chatSettings).values({ userId: sessions.chatCreator!.userId, price: 5, freeMessages: 0 });
  await buyCoins(db, config, { userId: sessions.chatFan!.userId, coins: 50, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: 'e2e-seed-chat-coins' });
}
// --- video calls (issue 21, e2e/calls-*.spec.ts): pairs of a fan and a creator who takes calls at 10 coins a minute, 2 minutes held,
// one pair per group of tests so a call one test leaves live cannot make another's "busy". callPoorFan has the hold and two
// minutes more (40 coins); callFanF only calls a creator who is in a call (busy). ---
{
  const { callSettings } = await import('../server/db/schema');
  const { createChatService } = await import('../server/domain/chat');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const people = [
    ['callFan', 'call_fan', 'Call Fan', 0, 1000],
    ['callCreator', 'call_creator', 'Call Creator', 1, 0],
    ['callPoorFan', 'call_poor_fan', 'Poor Fan', 0, 40],
    ['callCreatorB', 'call_creator_b', 'Billing Creator', 1, 0],
    ['callFanC', 'call_fan_c', 'Ringing Fan', 0, 1000],
    ['callCreatorC', 'call_creator_c', 'Ringing Creator', 1, 0],
    ['callFanD', 'call_fan_d', 'Device Fan', 0, 1000],
    ['callCreatorD', 'call_creator_d', 'Device Creator', 1, 0],
    ['callFanE', 'call_fan_e', 'Relay Fan', 0, 1000],
    ['callCreatorE', 'call_creator_e', 'Relay Creator', 1, 0],
    ['callFanF', 'call_fan_f', 'Busy Fan', 0, 1000],
    // e2e/calls-more.spec.ts: a creator who calls a fan from chat (they have a conversation; the creator's own coins must stay
    // untouched by the call), and a pair whose call goes through a reconnect.
    ['callFanG', 'call_fan_g', 'Called Fan', 0, 1000],
    ['callCreatorG', 'call_creator_g', 'Calling Creator', 1, 500],
    ['callFanH', 'call_fan_h', 'Steady Fan', 0, 1000],
    ['callCreatorH', 'call_creator_h', 'Steady Creator', 1, 0],
  ] as const;
  for (const [key, userName, nickname, role, coins] of people) {
    const [user] = await db
      .insert(users)
      .values({ userName, nickname, userRole: role, isAnonymous: false, email: `${userName}@example.com` })
      .returning();
    sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
    if (role === 1) await db.insert(callSettings).values({ userId: user.id, enabled: true, pricePerMinute: 10, minTime: 2, hours: null });
    if (coins > 0) await buyCoins(db, config, { userId: user.id, coins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: `e2e-seed-${key}-coins` });
  }
  const creator = sessions.callCreatorG!;
  await createChatService({ db, deliver: () => undefined, money: config }).send(
    { user_id: creator.userId, user_name: creator.userName, nickname: 'Calling Creator', portrait: '', user_role: 1 },
    { to_user_id: sessions.callFanG!.userId, client_id: 'e2e-seed-call-chat', msg_type: 1, body: 'Free for a video call?' },
  );
}
// --- lives (issue 22, e2e/live-*.spec.ts): a creator with followers; liveMember is an active member (enters a ticketed live free),
// liveFanA-C follow the creator and have coins for tickets, gifts and tips. No blocked-location viewer: the browser's address is
// the machine's own (the 30023 answer is covered by server/api/live.int.test.ts). ---
{
  const { memberships } = await import('../server/db/schema');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const people = [
    ['liveCreator', 'live_creator', 'Live Creator', 1, 0],
    ['liveMember', 'live_member', 'Live Member', 0, 1000],
    ['liveFanA', 'live_fan_a', 'Live Fan A', 0, 1000],
    ['liveFanB', 'live_fan_b', 'Live Fan B', 0, 1000],
    ['liveFanC', 'live_fan_c', 'Live Fan C', 0, 1000],
  ] as const;
  for (const [key, userName, nickname, role, coins] of people) {
    const [user] = await db
      .insert(users)
      .values({ userName, nickname, userRole: role, isAnonymous: false, email: `${userName}@example.com` })
      .returning();
    sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
    if (coins > 0) await buyCoins(db, config, { userId: user.id, coins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: `e2e-seed-${key}-coins` });
  }
  // Fan A's second device: a session of its own.
  sessions.liveFanA2 = { ...sessions.liveFanA!, token: (await createSession(db, sessions.liveFanA!.userId)).token };
  const creatorId = sessions.liveCreator!.userId;
  for (const key of ['liveMember', 'liveFanA', 'liveFanB', 'liveFanC'] as const) {
    await db.insert(follows).values({ followerId: sessions[key]!.userId, creatorId });
  }
  await db
    .insert(memberships)
    .values({ fanId: sessions.liveMember!.userId, creatorId, priceDollars: 5, coins: 50, paidUntil: new Date(Date.now() + 30 * 24 * 3600 * 1000) });
}
// --- going live (issue 22, e2e/live-go.spec.ts): a creator with no live of their own yet, and a fan who follows them. ---
for (const [key, userName, nickname, role] of [
  ['goLiveCreator', 'golive_creator', 'Golive Creator', 1],
  ['goLiveFan', 'golive_fan', 'Golive Fan', 0],
] as const) {
  const [user] = await db
    .insert(users)
    .values({ userName, nickname, userRole: role, isAnonymous: false, email: `${userName}@example.com` })
    .returning();
  sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
}
await db.insert(follows).values({ followerId: sessions.goLiveFan!.userId, creatorId: sessions.goLiveCreator!.userId }).onConflictDoNothing();
await close();
fs.writeFileSync(path.join(dataDir, 'e2e-sessions.json'), JSON.stringify(sessions, null, 2));
console.log(`e2e users seeded in ${dataDir}`);
