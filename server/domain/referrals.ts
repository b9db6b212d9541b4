/**
 * Referrals and email-link tracking (spec sections 2 and 5). A visitor's referrer (from a
 * /ref/{code} link or an email link's sender `s`) and traffic source (`t`) ride in an httpOnly
 * cookie until the visitor signs up, when they are written on the new user. Clicks on
 * earnings emails are stored as email events.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { referralSchema, type Referral } from '../../common/referral';
import type { Database } from '../db';
import { emailEvents, users } from '../db/schema';

export type { Referral };

/** Referrer codes: 8 characters of a-z0-9 (about 41 bits), made when a sign-up completes. */
export function newReferrerCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export async function referrerByCode(db: Database, code: string): Promise<number | null> {
  const parsed = referralSchema.shape.code.safeParse(code.toLowerCase());
  if (!parsed.success || !parsed.data) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referrerCode, parsed.data), eq(users.isAnonymous, false)));
  return row?.id ?? null;
}

/** The signed-up user who referred a visitor: the code's owner, else the email link's sender; never the user itself. */
export async function resolveReferrer(db: Database, referral: Referral | undefined, userId?: number): Promise<number | null> {
  if (!referral) return null;
  const byCode = referral.code ? await referrerByCode(db, referral.code) : null;
  let referrer = byCode;
  if (!referrer && referral.inviter) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, Number(referral.inviter)), eq(users.isAnonymous, false)));
    referrer = row?.id ?? null;
  }
  return referrer === userId ? null : referrer;
}

/** Writes the referral on a user who has none yet (the first referrer wins). */
export async function recordReferral(db: Database, userId: number, referral: Referral | undefined): Promise<void> {
  const referredBy = await resolveReferrer(db, referral, userId);
  if (referredBy)
    await db
      .update(users)
      .set({ referredBy })
      .where(and(eq(users.id, userId), isNull(users.referredBy)));
  if (referral?.traffic) {
    await db
      .update(users)
      .set({ trafficSource: referral.traffic })
      .where(and(eq(users.id, userId), isNull(users.trafficSource)));
  }
}

/** The user's own referrer code, made on first use. */
export async function ensureReferrerCode(db: Database, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const [row] = await db.select({ code: users.referrerCode }).from(users).where(eq(users.id, userId));
    if (row?.code) return row.code;
    try {
      await db
        .update(users)
        .set({ referrerCode: newReferrerCode() })
        .where(and(eq(users.id, userId), isNull(users.referrerCode)));
    } catch {
      // A code clash (about 1 in 2^41 per pair): try another.
    }
  }
  throw new Error('Could not make a referrer code');
}

export const EMAIL_EVENT_CLICK = 2;

export async function recordEmailEvent(
  db: Database,
  event: { template: string; userId: number | null; eventType: number; payload: Record<string, unknown> },
): Promise<void> {
  await db.insert(emailEvents).values(event);
}
