import { COOKIES } from '../../common/constants';
import { readCookie, writeCookie } from './cookies';
import { STORAGE_KEYS, readLocal, writeLocal } from './storage';

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
let learning: Promise<void> | undefined;

/** The browser's IANA time zone, read here (the default of a creator's call hours; a first visit reads it in a worker). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

// Read in a worker: the first use of Intl on the page's thread loads the locale data, a long task
// on a phone (ADR 121). Kept in local storage (spec section 3) and refreshed once a page.
function learn(): Promise<void> {
  return (learning ??= new Promise<string>((resolve) => {
    try {
      const worker = new Worker(new URL('./timezone.worker.ts', import.meta.url), { type: 'module' });
      const done = (read: string) => {
        resolve(read);
        worker.terminate();
      };
      worker.onmessage = (event: MessageEvent<unknown>) => done(typeof event.data === 'string' && event.data ? event.data : browserTimeZone());
      worker.onerror = () => done(browserTimeZone());
    } catch {
      resolve(browserTimeZone());
    }
  }).then((read) => {
    zone = read;
    writeLocal(STORAGE_KEYS.timezone, read);
  }));
}

/** The device's IANA time zone, sent with every API call (x-fm-timezone) once `timezoneKnown` settles. */
export function timezone(): string | undefined {
  return zone;
}

/** Settles when the zone is known: at once when local storage has it, else when the worker answers. */
export function timezoneKnown(): Promise<void> {
  zone ??= readLocal(STORAGE_KEYS.timezone) ?? undefined;
  const fresh = learn();
  return zone ? Promise.resolve() : fresh;
}
