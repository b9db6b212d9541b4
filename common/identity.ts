/**
 * The sign-up and log-in rules (spec section 5, "Form rules") and their texts, shared by the
 * server (which enforces them) and the browser forms (which show the same words early).
 */
import { z } from 'zod';
import { PRODUCT_NAME } from './brand';
import { nameText, oneLine } from './text';
import { AGE_MINIMUM, EMAIL_CODE_LENGTH, NICKNAME_MAX, NICKNAME_MIN, USER_NAME_MAX, USER_NAME_MIN } from './identity-rules';

export * from './identity-rules';

/** Names a user name may not contain: ours and other platforms' (compared without case). */
export const BLOCKED_BRAND_NAMES = [
  PRODUCT_NAME.toLowerCase(),
  'onlyfans',
  'fansly',
  'patreon',
  'instagram',
  'tiktok',
  'twitter',
  'facebook',
  'google',
  'youtube',
  'snapchat',
  'chaturbate',
  'pornhub',
] as const;

export const IDENTITY_TEXTS = {
  email: 'Please enter a valid email',
  code: 'Please enter the 6-digit code from the email',
  underAge: 'Not available for users under 18.',
  /** The sign-up field is the device's date picker, which shows its own format (mm/dd/yyyy here): an empty one is just missing. */
  birthdayMissing: 'Please enter your birthday',
  /** For a value that is not a date (an API caller's). */
  birthdayFormat: 'Please enter your birthday as YYYY-MM-DD',
  userNameShort: `Username must be at least ${USER_NAME_MIN} characters`,
  userNameLong: `Username must be at most ${USER_NAME_MAX} characters`,
  userNamePeriodEnd: 'Username must not end with a period',
  userNameCharacters: 'Username can only contain letters, numbers, underscores and periods',
  userNameBrand: (brand: string) => `Username must not contain "${brand}"`,
  nicknameShort: `Display name must be at least ${NICKNAME_MIN} characters`,
  nicknameLong: `Display name must be at most ${NICKNAME_MAX} characters`,
  portrait: 'The profile picture address is not valid',
} as const;

/** The brand a user name contains, if any. */
export function blockedBrandIn(userName: string): string | undefined {
  const lower = userName.toLowerCase();
  return BLOCKED_BRAND_NAMES.find((brand) => lower.includes(brand));
}

export const emailSchema = oneLine({ error: IDENTITY_TEXTS.email })
  .trim()
  .max(254, { error: IDENTITY_TEXTS.email })
  .pipe(z.email({ error: IDENTITY_TEXTS.email }))
  .transform((v) => v.toLowerCase());

export const codeSchema = oneLine({ error: IDENTITY_TEXTS.code })
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { error: IDENTITY_TEXTS.code });

export const userNameSchema = nameText({ error: IDENTITY_TEXTS.userNameShort })
  .trim()
  .min(USER_NAME_MIN, { error: IDENTITY_TEXTS.userNameShort })
  .max(USER_NAME_MAX, { error: IDENTITY_TEXTS.userNameLong })
  .refine((v) => !v.endsWith('.'), { error: IDENTITY_TEXTS.userNamePeriodEnd })
  .refine((v) => /^[A-Za-z0-9_.]+$/.test(v), { error: IDENTITY_TEXTS.userNameCharacters })
  .superRefine((v, ctx) => {
    const brand = blockedBrandIn(v);
    if (brand) ctx.addIssue({ code: 'custom', message: IDENTITY_TEXTS.userNameBrand(brand) });
  });

export const nicknameSchema = nameText({ error: IDENTITY_TEXTS.nicknameShort })
  .trim()
  .min(NICKNAME_MIN, { error: IDENTITY_TEXTS.nicknameShort })
  .max(NICKNAME_MAX, { error: IDENTITY_TEXTS.nicknameLong });

/** Age in whole years on `today` of someone born on `birthday` (both calendar dates, UTC). */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900;
}

/** YYYY-MM-DD of someone at least 18 today (the check runs when parsed, against the current date). */
export const birthdaySchema = oneLine({ error: IDENTITY_TEXTS.birthdayFormat })
  .trim()
  .min(1, { error: IDENTITY_TEXTS.birthdayMissing, abort: true })
  .refine(isCalendarDate, { error: IDENTITY_TEXTS.birthdayFormat })
  .refine((v) => !isCalendarDate(v) || ageOn(v, new Date()) >= AGE_MINIMUM, { error: IDENTITY_TEXTS.underAge });

/** A picture already uploaded: a path on our host or an https address. */
export const portraitSchema = oneLine()
  .trim()
  .max(500, { error: IDENTITY_TEXTS.portrait })
  .refine((v) => v === '' || /^\/(?!\/)[\w\-./]*$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), { error: IDENTITY_TEXTS.portrait })
  .refine((v) => !v.includes('..'), { error: IDENTITY_TEXTS.portrait });

/** The last steps of sign-up (birthday, username, profile picture), one form. */
export const completeSignupSchema = z.object({
  birthday: birthdaySchema,
  user_name: userNameSchema,
  nickname: nicknameSchema,
  portrait: portraitSchema.optional(),
});
export type CompleteSignupInput = z.infer<typeof completeSignupSchema>;
