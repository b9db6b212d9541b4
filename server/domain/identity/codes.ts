/**
 * Emailed sign-in codes: 6 digits, kept only as a keyed hash, valid 10 minutes, single use,
 * 5 wrong attempts at most. Sending a new code retires the earlier ones of that address.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_SECONDS } from '../../../common/identity';
import type { Database } from '../../db';
import { emailCodes } from '../../db/schema';
import { AppError } from '../errors';
import { keyedHash, sameHash } from './secrets';

const hashCode = (secret: string, email: string, code: string) => keyedHash(secret, 'email-code', `${email}\n${code}`);

export async function issueCode(db: Database, secret: string, email: string, now = new Date()): Promise<string> {
  const code = randomInt(0, 10 ** EMAIL_CODE_LENGTH)
    .toString()
    .padStart(EMAIL_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)));
    await tx.delete(emailCodes).where(and(eq(emailCodes.email, email), lt(emailCodes.createdAt, new Date(now.getTime() - 86_400_000))));
    await tx.insert(emailCodes).values({
      email,
      codeHash: hashCode(secret, email, code),
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  return code;
}

/** Uses up the code of `email` or throws CODE_INVALID / CODE_EXPIRED / CODE_ATTEMPTS_EXCEEDED. */
export async function consumeCode(db: Database, secret: string, email: string, code: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now) throw new AppError('CODE_EXPIRED');
  if (row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
  if (!sameHash(row.codeHash, hashCode(secret, email, code))) {
    // Counted in the database, so parallel guesses cannot get past the limit.
    const [counted] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS)))
      .returning({ attempts: emailCodes.attempts });
    if (!counted || counted.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
    throw new AppError('CODE_INVALID');
  }
  const [used] = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt), lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS)))
    .returning({ id: emailCodes.id });
  if (!used) throw new AppError('CODE_EXPIRED'); // used by a parallel request a moment ago
}
