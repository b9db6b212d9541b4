/**
 * One idempotency key per user intention for a paid action (ADR 083): the server charges a key
 * once, so a retry of the same intention (same action, same input) must send the same key, and
 * a new intention (after it went through, or with another input) a new one.
 */
import { useCallback, useMemo, useRef } from 'react';

/** A fresh key (8 to 80 characters, as common/money.ts's idempotencyKey wants). */
export function newIdemKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface IdempotencyKeys {
  /** The key of this intention: the same until `done(intention)`, for a retry. */
  keyFor: (intention: unknown) => string;
  /** The intention went through (or the server refused it for good): its next attempt is a new one. */
  done: (intention: unknown) => void;
}

/** Keys by intention, e.g. `keyFor({ post_id })` or `keyFor(purchaseBody)`, kept for the component's life. */
export function useIdempotencyKey(): IdempotencyKeys {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((intention: unknown) => {
    const signature = JSON.stringify(intention ?? null);
    let key = keys.current.get(signature);
    if (!key) keys.current.set(signature, (key = newIdemKey()));
    return key;
  }, []);
  const done = useCallback((intention: unknown) => void keys.current.delete(JSON.stringify(intention ?? null)), []);
  return useMemo(() => ({ keyFor, done }), [keyFor, done]);
}
