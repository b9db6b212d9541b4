/**
 * Reports, hidden content and DMCA (issue 19 points 3 and 4, ADR 092): reports with a fixed
 * reason, folded when repeated, rate-limited; staff hide a reported post (gone for everyone
 * else, media bytes included; its author sees why and is told) or a message, and restore it;
 * a DMCA notice names posts by URL, a takedown hides them, a counter-notice restores them; every
 * staff decision is in the audit log.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { counterNoticePath } from '../../common/moderation';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import { vaultImage } from '../../test/factories';
import type { TestServer } from '../../test/server';
import { notifications, staffAuditLog, staffMembers, users } from '../db/schema';

type Person = { token: string; userId: number; userName: string };
let t: TestServer & { dataDir: string };
let creator: Person;
let fanA: Person;
let fanB: Person;
let staff: Person;
let n = 0;

const db = () => t.server.database.db;
const mod = () => t.server.services.moderation;
const api = async (method: 'GET' | 'POST', who: Person | undefined, p: string, params: Record<string, unknown> = {}) =>
  json(await t.call(method, p, params, withToken(who?.token)));
const ok = async (method: 'GET' | 'POST', who: Person, p: string, params: Record<string, unknown> = {}) => {
  const res = await api(method, who, p, params);
  expect(res.status, `${p}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
const bytesStatus = async (who: Person | undefined, p: string) => (await fetch(`${t.url}${p}`, withToken(who?.token))).status;

async function person(name: string): Promise<Person> {
  const userName = `mod_${name}_${++n}`;
  return { ...(await signUp(t, userName)), userName };
}

async function newPost(caption = 'a post'): Promise<{ id: number; mediaId: number }> {
  const mediaId = await vaultImage(t, creator.userId);
  const { post_id } = await ok('POST', creator, '/api/core/post/create/', { from: 1 });
  await ok('POST', creator, '/api/core/post/publish/', { post_id, caption, visibility: VISIBILITY.Everyone, media_ids: [mediaId] });
  return { id: post_id, mediaId };
}

const postStatus = async (who: Person | undefined, id: number) => (await api('GET', who, '/api/core/post/detail/', { id })).status;
const profilePostIds = async (who: Person | undefined) =>
  ((await api('GET', who, '/api/core/user/posts/', { user_id: creator.userId })).body.data.list as { post_id: number }[]).map((p) => p.post_id);
const notificationsOf = async (userId: number) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((x) => ({
    ...x,
    content: x.content as { title: string; summary?: string },
  }));
const audit = (action: string, subjectId: number) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.subjectId, subjectId)));

beforeAll(async () => {
  t = await startIdentityServer({ POST_SCHEDULER_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0', MEMBERSHIP_RENEWAL_INTERVAL_MS: '0' });
  creator = await person('creator');
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  fanA = await person('fan_a');
  fanB = await person('fan_b');
  staff = await person('staff');
  await db().insert(staffMembers).values({ userId: staff.userId, role: 'moderator' });
});
afterAll(() => t?.close());

describe('reports', () => {
  it('reports a user, a post and a chat message; a repeat folds into the open report', async () => {
    const post = await newPost();
    expect(await ok('POST', fanA, '/api/core/report/create/', { target_type: 'user', target_id: creator.userId, reason: 'impersonation' })).toEqual({
      folded: false,
    });
    expect(await ok('POST', fanA, '/api/core/report/create/', { target_type: 'post', target_id: post.id, reason: 'spam', text: 'Looks\nlike spam' })).toEqual({
      folded: false,
    });
    expect(await ok('POST', fanA, '/api/core/report/create/', { target_type: 'post', target_id: post.id, reason: 'other' })).toEqual({ folded: true });
    const { message } = await ok('POST', creator, '/api/core/chat/send/', { to_user_id: fanA.userId, client_id: randomUUID(), body: 'rude words' });
    expect(await ok('POST', fanA, '/api/core/report/create/', { target_type: 'message', target_id: message.id, reason: 'harassment' })).toEqual({
      folded: false,
    });
    // Not in that conversation: the message does not exist for them.
    const outsider = await api('POST', fanB, '/api/core/report/create/', { target_type: 'message', target_id: message.id, reason: 'harassment' });
    expect([outsider.status, outsider.body.error.code]).toEqual([404, ERRORS.REPORT_TARGET_NOT_FOUND.code]);
    const mine = await ok('GET', fanA, '/api/core/report/list/');
    expect(mine.list.map((r: { target_type: string; status: string }) => `${r.target_type}:${r.status}`)).toEqual(['message:open', 'post:open', 'user:open']);
    const cases = await mod().openCases();
    const postCase = cases.find((c) => c.target_type === 'post' && c.target_id === post.id)!;
    expect(postCase.count).toBe(1);
    const messageCase = cases.find((c) => c.target_type === 'message' && c.target_id === message.id)!;
    expect(messageCase.preview.lines.find((l) => l.reported)?.text).toBe('rude words');
  });

  it('refuses reasons off the list, self-reports, unknown targets and bad text with catalogue errors', async () => {
    const post = await newPost();
    const cases: [Record<string, unknown>, Person, number][] = [
      [{ target_type: 'post', target_id: post.id, reason: 'boring' }, fanA, ERRORS.BAD_REQUEST.code],
      [{ target_type: 'planet', target_id: post.id, reason: 'spam' }, fanA, ERRORS.BAD_REQUEST.code],
      [{ target_type: 'post', target_id: post.id, reason: 'spam', text: 'x'.repeat(1001) }, fanA, ERRORS.BAD_REQUEST.code],
      [{ target_type: 'post', target_id: post.id, reason: 'spam', text: 'bad\u0007bell' }, fanA, ERRORS.TEXT_NOT_ALLOWED.code],
      [{ target_type: 'post', target_id: post.id, reason: 'spam' }, creator, ERRORS.REPORT_SELF.code],
      [{ target_type: 'user', target_id: fanA.userId, reason: 'spam' }, fanA, ERRORS.REPORT_SELF.code],
      [{ target_type: 'post', target_id: 999_999_999, reason: 'spam' }, fanA, ERRORS.REPORT_TARGET_NOT_FOUND.code],
    ];
    for (const [input, who, code] of cases) {
      const res = await api('POST', who, '/api/core/report/create/', input);
      expect(res.status, JSON.stringify(input)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(input)).toBeLessThan(500);
      expect(res.body.error.code, JSON.stringify(input)).toBe(code);
    }
    expect((await api('POST', undefined, '/api/core/report/create/', { target_type: 'post', target_id: post.id, reason: 'spam' })).status).toBe(401);
  });

  it('limits reports to 10 an hour per user (429)', async () => {
    const busy = await person('busy');
    const post = await newPost();
    for (let i = 0; i < 10; i++) await ok('POST', busy, '/api/core/report/create/', { target_type: 'post', target_id: post.id, reason: 'spam' });
    const res = await api('POST', busy, '/api/core/report/create/', { target_type: 'post', target_id: post.id, reason: 'spam' });
    expect([res.status, res.body.error.code]).toEqual([429, ERRORS.RATE_LIMITED.code]);
  });
});

describe('staff decide a case', () => {
  it('a second fan reports the post; staff hide it; it is gone for others (media too); the creator sees why; restore is one action', async () => {
    const post = await newPost('to be hidden');
    const mediaPath = `/media/p/${post.id}/${post.mediaId}/w_160,h_0`;
    expect(await bytesStatus(fanB, mediaPath)).toBe(200);
    await ok('POST', fanA, '/api/core/report/create/', { target_type: 'post', target_id: post.id, reason: 'non_consensual' });
    await ok('POST', fanB, '/api/core/report/create/', { target_type: 'post', target_id: post.id, reason: 'non_consensual', text: 'That is me' });
    expect((await mod().openCases()).find((c) => c.target_type === 'post' && c.target_id === post.id)?.count).toBe(2);

    await expect(mod().decideCase(staff.userId, { target_type: 'post', target_id: post.id, decision: 'hide', reason: '' })).rejects.toMatchObject({
      code: ERRORS.HIDE_REASON_REQUIRED.code,
    });
    await mod().decideCase(staff.userId, {
      target_type: 'post',
      target_id: post.id,
      decision: 'hide',
      reason: 'Shared without the consent of the person shown',
    });
    await expect(mod().decideCase(staff.userId, { target_type: 'post', target_id: post.id, decision: 'dismiss', reason: '' })).rejects.toMatchObject({
      code: ERRORS.CASE_ALREADY_DECIDED.code,
    });

    for (const who of [fanA, fanB, undefined]) {
      expect(await postStatus(who, post.id)).toBe(404);
      expect(await profilePostIds(who)).not.toContain(post.id);
      expect(await bytesStatus(who, mediaPath)).not.toBe(200);
    }
    const feed = (await ok('GET', fanB, '/api/core/feed/', { limit: 30 })).list as { post_id: number }[];
    expect(feed.map((p) => p.post_id)).not.toContain(post.id);
    // The creator still sees it, marked, with the reason; and was told.
    const own = (await ok('GET', creator, '/api/core/post/detail/', { id: post.id })).post;
    expect(own.hidden).toMatchObject({ kind: 'report', reason: 'Shared without the consent of the person shown' });
    expect(await bytesStatus(creator, mediaPath)).toBe(200);
    expect((await notificationsOf(creator.userId)).map((x) => x.content.summary)).toContain('Shared without the consent of the person shown');
    // Reporters learn the outcome.
    expect((await notificationsOf(fanB.userId)).some((x) => x.content.title.includes('Content hidden'))).toBe(true);
    expect((await ok('GET', fanB, '/api/core/report/list/')).list[0]).toMatchObject({ target_id: post.id, status: 'hidden' });
    expect(await audit('report.hide', post.id)).toHaveLength(1);

    await mod().restoreHidden(staff.userId, { subject_type: 'post', subject_id: post.id });
    expect(await postStatus(fanB, post.id)).toBe(200);
    expect(await bytesStatus(fanB, mediaPath)).toBe(200);
    expect(await audit('content.restore', post.id)).toHaveLength(1);
    await expect(mod().restoreHidden(staff.userId, { subject_type: 'post', subject_id: post.id })).rejects.toMatchObject({ code: ERRORS.NOT_HIDDEN.code });
  });

  it('hides a chat message from the other member; its sender still has it; dismissing closes a case without action', async () => {
    const { message, conversation_id } = await ok('POST', creator, '/api/core/chat/send/', { to_user_id: fanB.userId, client_id: randomUUID(), body: 'nasty' });
    await ok('POST', fanB, '/api/core/report/create/', { target_type: 'message', target_id: message.id, reason: 'harassment' });
    await mod().decideCase(staff.userId, { target_type: 'message', target_id: message.id, decision: 'hide', reason: 'Harassment' });
    const ids = async (who: Person) =>
      ((await ok('GET', who, '/api/core/chat/history/', { conversation_id: conversation_id ?? message.conversation_id })).list as { id: number }[]).map(
        (m) => m.id,
      );
    expect(await ids(fanB)).not.toContain(message.id);
    expect(await ids(creator)).toContain(message.id);

    await ok('POST', fanB, '/api/core/report/create/', { target_type: 'user', target_id: creator.userId, reason: 'spam' });
    await mod().decideCase(staff.userId, { target_type: 'user', target_id: creator.userId, decision: 'dismiss', reason: '' });
    expect((await ok('GET', fanB, '/api/core/report/list/')).list[0]).toMatchObject({ target_type: 'user', status: 'dismissed' });
    expect(await audit('report.dismiss', creator.userId)).toHaveLength(1);
  });
});

describe('DMCA', () => {
  const notice = (urls: string, extra: Record<string, unknown> = {}) => ({
    claimant_name: 'Pat Claimant',
    email: 'pat.claimant@example.com',
    contact: '1 Main Street, Springfield',
    original_work: 'My photo series "Dawn", https://pat.example/dawn',
    urls,
    good_faith: true,
    accurate: true,
    signature: 'Pat Claimant',
    ...extra,
  });

  it('refuses a notice without the statements, with URLs of other sites, or naming no posts', async () => {
    const post = await newPost();
    const here = `${t.url}/post?id=${post.id}`;
    const bad: [Record<string, unknown>, number][] = [
      [notice(here, { good_faith: false }), ERRORS.BAD_REQUEST.code],
      [notice(here, { accurate: undefined }), ERRORS.BAD_REQUEST.code],
      [notice(here, { signature: '' }), ERRORS.BAD_REQUEST.code],
      [notice(here, { email: 'not an email' }), ERRORS.BAD_REQUEST.code],
      [notice(`https://elsewhere.example/post?id=${post.id}`), ERRORS.DMCA_URL_NOT_OURS.code],
      [notice(`${t.url}/home`), ERRORS.DMCA_URL_NOT_OURS.code],
      [notice(`${t.url}/post?id=999999999`), ERRORS.DMCA_NO_POSTS.code],
    ];
    for (const [input, code] of bad) {
      const res = await api('POST', undefined, '/api/core/dmca/notice/', input);
      expect([res.status, res.body.error.code], JSON.stringify(input)).toEqual([400, code]);
    }
  });

  it('a notice takes posts down; the creator counters; staff restore them in one action', async () => {
    const one = await newPost('copied one');
    const res = await api('POST', undefined, '/api/core/dmca/notice/', notice(`${t.url}/post?id=${one.id}\n\n${t.url}/@${creator.userName}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { notice_id, posts } = res.body.data;
    expect(posts).toBeGreaterThanOrEqual(2);

    await mod().takeDown(staff.userId, notice_id);
    expect(await postStatus(fanA, one.id)).toBe(404);
    expect((await ok('GET', creator, '/api/core/post/detail/', { id: one.id })).post.hidden).toMatchObject({ kind: 'dmca', notice_id });
    const told = (await notificationsOf(creator.userId)).find((x) => x.link === counterNoticePath(notice_id));
    expect(told?.content.summary).toContain('Pat Claimant');
    expect(await audit('dmca.takedown', notice_id)).toHaveLength(1);

    const counter = { notice_id, statement: 'I made this photo myself.', consent: true, signature: 'Chris Creator' };
    const stranger = await api('POST', fanA, '/api/core/dmca/counter/', counter);
    expect([stranger.status, stranger.body.error.code]).toEqual([404, ERRORS.DMCA_NOTICE_NOT_FOUND.code]);
    expect((await api('POST', creator, '/api/core/dmca/counter/', { ...counter, consent: false })).status).toBe(400);
    const { counter_id } = await ok('POST', creator, '/api/core/dmca/counter/', counter);
    const again = await api('POST', creator, '/api/core/dmca/counter/', counter);
    expect([again.status, again.body.error.code]).toEqual([409, ERRORS.COUNTER_NOTICE_EXISTS.code]);

    const listed = (await mod().notices()).find((x) => x.notice.id === notice_id)!;
    expect(listed.counters.map((c) => c.counter.statement)).toEqual(['I made this photo myself.']);
    await mod().restoreCounter(staff.userId, counter_id);
    expect(await postStatus(fanA, one.id)).toBe(200);
    expect(await audit('dmca.restore', notice_id)).toHaveLength(1);
    // The claimant heard at each step (the development outbox).
    const mail = await t.server.services.mailer.latest(20);
    expect(mail.filter((m) => m.to === 'pat.claimant@example.com').length).toBeGreaterThanOrEqual(3);
  });
});
