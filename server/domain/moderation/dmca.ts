/**
 * DMCA (issue 19 point 4, ADR 092): the public notice names infringing URLs of this site, each
 * resolved to posts (a post's /post?id=…, or a profile's /@name: its posted posts). Staff take
 * the named posts down (hidden, kind 'dmca'); each creator is told the notice's details and may
 * file one counter-notice; staff restore their posts in one action.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/content';
import { DMCA_LIMITS, counterNoticePath } from '../../../common/moderation';
import { dmcaCounterNotices, dmcaNotices, hiddenContent, posts, users } from '../../db/schema';
import { AppError } from '../errors';
import { recordStaffAction } from '../staff';
import type { ModerationDeps } from './deps';
import { tellAuthorHidden, tellAuthorRestored } from './cases';

export interface NoticeInput {
  claimant_name: string;
  email: string;
  contact: string;
  original_work: string;
  urls: string;
  good_faith: true;
  accurate: true;
  signature: string;
}

/** The posts one URL of this site names; DMCA_URL_NOT_OURS for any other URL. */
async function postsOfUrl(deps: ModerationDeps, hosts: string[], text: string): Promise<number[]> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('DMCA_URL_NOT_OURS', undefined, { field: 'urls' });
  }
  if (!hosts.includes(url.host)) throw new AppError('DMCA_URL_NOT_OURS', undefined, { field: 'urls' });
  const postId = url.pathname.replace(/\/$/, '') === '/post' ? Number(url.searchParams.get('id')) : NaN;
  if (Number.isSafeInteger(postId) && postId > 0) {
    const [row] = await deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.Posted)));
    return row ? [row.id] : [];
  }
  const profile = /^\/@([^/]+)\/?$/.exec(url.pathname);
  if (!profile) throw new AppError('DMCA_URL_NOT_OURS', undefined, { field: 'urls' });
  const rows = await deps.db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(and(eq(users.userName, decodeURIComponent(profile[1]!)), eq(posts.status, POST_STATUS.Posted)))
    .limit(500);
  return rows.map((r) => r.id);
}

/** Stores a notice after resolving its URLs to posts (at least one); `requestHost`: the host the form was sent to, also this site. */
export async function submitNotice(deps: ModerationDeps, input: NoticeInput, requestHost?: string): Promise<{ notice_id: number; posts: number }> {
  const hosts = requestHost ? [...deps.siteHosts, requestHost] : deps.siteHosts;
  const lines = input.urls
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0 || lines.length > DMCA_LIMITS.urls) throw new AppError('DMCA_URL_NOT_OURS', undefined, { field: 'urls' });
  const found = new Set<number>();
  for (const line of lines) for (const id of await postsOfUrl(deps, hosts, line)) found.add(id);
  if (found.size === 0) throw new AppError('DMCA_NO_POSTS', undefined, { field: 'urls' });
  const [row] = await deps.db
    .insert(dmcaNotices)
    .values({
      claimantName: input.claimant_name.trim(),
      email: input.email.trim(),
      contact: input.contact.trim(),
      originalWork: input.original_work.trim(),
      urls: lines.join('\n'),
      postIds: [...found],
      goodFaith: input.good_faith,
      accurate: input.accurate,
      signature: input.signature.trim(),
    })
    .returning({ id: dmcaNotices.id });
  await deps.mail(
    input.email.trim(),
    `DMCA notice ${row!.id} received`,
    `We received your notice naming ${found.size} post(s). We will review it and write to you.`,
  );
  return { notice_id: row!.id, posts: found.size };
}

/** Notices, newest first, with their counter-notices (the staff queue). */
export async function notices({ db }: ModerationDeps) {
  const list = await db.select().from(dmcaNotices).orderBy(desc(dmcaNotices.createdAt)).limit(100);
  const ids = list.map((n) => n.id);
  const counters = ids.length
    ? await db
        .select({ counter: dmcaCounterNotices, creatorName: users.userName })
        .from(dmcaCounterNotices)
        .innerJoin(users, eq(users.id, dmcaCounterNotices.creatorId))
        .where(inArray(dmcaCounterNotices.noticeId, ids))
    : [];
  return list.map((n) => ({ notice: n, counters: counters.filter((c) => c.counter.noticeId === n.id) }));
}

const takedownReason = (n: typeof dmcaNotices.$inferSelect) =>
  `Copyright notice ${n.id} from ${n.claimantName}, who says this copies: ${n.originalWork.slice(0, 300)}. You may send a counter-notice.`;

/** Takes the notice's posts down (hidden, kind 'dmca') and tells each creator how to counter. */
export async function takeDown(deps: ModerationDeps, staffUserId: number, noticeId: number, reason = '') {
  const { notice, hidden } = await deps.db.transaction(async (tx) => {
    const [notice] = await tx
      .update(dmcaNotices)
      .set({ status: 'taken_down' })
      .where(and(eq(dmcaNotices.id, noticeId), eq(dmcaNotices.status, 'received')))
      .returning();
    if (!notice) throw new AppError('CASE_ALREADY_DECIDED');
    const named = notice.postIds.length
      ? await tx.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).where(inArray(posts.id, notice.postIds))
      : [];
    const why = takedownReason(notice);
    const hidden = named.length
      ? await tx
          .insert(hiddenContent)
          .values(
            named.map((p) => ({ subjectType: 'post', subjectId: p.id, authorId: p.creatorId, kind: 'dmca', reason: why, noticeId, hiddenBy: staffUserId })),
          )
          .onConflictDoNothing()
          .returning({ id: hiddenContent.subjectId, authorId: hiddenContent.authorId })
      : [];
    await recordStaffAction(tx, {
      staffUserId,
      action: 'dmca.takedown',
      subjectType: 'dmca',
      subjectId: noticeId,
      reason,
      detail: { posts: hidden.map((h) => h.id) },
    });
    return { notice, hidden };
  });
  for (const h of hidden) await tellAuthorHidden(deps, h.authorId, 'post', h.id, takedownReason(notice), counterNoticePath(noticeId));
  await deps.mail(notice.email, `DMCA notice ${noticeId}: content taken down`, `We took down ${hidden.length} post(s) named in your notice.`);
}

/** Closes a notice without action. */
export async function rejectNotice(deps: ModerationDeps, staffUserId: number, noticeId: number, reason: string) {
  if (!reason.trim()) throw new AppError('HIDE_REASON_REQUIRED', undefined, { field: 'reason' });
  const notice = await deps.db.transaction(async (tx) => {
    const [n] = await tx
      .update(dmcaNotices)
      .set({ status: 'rejected' })
      .where(and(eq(dmcaNotices.id, noticeId), eq(dmcaNotices.status, 'received')))
      .returning();
    if (!n) throw new AppError('CASE_ALREADY_DECIDED');
    await recordStaffAction(tx, { staffUserId, action: 'dmca.reject', subjectType: 'dmca', subjectId: noticeId, reason: reason.trim() });
    return n;
  });
  await deps.mail(notice.email, `DMCA notice ${noticeId}: no action`, `We reviewed your notice and took no action: ${reason.trim()}`);
}

/** What a creator sees of a notice that took their posts down; DMCA_NOTICE_NOT_FOUND otherwise. */
export async function noticeForCreator({ db }: ModerationDeps, creatorId: number, noticeId: number) {
  const [notice] = await db.select().from(dmcaNotices).where(eq(dmcaNotices.id, noticeId));
  const postsDown = await db
    .select({ id: hiddenContent.subjectId })
    .from(hiddenContent)
    .where(and(eq(hiddenContent.noticeId, noticeId), eq(hiddenContent.authorId, creatorId)));
  const [counter] = await db
    .select()
    .from(dmcaCounterNotices)
    .where(and(eq(dmcaCounterNotices.noticeId, noticeId), eq(dmcaCounterNotices.creatorId, creatorId)));
  if (!notice || (postsDown.length === 0 && !counter)) throw new AppError('DMCA_NOTICE_NOT_FOUND');
  return {
    notice_id: notice.id,
    claimant_name: notice.claimantName,
    original_work: notice.originalWork,
    post_ids: postsDown.map((p) => p.id),
    counter: counter ? { status: counter.status, created_at: counter.createdAt.toISOString() } : null,
  };
}

/** The creator's counter-notice (once per notice); staff then see it and may restore. */
export async function fileCounterNotice(
  deps: ModerationDeps,
  creatorId: number,
  input: { notice_id: number; statement: string; consent: true; signature: string },
): Promise<{ counter_id: number }> {
  const seen = await noticeForCreator(deps, creatorId, input.notice_id);
  if (seen.counter) throw new AppError('COUNTER_NOTICE_EXISTS');
  const [row] = await deps.db
    .insert(dmcaCounterNotices)
    .values({ noticeId: input.notice_id, creatorId, statement: input.statement.trim(), consent: input.consent, signature: input.signature.trim() })
    .onConflictDoNothing()
    .returning({ id: dmcaCounterNotices.id });
  if (!row) throw new AppError('COUNTER_NOTICE_EXISTS');
  return { counter_id: row.id };
}

/** Restores the posts a counter-notice answers, in one action; the claimant is told. */
export async function restoreCounter(deps: ModerationDeps, staffUserId: number, counterId: number, reason = '') {
  const { counter, restored, email } = await deps.db.transaction(async (tx) => {
    const [counter] = await tx
      .update(dmcaCounterNotices)
      .set({ status: 'restored' })
      .where(and(eq(dmcaCounterNotices.id, counterId), eq(dmcaCounterNotices.status, 'received')))
      .returning();
    if (!counter) throw new AppError('CASE_ALREADY_DECIDED');
    const restored = await tx
      .delete(hiddenContent)
      .where(and(eq(hiddenContent.noticeId, counter.noticeId), eq(hiddenContent.authorId, counter.creatorId), eq(hiddenContent.kind, 'dmca')))
      .returning({ id: hiddenContent.subjectId });
    await recordStaffAction(tx, {
      staffUserId,
      action: 'dmca.restore',
      subjectType: 'dmca',
      subjectId: counter.noticeId,
      reason,
      detail: { counter: counterId, posts: restored.map((r) => r.id) },
    });
    const [n] = await tx.select({ email: dmcaNotices.email }).from(dmcaNotices).where(eq(dmcaNotices.id, counter.noticeId));
    return { counter, restored, email: n?.email ?? null };
  });
  for (const r of restored) await tellAuthorRestored(deps, counter.creatorId, 'post', r.id);
  if (email)
    await deps.mail(email, `DMCA notice ${counter.noticeId}: counter-notice`, `The creator sent a counter-notice; we restored ${restored.length} post(s).`);
}
