/**
 * The identity secret: keys code hashes, sign-up tickets and the OIDC state cookie. AUTH_SECRET
 * when set; otherwise a random value the first process stores in the database, so every
 * process and every restart uses the same one and a fresh clone needs no setup.
 */
import { eq } from 'drizzle-orm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db';
import { serverSecrets } from '../../db/schema';

export async function loadIdentitySecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: 'identity', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'identity'));
  return row.value;
}

/** HMAC-SHA256 of `value` under the secret, for one `purpose` (keys never mix between uses). */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A signed, expiring value: base64url(JSON) + "." + HMAC. */
export function sealValue(secret: string, purpose: string, payload: Record<string, unknown>, ttlSeconds: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + ttlSeconds })).toString('base64url');
  return `${body}.${keyedHash(secret, purpose, body)}`;
}

export function openSealed<T>(secret: string, purpose: string, sealed: unknown, now = Date.now()): T | null {
  if (typeof sealed !== 'string' || sealed.length > 4000) return null;
  const [body, mac, extra] = sealed.split('.');
  if (!body || !mac || extra !== undefined || !sameHash(mac, keyedHash(secret, purpose, body))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp?: number };
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < now) return null;
    return payload;
  } catch {
    return null;
  }
}
