import { COOKIES } from '../../common/constants';
import { readCookie, writeCookie } from './cookies';

/** A stable device id kept in the x-fm-di cookie (random, made here: no third-party lookups). */
export function deviceId(): string {
  const existing = readCookie(COOKIES.deviceId);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeCookie(COOKIES.deviceId, id);
  return id;
}

let zone: string | undefined;

/** The device's IANA time zone, read once a page: every API call sends it (x-fm-timezone). */
export function timezone(): string {
  if (zone) return zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = 'UTC';
  }
  return zone;
}
