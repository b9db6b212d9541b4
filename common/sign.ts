/**
 * The request signature of spec section 7: every GET and POST carries `ts` (server-time
 * corrected seconds) and `sign`, a keyed hash over the method, the path and the sorted
 * parameters. The key is public (it ships to the browser), so this guards against stale
 * or altered requests, not against a determined client: authentication is the session.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** A request whose ts is further than this from the server clock is stale (9002). */
export const SIGN_WINDOW_SECONDS = 300;

function encodeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "METHOD\n/path\na=1&b=2": parameters sorted by name, `sign` itself left out. */
export function canonicalRequest(method: string, path: string, params: Record<string, unknown>): string {
  const pairs = Object.keys(params)
    // An undefined value is not sent (JSON and query strings drop it), so it is not signed either.
    .filter((k) => k !== 'sign' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${encodeValue(params[k])}`);
  return `${method.toUpperCase()}\n${path}\n${pairs.join('&')}`;
}

export function signRequest(key: string, method: string, path: string, params: Record<string, unknown>): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(canonicalRequest(method, path, params))));
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
