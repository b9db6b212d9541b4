/**
 * Staff changes of an account's standing (ADR 094): suspend (optionally until a date), ban,
 * restore. Each is one transaction with its audit entry; it ends every session of the user and
 * holds their requested payouts, and after commit the user's sockets get "signout". Nothing of
 * the user's content or money is deleted: restore brings it all back (they sign in again).
 */
import { and, eq, ilike, or, sql, desc } from 'drizzle-orm';
import type { Database, Tx } from '../../db';
import { accountStatuses, ledgerAccounts, payouts, sessions, staffMembers, users } from '../../db/schema';
import { AppError } from '../errors';
import { recordStaffAction } from '../staff';
import { standingOf } from './rules';
import type { AccountStatus, StandingAction } from '../../../common/standing';
import type { StaffRole } from '../../../common/staff';

export interface StandingDeps {
  db: Database;
  /** Sends "signout" to every socket of the user (wired by the server once socket.io runs). */
  signoutUser: (userId: number) => void;
}

export interface StaffActor {
  userId: number;
  staffRole: StaffRole;
}

export interface StandingChange {
  action: StandingAction;
  reason: string;
  /** Suspend only: the end of the suspension; absent: until restored. */
  until?: Date;
}

async function target(db: Database | Tx, userId: number) {
  const [row] = await db
    .select({ id: users.id, isAnonymous: users.isAnonymous, staffRole: staffMembers.role })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.isAnonymous) throw new AppError('STAFF_USER_NOT_FOUND');
  return row;
}

/** Who may do what: moderators suspend and lift suspensions; bans, lifting them, and any change to a staff account are for admins. */
function checkRights(staff: StaffActor, change: StandingChange, current: AccountStatus, targetIsStaff: boolean) {
  const adminOnly = change.action === 'ban' || current === 'banned' || targetIsStaff;
  if (adminOnly && staff.staffRole !== 'admin') throw new AppError('STAFF_ADMIN_ONLY');
}

/** Applies a change; returns the new status. */
export async function changeStanding(deps: StandingDeps, staff: StaffActor, userId: number, change: StandingChange, now = new Date()): Promise<AccountStatus> {
  const reason = change.reason.trim();
  if (!reason) throw new AppError('STAFF_REASON_REQUIRED', undefined, { field: 'reason' });
  if (change.action === 'suspend' && change.until && change.until <= now) throw new AppError('SUSPENSION_END_NOT_FUTURE', undefined, { field: 'until' });
  if (userId === staff.userId) throw new AppError('STAFF_NOT_ON_SELF');
  const status: AccountStatus = change.action === 'restore' ? 'active' : change.action === 'ban' ? 'banned' : 'suspended';
  const until = change.action === 'suspend' ? (change.until ?? null) : null;
  const result = await deps.db.transaction(async (tx) => {
    const who = await target(tx, userId);
    // The standing row is locked so two staff members' changes follow one another.
    await tx.insert(accountStatuses).values({ userId, status: 'active', reason: '' }).onConflictDoNothing();
    await tx.select({ id: accountStatuses.userId }).from(accountStatuses).where(eq(accountStatuses.userId, userId)).for('update');
    const current = (await standingOf(tx, userId, now)).status;
    checkRights(staff, change, current, who.staffRole !== null);
    if (status === current && status !== 'suspended') throw new AppError('ACCOUNT_STANDING_UNCHANGED');
    await tx.update(accountStatuses).set({ status, reason, until, changedBy: staff.userId, changedAt: now }).where(eq(accountStatuses.userId, userId));
    let sessionsEnded = 0;
    let payoutsMoved = 0;
    if (status === 'active') {
      // Payouts held only because of the suspension go back to the job.
      const released = await tx
        .update(payouts)
        .set({ status: 'requested' })
        .where(and(eq(payouts.userId, userId), eq(payouts.status, 'held'), eq(payouts.heldReason, 'suspended')))
        .returning({ id: payouts.id });
      payoutsMoved = released.length;
    } else {
      sessionsEnded = (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length;
      const held = await tx
        .update(payouts)
        .set({ status: 'held', heldReason: 'suspended' })
        .where(and(eq(payouts.userId, userId), eq(payouts.status, 'requested')))
        .returning({ id: payouts.id });
      payoutsMoved = held.length;
    }
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: `user.${change.action}`,
      subjectType: 'user',
      subjectId: userId,
      reason,
      detail: { from: current, to: status, until: until?.toISOString() ?? null, sessions_ended: sessionsEnded, payouts: payoutsMoved },
    });
    return status;
  });
  if (result !== 'active') deps.signoutUser(userId);
  return result;
}

export interface UserRow {
  userId: number;
  userName: string;
  email: string | null;
  status: AccountStatus;
  until: Date | null;
}

const escapeLike = (q: string) => q.replace(/[%_\\]/g, (c) => `\\${c}`);

/** /admin/users: signed-up users whose user name or email contains `query`, newest first. */
export async function findUsers(deps: StandingDeps, query: string, now = new Date()): Promise<UserRow[]> {
  const q = `%${escapeLike(query.trim())}%`;
  const rows = await deps.db
    .select({ userId: users.id, userName: users.userName, email: users.email, status: accountStatuses.status, until: accountStatuses.until })
    .from(users)
    .leftJoin(accountStatuses, eq(accountStatuses.userId, users.id))
    .where(and(eq(users.isAnonymous, false), query.trim() ? or(ilike(users.userName, q), ilike(users.email, q)) : sql`true`))
    .orderBy(desc(users.id))
    .limit(50);
  return rows.map((r) => {
    const lapsed = r.status === 'suspended' && r.until !== null && r.until <= now;
    return {
      userId: r.userId,
      userName: r.userName,
      email: r.email,
      status: lapsed || !r.status ? 'active' : (r.status as AccountStatus),
      until: lapsed ? null : r.until,
    };
  });
}

export interface UserFacts {
  userId: number;
  userName: string;
  email: string | null;
  userRole: 0 | 1;
  staffRole: StaffRole | null;
  status: AccountStatus;
  reason: string;
  until: Date | null;
  createdAt: Date;
  walletCoins: number;
  earningsCoins: number;
}

/** /admin/users/{user_id}: the account's facts, balances from the ledger. */
export async function userFacts(deps: StandingDeps, userId: number): Promise<UserFacts> {
  const [row] = await deps.db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      userRole: users.userRole,
      isAnonymous: users.isAnonymous,
      createdAt: users.createdAt,
      staffRole: staffMembers.role,
    })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.isAnonymous) throw new AppError('STAFF_USER_NOT_FOUND');
  // Balances read from the ledger's accounts here (not through money, which applies this area's rules).
  const [standing, accounts] = await Promise.all([
    standingOf(deps.db, userId),
    deps.db.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)),
  ]);
  const coins = (kind: string) => Number(accounts.find((a) => a.kind === kind)?.balance ?? 0);
  return {
    userId: row.id,
    userName: row.userName,
    email: row.email,
    userRole: row.userRole === 1 ? 1 : 0,
    staffRole: row.staffRole === 'admin' || row.staffRole === 'moderator' ? row.staffRole : null,
    status: standing.status,
    reason: standing.reason,
    until: standing.until,
    createdAt: row.createdAt,
    walletCoins: coins('wallet'),
    earningsCoins: coins('earnings'),
  };
}
