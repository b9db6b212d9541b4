/** Staff roles and the audit log (ADR 090): the log is append-only for everyone, the application included. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/server';
import { openDatabase, type DatabaseHandle } from '../../db';
import { staffAuditLog, users } from '../../db/schema';
import { findSession, createSession } from '../sessions';
import { addStaff, auditLog, listStaff, recordStaffAction, removeStaff, staffRoleOf } from '.';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

async function signedUp(userName: string) {
  const [user] = await database.db
    .insert(users)
    .values({ userName, isAnonymous: false, email: `${userName}@example.com` })
    .returning();
  return user!;
}

describe('staff roles', () => {
  it('adds, changes and removes a role by email, each change in the log; the session carries the role', async () => {
    const user = await signedUp('staff_one');
    const { token } = await createSession(database.db, user.id);
    expect((await findSession(database.db, token))?.staffRole).toBeNull();
    await addStaff(database.db, 'STAFF_ONE@example.com ', 'moderator');
    expect(await staffRoleOf(database.db, user.id)).toBe('moderator');
    await addStaff(database.db, 'staff_one@example.com', 'admin');
    expect((await findSession(database.db, token))?.staffRole).toBe('admin');
    expect((await listStaff(database.db)).map((s) => [s.userName, s.role])).toEqual([['staff_one', 'admin']]);
    expect(await removeStaff(database.db, 'staff_one@example.com')).toBe(true);
    expect((await findSession(database.db, token))?.staffRole).toBeNull();
    const log = await auditLog(database.db, { subject: { type: 'user', id: user.id } });
    expect(log.map((e) => e.action)).toEqual(['staff.remove', 'staff.add', 'staff.add']);
  });

  it('refuses an address no signed-up account has', async () => {
    await database.db.insert(users).values({ userName: 'anon_visitor', isAnonymous: true });
    await expect(addStaff(database.db, 'nobody@example.com', 'admin')).rejects.toMatchObject({ code: 40401 });
  });
});

describe('the audit log', () => {
  it('cannot be updated, deleted or truncated', async () => {
    await recordStaffAction(database.db, { staffUserId: null, action: 'test.entry', subjectType: 'user', subjectId: 1, reason: 'because' });
    const [entry] = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'test.entry'));
    await expect(database.db.update(staffAuditLog).set({ reason: 'rewritten' }).where(eq(staffAuditLog.id, entry!.id))).rejects.toThrow();
    await expect(database.db.delete(staffAuditLog).where(eq(staffAuditLog.id, entry!.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate staff_audit_log`)).rejects.toThrow();
    const [still] = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.id, entry!.id));
    expect(still?.reason).toBe('because');
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 60; i++) await recordStaffAction(database.db, { staffUserId: null, action: 'test.page', subjectType: 'post', subjectId: i });
    const first = await auditLog(database.db);
    expect(first).toHaveLength(50);
    const second = await auditLog(database.db, { before: first.at(-1)!.id });
    expect(second[0]!.id).toBeLessThan(first.at(-1)!.id);
    expect(first[0]!.subjectId).toBe(59);
  });
});

describe('npm run staff', () => {
  it('makes the first admin of an embedded database, as the README says', { timeout: 180_000 }, async () => {
    if (process.env.DATABASE_URL) return; // the command's PostgreSQL path is the same code with another target
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cmd-'));
    const embedded = await openDatabase({ dataDir });
    await embedded.db.insert(users).values({ userName: 'first_admin', isAnonymous: false, email: 'first.admin@example.com' });
    await embedded.close();
    const run = (...args: string[]) =>
      execFileSync('npm', ['run', '-s', 'staff', '--', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(run('add', 'first.admin@example.com', 'admin')).toContain('is now an admin');
    expect(run('list')).toContain('admin\tfirst.admin@example.com\t@first_admin');
    expect(() => run('add', 'first.admin@example.com', 'owner')).toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
