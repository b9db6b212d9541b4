/**
 * Staff: accounts with a staff role (moderator or admin), kept apart from user_role 0/1, and
 * the append-only audit log every staff action writes to (ADR 090). Queues (applications,
 * reports, DMCA, payouts, users) record through `recordStaffAction` in the same transaction as
 * the change they make, so a change without its entry cannot exist.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db';
import { staffAuditLog, staffMembers, users } from '../../db/schema';
import { AppError } from '../errors';
import { AUDIT_PAGE_SIZE, isStaffRole, type StaffRole } from '../../../common/staff';

export interface StaffAction {
  /** Null: the machine's operator at the command line. */
  staffUserId: number | null;
  action: string;
  subjectType: string;
  subjectId: number;
  reason?: string;
  detail?: Record<string, unknown>;
}

export async function recordStaffAction(db: Database | Tx, entry: StaffAction): Promise<void> {
  await db.insert(staffAuditLog).values({ ...entry, reason: entry.reason ?? '', detail: entry.detail ?? {} });
}

export async function staffRoleOf(db: Database, userId: number): Promise<StaffRole | null> {
  const [row] = await db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, userId));
  return row && isStaffRole(row.role) ? row.role : null;
}

/** Makes the signed-up account of `email` a staff member (or changes its role); the command line's `add`. */
export async function addStaff(db: Database, email: string, role: StaffRole, by: number | null = null): Promise<{ userId: number; userName: string }> {
  const [user] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.isAnonymous, false)));
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  await db.transaction(async (tx) => {
    await tx.insert(staffMembers).values({ userId: user.id, role }).onConflictDoUpdate({ target: staffMembers.userId, set: { role } });
    await recordStaffAction(tx, { staffUserId: by, action: 'staff.add', subjectType: 'user', subjectId: user.id, detail: { role } });
  });
  return { userId: user.id, userName: user.userName };
}

export async function removeStaff(db: Database, email: string, by: number | null = null): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  return db.transaction(async (tx) => {
    const removed = await tx.delete(staffMembers).where(eq(staffMembers.userId, user.id)).returning();
    if (removed.length) await recordStaffAction(tx, { staffUserId: by, action: 'staff.remove', subjectType: 'user', subjectId: user.id });
    return removed.length > 0;
  });
}

export async function listStaff(db: Database) {
  return db
    .select({ userId: staffMembers.userId, userName: users.userName, email: users.email, role: staffMembers.role, since: staffMembers.createdAt })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(staffMembers.createdAt);
}

/** The log, newest first, a page at a time (`before`: the last id of the previous page); optionally one subject's entries. */
export async function auditLog(db: Database, options: { before?: number; subject?: { type: string; id: number } } = {}) {
  const where: SQL[] = [];
  if (options.before) where.push(lt(staffAuditLog.id, options.before));
  if (options.subject) where.push(eq(staffAuditLog.subjectType, options.subject.type), eq(staffAuditLog.subjectId, options.subject.id));
  return db
    .select({
      id: staffAuditLog.id,
      staffUserId: staffAuditLog.staffUserId,
      staffUserName: users.userName,
      action: staffAuditLog.action,
      subjectType: staffAuditLog.subjectType,
      subjectId: staffAuditLog.subjectId,
      reason: staffAuditLog.reason,
      detail: staffAuditLog.detail,
      createdAt: staffAuditLog.createdAt,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.staffUserId))
    .where(and(...where))
    .orderBy(desc(staffAuditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
