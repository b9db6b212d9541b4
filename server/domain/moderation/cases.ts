/**
 * The staff side of reports (ADR 092): cases (the open reports of one target, with a count),
 * hiding a post or message (kind 'report', the reason shown to its author), dismissing, and
 * restoring anything hidden in one action. Every change records its audit entry in its own
 * transaction (ADR 090).
 */
import { and, asc, count, desc, eq, gte, lte, max, sql } from 'drizzle-orm';
import type { ReportReason, ReportTarget } from '../../../common/moderation';
import type { Tx } from '../../db';
import { dmcaCounterNotices, hiddenContent, messages, posts, reports, users } from '../../db/schema';
import { AppError } from '../errors';
import { recordStaffAction } from '../staff';
import { MODERATION_NOTIFY_TYPE, type ModerationDeps } from './deps';
import { closeCase, tellReporters } from './reports';

export interface ReportCase {
  target_type: ReportTarget;
  target_id: number;
  target_user: { user_id: number; user_name: string };
  count: number;
  last_at: string;
  reports: { reporter: string; reason: ReportReason; text: string; created_at: string }[];
  /** What staff look at: the post's caption, the message with the ones around it, the user's bio. */
  preview: { label: string; lines: { who: string; text: string; reported: boolean }[] };
  hidden: boolean;
}

async function previewOf({ db }: ModerationDeps, type: ReportTarget, id: number): Promise<ReportCase['preview']> {
  if (type === 'post') {
    const [p] = await db
      .select({ caption: posts.caption, who: users.userName })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.creatorId))
      .where(eq(posts.id, id));
    return { label: `Post ${id}`, lines: p ? [{ who: p.who, text: p.caption || '(no caption)', reported: true }] : [] };
  }
  if (type === 'message') {
    const [m] = await db.select().from(messages).where(eq(messages.id, id));
    if (!m) return { label: `Message ${id}`, lines: [] };
    // Context for staff only: three messages either side in the same conversation.
    const around = (dir: 'before' | 'after') =>
      db
        .select({ id: messages.id, body: messages.body, who: users.userName })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(eq(messages.conversationId, m.conversationId), dir === 'before' ? lte(messages.timetoken, m.timetoken) : gte(messages.timetoken, m.timetoken)),
        )
        .orderBy(dir === 'before' ? desc(messages.timetoken) : asc(messages.timetoken))
        .limit(4);
    const [before, after] = await Promise.all([around('before'), around('after')]);
    const lines = [...before.reverse(), ...after.filter((a) => a.id !== id)];
    return { label: `Message ${id} and its context`, lines: lines.map((l) => ({ who: l.who, text: l.body || '(media)', reported: l.id === id })) };
  }
  const [u] = await db.select({ name: users.userName, nickname: users.nickname, bio: users.bio }).from(users).where(eq(users.id, id));
  return { label: `User ${id}`, lines: u ? [{ who: u.name, text: [u.nickname, u.bio].filter(Boolean).join(' — ') || '(no bio)', reported: true }] : [] };
}

/** Open cases, the most reported first, then the oldest. */
export async function openCases(deps: ModerationDeps): Promise<ReportCase[]> {
  const { db } = deps;
  const groups = await db
    .select({ type: reports.targetType, id: reports.targetId, userId: reports.targetUserId, n: count(), last: max(reports.createdAt) })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(reports.targetType, reports.targetId, reports.targetUserId)
    .orderBy(desc(count()), asc(max(reports.createdAt)))
    .limit(100);
  return Promise.all(
    groups.map(async (g): Promise<ReportCase> => {
      const reporter = sql<string>`(select ${users.userName} from ${users} where ${users.id} = ${reports.reporterId})`;
      const rows = await db
        .select({ reporter, reason: reports.reason, text: reports.text, createdAt: reports.createdAt })
        .from(reports)
        .where(and(eq(reports.targetType, g.type), eq(reports.targetId, g.id), eq(reports.status, 'open')))
        .orderBy(asc(reports.createdAt));
      const [owner] = await db.select({ name: users.userName }).from(users).where(eq(users.id, g.userId));
      const [hidden] = await db
        .select({ id: hiddenContent.subjectId })
        .from(hiddenContent)
        .where(and(eq(hiddenContent.subjectType, g.type), eq(hiddenContent.subjectId, g.id)));
      return {
        target_type: g.type as ReportTarget,
        target_id: g.id,
        target_user: { user_id: g.userId, user_name: owner?.name ?? '' },
        count: g.n,
        last_at: (g.last ?? new Date()).toISOString(),
        reports: rows.map((r) => ({ reporter: r.reporter, reason: r.reason as ReportReason, text: r.text, created_at: r.createdAt.toISOString() })),
        preview: await previewOf(deps, g.type as ReportTarget, g.id),
        hidden: Boolean(hidden),
      };
    }),
  );
}

/** Everything hidden now, newest first (the "Restore" list of both queues). */
export async function hiddenItems({ db }: ModerationDeps, kind?: 'report' | 'dmca') {
  return db
    .select({ hidden: hiddenContent, authorName: users.userName })
    .from(hiddenContent)
    .innerJoin(users, eq(users.id, hiddenContent.authorId))
    .where(kind ? eq(hiddenContent.kind, kind) : undefined)
    .orderBy(desc(hiddenContent.hiddenAt))
    .limit(100);
}

async function authorOf(tx: Tx, type: 'post' | 'message', id: number): Promise<number> {
  const [row] =
    type === 'post'
      ? await tx.select({ id: posts.creatorId }).from(posts).where(eq(posts.id, id))
      : await tx.select({ id: messages.senderId }).from(messages).where(eq(messages.id, id));
  if (!row) throw new AppError('REPORT_TARGET_NOT_FOUND');
  return row.id;
}

/** Tells the author their post or message was hidden, and why (ADR 092: "the creator sees why"). */
export async function tellAuthorHidden(deps: ModerationDeps, authorId: number, type: 'post' | 'message', id: number, reason: string, link: string | null) {
  await deps.notify(authorId, {
    notifyType: MODERATION_NOTIFY_TYPE,
    content: { title: `Your ${type} was hidden by moderation`, summary: reason },
    link: link ?? (type === 'post' ? `/post?id=${id}` : null),
    email: true,
  });
}

/**
 * Decides a case: 'hide' hides the post or message (reason required, shown to the author),
 * 'dismiss' takes no action, 'actioned' closes a user's case (the account's page does the rest).
 */
export async function decideCase(
  deps: ModerationDeps,
  staffUserId: number,
  input: { target_type: ReportTarget; target_id: number; decision: 'hide' | 'dismiss' | 'actioned'; reason: string },
): Promise<void> {
  const reason = input.reason.trim();
  const { target_type: type, target_id: id } = input;
  if (input.decision === 'hide' && type === 'user')
    throw new AppError('BAD_REQUEST', 'decision: a user is not hidden; open their page instead', { field: 'decision' });
  if (input.decision === 'hide' && !reason) throw new AppError('HIDE_REASON_REQUIRED', undefined, { field: 'reason' });
  const status = input.decision === 'hide' ? 'hidden' : input.decision === 'dismiss' ? 'dismissed' : 'actioned';
  const { reporters, authorId } = await deps.db.transaction(async (tx) => {
    const reporters = await closeCase(tx, type, id, status);
    let authorId: number | null = null;
    if (type !== 'user' && input.decision === 'hide') {
      authorId = await authorOf(tx, type, id);
      await tx
        .insert(hiddenContent)
        .values({ subjectType: type, subjectId: id, authorId, kind: 'report', reason, hiddenBy: staffUserId })
        .onConflictDoNothing();
    }
    await recordStaffAction(tx, {
      staffUserId,
      action: `report.${input.decision}`,
      subjectType: type,
      subjectId: id,
      reason,
      detail: { reports: reporters.length },
    });
    return { reporters, authorId };
  });
  if (authorId !== null && type !== 'user') await tellAuthorHidden(deps, authorId, type, id, reason, null);
  await tellReporters(deps, reporters, type, status);
}

/** Un-hides a post or message in one action (whatever hid it); a takedown's counter-notice is marked restored. */
export async function restoreHidden(
  deps: ModerationDeps,
  staffUserId: number,
  input: { subject_type: 'post' | 'message'; subject_id: number; reason?: string },
) {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(hiddenContent)
      .where(and(eq(hiddenContent.subjectType, input.subject_type), eq(hiddenContent.subjectId, input.subject_id)))
      .returning();
    if (!row) throw new AppError('NOT_HIDDEN');
    if (row.noticeId !== null) {
      await tx
        .update(dmcaCounterNotices)
        .set({ status: 'restored' })
        .where(and(eq(dmcaCounterNotices.noticeId, row.noticeId), eq(dmcaCounterNotices.creatorId, row.authorId)));
    }
    await recordStaffAction(tx, {
      staffUserId,
      action: 'content.restore',
      subjectType: input.subject_type,
      subjectId: input.subject_id,
      reason: input.reason?.trim() ?? '',
      detail: { kind: row.kind, notice: row.noticeId },
    });
    return row;
  });
  await tellAuthorRestored(deps, removed.authorId, input.subject_type, input.subject_id);
}

export async function tellAuthorRestored(deps: ModerationDeps, authorId: number, type: 'post' | 'message', id: number) {
  await deps.notify(authorId, {
    notifyType: MODERATION_NOTIFY_TYPE,
    content: { title: `Your ${type} is visible again`, summary: 'Moderation restored it.' },
    link: type === 'post' ? `/post?id=${id}` : null,
  });
}
