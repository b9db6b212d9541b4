/**
 * The sign-up rules' numbers, the redirect check and the session user: what pages need without zod
 * (the login page's first paint, ADR 105). identity.ts has the schemas and re-exports all of this.
 */
export const AGE_MINIMUM = 18;
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_SECONDS = 600; // 10 minutes
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const USER_NAME_MIN = 6;
export const USER_NAME_MAX = 30;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 30;

/** Only same-origin paths may be a redirect target ("/home", never "//evil" or "https://..."). */
export function safeRedirectPath(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}

/** The signed-in user as the server and the pages know them. */
export interface SessionUser {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  bio: string;
  user_role: 0 | 1;
  is_anonymous: boolean;
  /** The user's /ref/{code}; null until the sign-up completes. */
  referrer_code: string | null;
}
