/**
 * Account standing (ADR 094): the one rule of who is "active", as SQL for the content queries and
 * as checks for sign-in and money. A suspension with an end lapses by itself at that end: no job.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db';
import { accountStatuses } from '../../db/schema';
import { AppError } from '../errors';
import { suspendedText, type AccountStatus } from '../../../common/standing';

/** SQL on account_statuses `s`: banned, or suspended now (a suspension with an end lapses by itself). */
const notActiveNow = sql`(s.status = 'banned' or (s.status = 'suspended' and (s.until is null or s.until > now())))`;

/**
 * SQL: the user whose id is `userId` (a column or SQL) is active — not banned, not suspended now.
 * The one visibility rule for authors: added with one line to each query that shows a user's
 * profile, posts or media.
 */
export const authorIsActive = (userId: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${accountStatuses} s where s.user_id = ${userId} and ${notActiveNow})`;

export interface Standing {
  status: AccountStatus;
  reason: string;
  until: Date | null;
  changedAt: Date | null;
}

/** The account's standing now (a lapsed suspension reads as active). */
export async function standingOf(db: Database | Tx, userId: number, now = new Date()): Promise<Standing> {
  const [row] = await db
    .select()
    .from(accountStatuses)
    .where(sql`${accountStatuses.userId} = ${userId}`);
  if (!row || row.status === 'active') return { status: 'active', reason: row?.reason ?? '', until: null, changedAt: row?.changedAt ?? null };
  if (row.status === 'suspended' && row.until && row.until <= now) return { status: 'active', reason: '', until: null, changedAt: row.changedAt };
  return { status: row.status as AccountStatus, reason: row.reason, until: row.until, changedAt: row.changedAt };
}

/** Sign-in refused while suspended (saying until when) or banned. */
export async function refuseSignIn(db: Database, userId: number): Promise<void> {
  const standing = await standingOf(db, userId);
  if (standing.status === 'banned') throw new AppError('ACCOUNT_BANNED');
  if (standing.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', suspendedText(standing.until));
}

/**
 * SQL for inside a ledger movement: the users among `userIds` (a bigint[] value) whose balance is
 * frozen, i.e. not active. FOR SHARE on their standing rows waits for a suspension being written
 * at the same moment.
 */
export const frozenAmong = (userIds: SQL): SQL =>
  sql`select s.user_id from ${accountStatuses} s where s.user_id = any(${userIds}) and ${notActiveNow} for share`;

/** Before a step that cannot be undone by the ledger (a card charge): refuses a frozen account up front. */
export async function refuseFrozenNow(db: Database, userId: number): Promise<void> {
  if ((await standingOf(db, userId)).status !== 'active') throw new AppError('ACCOUNT_FROZEN');
}
