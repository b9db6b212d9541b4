/**
 * The referral a visitor carries until sign-up (httpOnly cookie COOKIES.referral): a /ref/{code}
 * link's code, an email link's sender `s` (the inviter) and template `t` (the traffic source).
 * The root loader writes it; the server reads it at sign-up (domain/referrals).
 */
import { z } from 'zod';
import { oneLine } from './text';

/** How long a referral waits for the visitor to sign up. */
export const REFERRAL_COOKIE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export const referralSchema = z.object({
  /** A /ref/{code} the visitor followed. */
  code: z
    .string()
    .regex(/^[a-z0-9]{4,32}$/)
    .optional(),
  /** `s` of an email link: the user the email was sent to. */
  inviter: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .optional(),
  /** `t` of an email link. */
  traffic: oneLine().max(64).optional(),
});
export type Referral = z.infer<typeof referralSchema>;

export function parseReferral(cookie: string | undefined): Referral | undefined {
  if (!cookie) return undefined;
  try {
    const parsed = referralSchema.safeParse(JSON.parse(cookie));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Newer facts win; what the newer link does not say (or says in a form that is not valid) is kept. */
export function mergeReferral(before: Referral | undefined, next: Partial<Record<keyof Referral, string | undefined>>): Referral {
  const merged: Referral = { ...before };
  for (const key of Object.keys(referralSchema.shape) as (keyof Referral)[]) {
    const parsed = referralSchema.shape[key].safeParse(next[key]);
    if (parsed.success && parsed.data !== undefined) merged[key] = parsed.data;
  }
  return merged;
}
