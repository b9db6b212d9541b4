import { COOKIES } from '../../common/constants';

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** A stable device id kept in the x-fm-di cookie (random, made here: no third-party lookups). */
export function deviceId(): string {
  const existing = readCookie(COOKIES.deviceId);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  document.cookie = `${COOKIES.deviceId}=${id}; path=/; max-age=${60 * 60 * 24 * 400}; samesite=lax`;
  return id;
}

export function timezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
