/**
 * Look-alike names (ADR 135, issue 44 point 10): the UTS #39 skeleton of a name, so "Аlex"
 * (Cyrillic А), "AIex" (capital I) and "alex" are one name. Server-only: the confusables data
 * (unhomoglyph, confusables.txt) stays out of the browser bundle.
 */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import type { Database } from '../../db';
import { isUniqueViolation, uniqueViolationConstraint } from '../../db';
import { users } from '../../db/schema';
import { AppError } from '../errors';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** UTS #39 skeleton: NFD, drop default-ignorables, map each confusable to its prototype, NFD again. */
export function skeleton(value: string): string {
  return unhomoglyph(value.normalize('NFD').replace(IGNORABLE, '')).normalize('NFD');
}

/**
 * The key two creators' names may not share: the skeleton of the lower-cased skeleton, so letter
 * case does not tell names apart either ("ALEX", "alex"), while "AIex" still meets "Alex" (I is l
 * before lower-casing would make it i).
 */
export function nameKey(value: string): string {
  return skeleton(skeleton(value.normalize('NFKC')).toLowerCase());
}

export function nameSkeletons(fields: { nickname: string; user_name: string }) {
  return { nicknameSkeleton: nameKey(fields.nickname), userNameSkeleton: nameKey(fields.user_name) };
}

/** Refuses a creator's names (their `nameSkeletons`) that look like another creator's (a fan's are not compared, ADR 135). */
export async function assertNamesFreeAmongCreators(db: Database, userId: number, keys: ReturnType<typeof nameSkeletons>) {
  const [me] = await db.select({ role: users.userRole }).from(users).where(eq(users.id, userId));
  if (me?.role !== 1) return;
  const clashes = await db
    .select({ nick: users.nicknameSkeleton, userName: users.userNameSkeleton })
    .from(users)
    .where(
      and(
        eq(users.userRole, 1),
        ne(users.id, userId),
        or(eq(users.nicknameSkeleton, keys.nicknameSkeleton), eq(users.userNameSkeleton, keys.userNameSkeleton)),
      ),
    )
    .limit(2);
  if (clashes.some((c) => c.userName === keys.userNameSkeleton)) throw new AppError('USER_NAME_LOOKS_LIKE_CREATOR', undefined, { field: 'user_name' });
  if (clashes.length) throw new AppError('NICKNAME_LOOKS_LIKE_CREATOR', undefined, { field: 'nickname' });
}

/** The unique index's refusal (two creators racing for one look-alike name) as the same clear error. */
export function nameClashError(error: unknown): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = uniqueViolationConstraint(error) ?? '';
  if (constraint.includes('users_creator_nickname_skeleton')) return new AppError('NICKNAME_LOOKS_LIKE_CREATOR', undefined, { field: 'nickname' });
  if (constraint.includes('users_creator_user_name_skeleton')) return new AppError('USER_NAME_LOOKS_LIKE_CREATOR', undefined, { field: 'user_name' });
  return undefined;
}

/** Rows from before ADR 135 get their skeletons (at start-up, a few hundred rows at a time). */
export async function backfillNameSkeletons(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: users.id, nickname: users.nickname, userName: users.userName })
      .from(users)
      .where(or(isNull(users.nicknameSkeleton), isNull(users.userNameSkeleton)))
      .orderBy(sql`${users.userRole} desc`, users.id)
      .limit(500);
    if (!rows.length) return done;
    for (const row of rows) {
      const keys = nameSkeletons({ nickname: row.nickname, user_name: row.userName });
      try {
        await db.update(users).set(keys).where(eq(users.id, row.id));
      } catch (error) {
        // Two creators from before already look alike: the later one gets a key no name has (a skeleton never
        // holds U+200B), so the next creator to edit a name is still checked; staff decide about the pair.
        if (!nameClashError(error)) throw error;
        const none = `\u200b${row.id}`;
        await db.update(users).set({ nicknameSkeleton: none, userNameSkeleton: none }).where(eq(users.id, row.id));
      }
    }
    done += rows.length;
  }
}
