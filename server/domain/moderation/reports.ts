/**
 * Reports (issue 19 point 3, ADR 092): a fan or creator reports a user, a post or a chat
 * message with a reason from a fixed list; one open report per reporter and target (a repeat
 * folds into it); the reports of one target are one case for staff, decided once for all.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/content';
import { MY_REPORTS_PATH, REPORT_LIMIT, REPORT_OUTCOMES, type MyReport, type ReportReason, type ReportTarget } from '../../../common/moderation';
import type { Tx } from '../../db';
import { conversationMembers, messages, posts, reports, users } from '../../db/schema';
import { AppError } from '../errors';
import { hitLimits } from '../limits';
import { MODERATION_NOTIFY_TYPE, type ModerationDeps } from './deps';

/** The user a target belongs to, if the reporter may see it; REPORT_TARGET_NOT_FOUND otherwise. */
async function ownerOf({ db }: ModerationDeps, reporterId: number, type: ReportTarget, id: number): Promise<number> {
  let owner: number | undefined;
  if (type === 'user') {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.isAnonymous, false)));
    owner = row?.id;
  } else if (type === 'post') {
    const [row] = await db.select({ id: posts.creatorId, status: posts.status }).from(posts).where(eq(posts.id, id));
    owner = row?.status === POST_STATUS.Posted ? row.id : undefined;
  } else {
    // Only a member of the message's conversation can report it.
    const [row] = await db
      .select({ id: messages.senderId })
      .from(messages)
      .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, reporterId)))
      .where(eq(messages.id, id));
    owner = row?.id;
  }
  if (owner === undefined) throw new AppError('REPORT_TARGET_NOT_FOUND', undefined, { field: 'target_id' });
  if (owner === reporterId) throw new AppError('REPORT_SELF', undefined, { field: 'target_id' });
  return owner;
}

/** Files a report; `folded`: the reporter already had an open one of this target (answered OK, kept as one). */
export async function fileReport(
  deps: ModerationDeps,
  reporterId: number,
  input: { target_type: ReportTarget; target_id: number; reason: ReportReason; text?: string },
): Promise<{ folded: boolean }> {
  await hitLimits(deps.limits, [[REPORT_LIMIT, String(reporterId)]], { error: 'RATE_LIMITED' });
  const targetUserId = await ownerOf(deps, reporterId, input.target_type, input.target_id);
  const inserted = await deps.db
    .insert(reports)
    .values({ reporterId, targetType: input.target_type, targetId: input.target_id, targetUserId, reason: input.reason, text: input.text?.trim() ?? '' })
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId], where: sql`${reports.status} = 'open'` })
    .returning({ id: reports.id });
  return { folded: inserted.length === 0 };
}

/** The reporter's own reports, newest first, with what became of them ("Your reports"). */
export async function myReports({ db }: ModerationDeps, reporterId: number): Promise<MyReport[]> {
  const rows = await db
    .select({ report: reports, userName: users.userName })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.targetUserId))
    .where(eq(reports.reporterId, reporterId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(100);
  return rows.map(({ report: r, userName }) => ({
    id: r.id,
    target_type: r.targetType as ReportTarget,
    target_id: r.targetId,
    target_user_name: userName,
    reason: r.reason as ReportReason,
    status: r.status as MyReport['status'],
    created_at: r.createdAt.toISOString(),
  }));
}

/** Closes a target's open reports with `status` inside `tx`; the reporters, or CASE_ALREADY_DECIDED when none was open. */
export async function closeCase(tx: Tx, type: ReportTarget, id: number, status: 'hidden' | 'dismissed' | 'actioned'): Promise<number[]> {
  const closed = await tx
    .update(reports)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.status, 'open')))
    .returning({ reporterId: reports.reporterId });
  if (closed.length === 0) throw new AppError('CASE_ALREADY_DECIDED');
  return closed.map((c) => c.reporterId);
}

/** Tells each reporter what became of their report. */
export async function tellReporters(deps: ModerationDeps, reporterIds: number[], type: ReportTarget, status: 'hidden' | 'dismissed' | 'actioned') {
  const what = type === 'user' ? 'the account' : `the ${type}`;
  await Promise.all(
    reporterIds.map((userId) =>
      deps.notify(userId, {
        notifyType: MODERATION_NOTIFY_TYPE,
        content: {
          title: `Your report of ${what}: ${REPORT_OUTCOMES[status]}`,
          summary: 'Thank you for reporting. See all your reports on your account page.',
        },
        link: MY_REPORTS_PATH,
      }),
    ),
  );
}
