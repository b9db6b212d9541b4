/**
 * The installable app's reports (issue 24, ADR 111): opens (open_app_report and its answer
 * is_prompt_install), common_report's free payloads, the user/report snapshot, and the daily
 * counts of the staff console. Every report of a user counts against one limit.
 */
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { APP_REPORT_LIMIT, APP_USAGE_DAYS, INSTALL_DISMISS_DAYS, OPEN_SOURCE, type AppUsageDay } from '../../../common/app-reports';
import type { CommonReport, UserReport } from '../../../common/app-reports-schemas';
import type { Database } from '../../db';
import { appOpens, commonReports, userReports } from '../../db/schema';
import { hitLimits, type LimitStore } from '../limits';
import { shouldPromptInstall } from './prompt';

export interface AppReportDeps {
  db: Database;
  /** null: RATE_LIMITS=0 (load tests). */
  limits: LimitStore | null;
}

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const dayOf = (column: AnyPgColumn | SQL | SQL.Aliased) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const count = sql<number>`count(*)::int`;

const limit = async ({ limits }: AppReportDeps, userId: number) => {
  if (limits) await hitLimits(limits, [[APP_REPORT_LIMIT, String(userId)]], { error: 'RATE_LIMITED' });
};

/** open_app_report: records the open and answers whether to offer the install guide. */
export async function reportOpen(deps: AppReportDeps, userId: number, openSource: number, now = new Date()): Promise<{ is_prompt_install: boolean }> {
  await limit(deps, userId);
  const { db } = deps;
  const opened = (source: number) =>
    sql<boolean>`exists (select 1 from ${appOpens} where ${appOpens.userId} = ${userId} and ${appOpens.openSource} = ${source})`;
  const since = new Date(now.getTime() - INSTALL_DISMISS_DAYS * DAY_MS);
  const answered = sql<boolean>`exists (select 1 from ${commonReports} where ${commonReports.userId} = ${userId} and ${commonReports.action} = 'install_prompt'
    and ${commonReports.type} in ('dismissed', 'accepted') and ${commonReports.createdAt} >= ${since})`;
  const [facts] = await db.select({ standalone: opened(OPEN_SOURCE.standalone), browser: opened(OPEN_SOURCE.browser), answered }).from(sql`(select 1) as one`);
  await db.insert(appOpens).values({ userId, openSource, createdAt: now });
  return {
    is_prompt_install: shouldPromptInstall({
      openSource,
      openedStandalone: facts!.standalone,
      openedBrowserBefore: facts!.browser,
      answeredRecently: facts!.answered,
    }),
  };
}

/** common_report: stored with its known fields (the schema dropped the rest). */
export async function reportCommon(deps: AppReportDeps, userId: number, report: CommonReport, now = new Date()): Promise<void> {
  await limit(deps, userId);
  await deps.db.insert(commonReports).values({
    userId,
    action: report.action,
    type: report.type ?? null,
    openMode: report.open_mode ?? null,
    devicePlatform: report.device_platform ?? null,
    createdAt: now,
  });
}

/** user/report: the day's row of the user keeps the latest fields and counts the reports. */
export async function reportUser(deps: AppReportDeps, userId: number, report: UserReport, now = new Date()): Promise<void> {
  await limit(deps, userId);
  const fields = {
    userRole: report.user_role,
    portrait: report.portrait,
    userName: report.user_name,
    nickname: report.nickname,
    bio: report.bio,
    reportedAt: now,
  };
  await deps.db
    .insert(userReports)
    .values({ userId, day: utcDay(now), ...fields })
    .onConflictDoUpdate({ target: [userReports.userId, userReports.day], set: { ...fields, reports: sql`${userReports.reports} + 1` } });
}

/** The staff console's counts for the last `days` UTC days (today included), newest first; days without reports count zero. */
export async function usageByDay({ db }: AppReportDeps, days = APP_USAGE_DAYS, now = new Date()): Promise<AppUsageDay[]> {
  const since = new Date(Date.parse(utcDay(now)) - (days - 1) * DAY_MS);
  const firsts = db
    .select({ first: sql<Date>`min(${appOpens.createdAt})`.as('first') })
    .from(appOpens)
    .where(eq(appOpens.openSource, OPEN_SOURCE.standalone))
    .groupBy(appOpens.userId)
    .as('firsts');
  const [installs, opens, platforms, actives] = await Promise.all([
    db
      .select({ day: dayOf(firsts.first), n: count })
      .from(firsts)
      .where(gte(firsts.first, since))
      .groupBy(dayOf(firsts.first)),
    db
      .select({ day: dayOf(appOpens.createdAt), key: appOpens.openSource, n: count })
      .from(appOpens)
      .where(gte(appOpens.createdAt, since))
      .groupBy(dayOf(appOpens.createdAt), appOpens.openSource),
    db
      .select({ day: dayOf(commonReports.createdAt), key: commonReports.devicePlatform, n: count })
      .from(commonReports)
      .where(and(eq(commonReports.action, 'user_open_mode'), gte(commonReports.createdAt, since), inArray(commonReports.devicePlatform, [1, 2])))
      .groupBy(dayOf(commonReports.createdAt), commonReports.devicePlatform),
    db
      .select({ day: userReports.day, n: count })
      .from(userReports)
      .where(gte(userReports.day, utcDay(since)))
      .groupBy(userReports.day),
  ]);
  const result = Array.from({ length: days }, (_, i): AppUsageDay => {
    const day = utcDay(new Date(now.getTime() - i * DAY_MS));
    const n = (rows: { day: string; n: number; key?: number | null }[], key?: number) =>
      rows.find((r) => r.day === day && (key === undefined || r.key === key))?.n ?? 0;
    return {
      day,
      installs: n(installs),
      opensStandalone: n(opens, OPEN_SOURCE.standalone),
      opensBrowser: n(opens, OPEN_SOURCE.browser),
      opensDesktop: n(platforms, 1),
      opensMobile: n(platforms, 2),
      activeUsers: n(actives),
    };
  });
  return result;
}
