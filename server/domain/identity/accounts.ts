/**
 * Users as identity sees them: anonymous accounts, the signed-up user of an email, the
 * completion of a sign-up (which upgrades the anonymous row in place, keeping its id and
 * everything it did), and links to OpenID Connect accounts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { CompleteSignupInput } from '../../../common/identity';
import { isUniqueViolation, uniqueViolationConstraint, type Database } from '../../db';
import { userIdentities, users } from '../../db/schema';
import { AppError } from '../errors';

export type UserRow = typeof users.$inferSelect;

function mapUniqueViolation(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint?.includes('user_name')) throw new AppError('USER_NAME_TAKEN', undefined, { field: 'user_name' });
  if (constraint?.includes('email')) throw new AppError('EMAIL_TAKEN', undefined, { field: 'email' });
  throw error;
}

export async function userById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The signed-up user of an address (only complete sign-ups carry an email). */
export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isAnonymous, false)));
  return row;
}

export async function createAnonymousUser(db: Database): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({ userName: `guest_${randomBytes(6).toString('hex')}`, isAnonymous: true })
        .returning();
      return row;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue; // 48 random bits: a clash is all but impossible
      throw error;
    }
  }
}

export async function isUserNameTaken(db: Database, userName: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return Boolean(row && row.id !== exceptUserId);
}

/**
 * Writes the sign-up fields onto `target` (an anonymous row becomes a signed-up user) or, with
 * no target, onto a new row. Returns the user id.
 */
export async function writeSignup(db: Database, target: UserRow | undefined, fields: CompleteSignupInput & { email: string | null }): Promise<number> {
  if (await isUserNameTaken(db, fields.user_name, target?.id)) throw new AppError('USER_NAME_TAKEN', undefined, { field: 'user_name' });
  if (fields.email) {
    const owner = await userByEmail(db, fields.email);
    if (owner && owner.id !== target?.id) throw new AppError('EMAIL_TAKEN', undefined, { field: 'email' });
  }
  const values = {
    userName: fields.user_name,
    nickname: fields.nickname,
    portrait: fields.portrait ?? target?.portrait ?? '',
    birthday: fields.birthday,
    email: fields.email,
    isAnonymous: false,
  };
  try {
    if (target) {
      // Only a row that is still anonymous can be upgraded (two tabs finishing at once upgrade it once).
      const [row] = await db
        .update(users)
        .set(values)
        .where(and(eq(users.id, target.id), eq(users.isAnonymous, true)))
        .returning({ id: users.id });
      if (!row) throw new AppError('SIGNUP_TICKET_INVALID');
      return row.id;
    }
    const [row] = await db.insert(users).values(values).returning({ id: users.id });
    return row.id;
  } catch (error) {
    mapUniqueViolation(error);
  }
}

export async function identityOf(db: Database, userId: number) {
  const [row] = await db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).limit(1);
  return row;
}

export async function confirmAdult(db: Database, userId: number, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ adultConfirmedAt: now })
    .where(and(eq(users.id, userId), sql`${users.adultConfirmedAt} is null`));
}
