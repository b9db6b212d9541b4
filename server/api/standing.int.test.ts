/**
 * Account standing and payouts held for review (issue 19, ADR 094): suspend, ban and restore end
 * sessions at once, sign the sockets out, refuse sign-in, hide content, freeze the balance and
 * delete nothing; held payouts wait for staff, are released to the job or rejected back to earnings.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS, VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { codeFromOutbox, fakeIp, json, signUp, startIdentityServer, withToken } from '../../test/identity';
import { socketOf } from '../../test/factories';
import type { TestServer } from '../../test/server';
import { payouts, posts, sessions, staffAuditLog, users } from '../db/schema';
import { balances, buyCoins, spend } from '../domain/money';
import { processPayouts } from '../domain/money/payouts';
import { SANDBOX_PAYMENT_METHODS } from '../domain/money/payments';
import { addStaff } from '../domain/staff';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({
    CREATOR_SHARE_PERCENT: '90',
    COIN_PRICE_CENTS: '10',
    PAYOUT_MIN_CENTS: '2000',
    PAYOUT_JOB_INTERVAL_MS: '0',
    PAYOUT_REVIEW_CENTS: '5000',
    // Signing in again and again by emailed code.
    RATE_LIMITS: '0',
  });
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const services = () => t.server.services;
const key = () => randomUUID();
let n = 0;
const unique = (name: string) => `${name}.${++n}.${Math.floor(Math.random() * 1e6)}`;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', `/api${path}`, params, withToken(token)));
const get = async (token: string | undefined, path: string, params: Record<string, unknown> = {}) =>
  json(await t.call('GET', `/api${path}`, params, withToken(token)));

async function staffMember(role: 'moderator' | 'admin') {
  const user = await signUp(t, unique(`staff.${role}`));
  await addStaff(db(), user.email, role);
  return { userId: user.userId, staffRole: role };
}

/** A creator with one posted post and 90% of `tipCoins` as earnings, payout method and tax settings ready. */
async function creatorWithEarnings(tipCoins: number) {
  const creator = await signUp(t, unique('standing.creator'));
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  const fan = await signUp(t, unique('standing.fan'));
  await buyCoins(db(), t.config, { userId: fan.userId, coins: tipCoins + 50, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: key() });
  await spend(db(), t.config, { fanId: fan.userId, creatorId: creator.userId, coins: tipCoins, kind: 'tip', idemKey: key() });
  const [p] = await db()
    .insert(posts)
    .values({ creatorId: creator.userId, status: POST_STATUS.Posted, visibility: VISIBILITY.Everyone, caption: 'hello', publishedAt: new Date() })
    .returning({ id: posts.id });
  expect((await post(creator.token, '/pay/payout/method', { kind: 'paypal', email: 'gold@example.com', country: 'US' })).status).toBe(200);
  expect((await post(creator.token, '/pay/payout/tax', { legal_name: 'Gold Creator', country: 'US', tax_form: 'W-9', tax_id_last4: '1234' })).status).toBe(200);
  const [row] = await db().select({ userName: users.userName }).from(users).where(eq(users.id, creator.userId));
  return { ...creator, userName: row!.userName, postId: p!.id, fan };
}

/** Signs in again by emailed code: the answer of verify_code. */
async function signInAgain(email: string) {
  const ip = fakeIp();
  expect((await t.call('POST', '/api/core/auth/email/send_code/', { email }, withToken(undefined, ip))).status).toBe(200);
  const code = await codeFromOutbox(t, email);
  return json(await t.call('POST', '/api/core/auth/email/verify_code/', { email, code }, withToken(undefined, ip)));
}

async function expectLedgerBalanced() {
  expect(await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`)).toEqual([]);
  expect(
    await rows(sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
                   group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
  ).toEqual([]);
  const [clearing] = await rows<{ b: string }>(sql`select coalesce(sum(balance), 0)::text as b from ledger_accounts where kind = 'payout_clearing'`);
  const [open] = await rows<{ c: string }>(sql`select coalesce(sum(coins), 0)::text as c from payouts where status in ('requested', 'held', 'processing')`);
  expect(Number(clearing!.b)).toBe(Number(open!.c));
}

const auditOf = async (subjectType: string, subjectId: number) =>
  db()
    .select({ action: staffAuditLog.action, reason: staffAuditLog.reason, staff: staffAuditLog.staffUserId })
    .from(staffAuditLog)
    .where(sql`${staffAuditLog.subjectType} = ${subjectType} and ${staffAuditLog.subjectId} = ${subjectId}`)
    .orderBy(staffAuditLog.id);

describe('suspend and restore', () => {
  it('ends every session at once, signs the sockets out, refuses sign-in, hides content, freezes money; restore brings it back', async () => {
    const moderator = await staffMember('moderator');
    const c = await creatorWithEarnings(700); // 630 coins of earnings
    const pending = await post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: key() });
    expect(pending.body.data.status).toBe('requested');
    const before = await balances(db(), c.userId);
    const socket = await socketOf(t, c.token);
    const signedOut = new Promise<boolean>((resolve) => {
      socket.on('signout', () => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    expect((await get(undefined, '/core/user/profile/', { user_name: c.userName })).status).toBe(200);

    const until = new Date(Date.now() + 3 * 86_400_000);
    await services().standing.changeStanding(moderator, c.userId, { action: 'suspend', reason: 'Spam in chats', until });

    expect(await signedOut).toBe(true);
    socket.close();
    expect(await db().select().from(sessions).where(eq(sessions.userId, c.userId))).toEqual([]);
    expect((await get(c.token, '/pay/wallet')).status).toBe(401);
    const refused = await signInAgain(c.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(ERRORS.ACCOUNT_SUSPENDED.code);
    expect(refused.body.error.message).toContain('suspended until');
    // Hidden from everyone: profile, posts, post detail, the discovery feed.
    const viewer = c.fan.token;
    const profile = await get(viewer, '/core/user/profile/', { user_name: c.userName });
    expect([profile.status, profile.body.error.code]).toEqual([404, ERRORS.PROFILE_NOT_FOUND.code]);
    expect((await get(viewer, '/core/user/posts/', { user_id: c.userId })).body.data.list).toEqual([]);
    expect((await get(viewer, '/core/post/detail/', { id: c.postId })).status).toBe(404);
    const feed = await get(undefined, '/core/feed/', { limit: 30 });
    expect(feed.body.data.list.map((p: { id: number }) => p.id)).not.toContain(c.postId);
    // Frozen: a tip to them is refused, the requested payout is held, nothing moved.
    const tip = await post(viewer, '/pay/tip', { creator_id: c.userId, coins: 5, idem_key: key() });
    expect([tip.status, tip.body.error.code]).toEqual([403, ERRORS.ACCOUNT_FROZEN.code]);
    // Their own money: buying coins is refused before any card is charged.
    await expect(
      buyCoins(db(), t.config, { userId: c.userId, coins: 10, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: key() }),
    ).rejects.toMatchObject({ code: ERRORS.ACCOUNT_FROZEN.code });
    const [held] = await db().select().from(payouts).where(eq(payouts.id, pending.body.data.id));
    expect([held!.status, held!.heldReason]).toEqual(['held', 'suspended']);
    await processPayouts(db());
    expect((await db().select().from(payouts).where(eq(payouts.id, held!.id)))[0]!.status).toBe('held');
    expect(await balances(db(), c.userId)).toEqual(before);
    await expectLedgerBalanced();

    await services().standing.changeStanding(moderator, c.userId, { action: 'restore', reason: 'Appeal accepted' });
    const back = await signInAgain(c.email);
    expect(back.status).toBe(200);
    expect((await get(viewer, '/core/user/profile/', { user_name: c.userName })).status).toBe(200);
    expect((await get(viewer, '/core/post/detail/', { id: c.postId })).status).toBe(200);
    expect((await db().select().from(payouts).where(eq(payouts.id, held!.id)))[0]!.status).toBe('requested');
    expect((await post(viewer, '/pay/tip', { creator_id: c.userId, coins: 5, idem_key: key() })).status).toBe(200);
    expect((await auditOf('user', c.userId)).map((e) => [e.action, e.reason, e.staff])).toEqual([
      ['user.suspend', 'Spam in chats', moderator.userId],
      ['user.restore', 'Appeal accepted', moderator.userId],
    ]);
    await expectLedgerBalanced();
  });

  it('a suspension with an end lapses by itself at that end', async () => {
    const moderator = await staffMember('moderator');
    const user = await signUp(t, unique('lapsing.fan'));
    await services().standing.changeStanding(moderator, user.userId, { action: 'suspend', reason: 'Cool down', until: new Date(Date.now() + 60_000) });
    expect((await signInAgain(user.email)).status).toBe(403);
    await db().execute(sql`update account_statuses set until = now() - interval '1 second' where user_id = ${user.userId}`);
    expect((await signInAgain(user.email)).status).toBe(200);
  });
});

describe('rights and inputs', () => {
  it('needs a reason and a future end; moderators cannot ban, lift a ban or touch staff; nobody changes their own standing', async () => {
    const moderator = await staffMember('moderator');
    const admin = await staffMember('admin');
    const user = await signUp(t, unique('rights.fan'));
    const change = services().standing.changeStanding;
    await expect(change(moderator, user.userId, { action: 'suspend', reason: '   ' })).rejects.toMatchObject({ code: ERRORS.STAFF_REASON_REQUIRED.code });
    await expect(change(moderator, user.userId, { action: 'suspend', reason: 'x', until: new Date(Date.now() - 1000) })).rejects.toMatchObject({
      code: ERRORS.SUSPENSION_END_NOT_FUTURE.code,
    });
    await expect(change(moderator, user.userId, { action: 'ban', reason: 'Fraud' })).rejects.toMatchObject({ code: ERRORS.STAFF_ADMIN_ONLY.code });
    await expect(change(moderator, admin.userId, { action: 'suspend', reason: 'Hm' })).rejects.toMatchObject({ code: ERRORS.STAFF_ADMIN_ONLY.code });
    await expect(change(admin, admin.userId, { action: 'suspend', reason: 'Me' })).rejects.toMatchObject({ code: ERRORS.STAFF_NOT_ON_SELF.code });
    await expect(change(moderator, user.userId, { action: 'restore', reason: 'Nothing to lift' })).rejects.toMatchObject({
      code: ERRORS.ACCOUNT_STANDING_UNCHANGED.code,
    });
    await expect(change(admin, 999_999, { action: 'ban', reason: 'Ghost' })).rejects.toMatchObject({ code: ERRORS.STAFF_USER_NOT_FOUND.code });
    // Nothing of the refused attempts was written.
    expect(await auditOf('user', user.userId)).toEqual([]);

    expect(await change(admin, user.userId, { action: 'ban', reason: 'Fraud' })).toBe('banned');
    const refused = await signInAgain(user.email);
    expect([refused.status, refused.body.error.code]).toEqual([403, ERRORS.ACCOUNT_BANNED.code]);
    await expect(change(moderator, user.userId, { action: 'restore', reason: 'Appeal' })).rejects.toMatchObject({ code: ERRORS.STAFF_ADMIN_ONLY.code });
    expect(await change(admin, user.userId, { action: 'restore', reason: 'Appeal' })).toBe('active');
    expect((await signInAgain(user.email)).status).toBe(200);
    expect((await auditOf('user', user.userId)).map((e) => e.action)).toEqual(['user.ban', 'user.restore']);
  });

  it('the users list finds by user name or email and shows the standing', async () => {
    const admin = await staffMember('admin');
    const user = await signUp(t, unique('findable.fan'));
    await services().standing.changeStanding(admin, user.userId, { action: 'suspend', reason: 'Check' });
    const byEmail = await services().standing.findUsers(user.email.toUpperCase());
    expect(byEmail.map((u) => [u.userId, u.status])).toEqual([[user.userId, 'suspended']]);
    const facts = await services().standing.userFacts(user.userId);
    expect(facts).toMatchObject({ status: 'suspended', reason: 'Check', walletCoins: 0, staffRole: null });
  });
});

describe('payouts held for review', () => {
  it('holds a payout above the review amount: the job skips it, release pays it', async () => {
    const admin = await staffMember('admin');
    const c = await creatorWithEarnings(700);
    const requested = await post(c.token, '/pay/payout/request', { amount_cents: 6000, idem_key: key() });
    expect(requested.body.data.status).toBe('held');
    const id = requested.body.data.id as number;
    expect((await services().payoutReview.held()).find((p) => p.id === id)).toMatchObject({ heldReason: 'amount', amountCents: 6000, method: 'paypal' });
    // The creator sees it as under review (status held; the page's label is "Under review").
    expect((await get(c.token, '/pay/payout')).body.data.history[0]).toMatchObject({ id, status: 'held' });
    await processPayouts(db());
    expect((await db().select().from(payouts).where(eq(payouts.id, id)))[0]!.status).toBe('held');
    await expectLedgerBalanced();
    await expect(services().payoutReview.release(admin, id, '')).rejects.toMatchObject({ code: ERRORS.STAFF_REASON_REQUIRED.code });
    await services().payoutReview.release(admin, id, 'Known creator');
    await expect(services().payoutReview.release(admin, id, 'Again')).rejects.toMatchObject({ code: ERRORS.PAYOUT_NOT_HELD.code });
    await processPayouts(db());
    expect((await db().select().from(payouts).where(eq(payouts.id, id)))[0]!.status).toBe('paid');
    expect((await auditOf('payout', id)).map((e) => [e.action, e.reason])).toEqual([['payout.release', 'Known creator']]);
    await expectLedgerBalanced();
  });

  it('reject returns the coins to earnings through the ledger, with the reason, once', async () => {
    const moderator = await staffMember('moderator');
    const c = await creatorWithEarnings(700);
    const before = await balances(db(), c.userId);
    const requested = await post(c.token, '/pay/payout/request', { amount_cents: 6000, idem_key: key() });
    const id = requested.body.data.id as number;
    expect((await balances(db(), c.userId)).earnings).toBe(before.earnings - 600);
    await services().payoutReview.reject(moderator, id, 'Method looks stolen');
    await expect(services().payoutReview.reject(moderator, id, 'Twice')).rejects.toMatchObject({ code: ERRORS.PAYOUT_NOT_HELD.code });
    const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect([row!.status, row!.failureReason]).toEqual(['failed', 'Method looks stolen']);
    expect(await balances(db(), c.userId)).toEqual(before);
    const history = await get(c.token, '/pay/payout');
    expect(history.body.data.history[0]).toMatchObject({ id, status: 'failed', failure_reason: 'Method looks stolen' });
    expect((await auditOf('payout', id)).map((e) => e.action)).toEqual(['payout.reject']);
    await expectLedgerBalanced();
  });
});
