/**
 * What the call rooms (calls.ts) and the live rooms (live.ts) share: SDP size, a per-socket signal
 * budget, and how a refusal or a bad payload is acknowledged.
 */
import { z } from 'zod';
import type { SocketAck } from '../../common/realtime';
import { AppError } from '../domain/errors';
import { toAppError } from '../http/errors';

/** An SDP of a 1:1 audio+video call is a few kB; 100 kB leaves room for many candidates inlined. */
export const SIGNAL_SDP_MAX = 100_000;
/** Signals one socket may send per window: an ICE gathering sends tens, not hundreds. */
export const SIGNAL_LIMIT = { count: 200, windowMs: 10_000 };

export const sdpText = z.string().min(1).max(SIGNAL_SDP_MAX);

export function refusal(error: unknown): SocketAck<never> {
  const appError = toAppError(error);
  return { ok: false, code: appError.code, message: appError.message };
}

export function badRequest(error: z.ZodError): AppError {
  const issue = error.issues[0];
  return new AppError('BAD_REQUEST', `The request is not valid: ${issue?.path.join('.') || 'payload'}: ${issue?.message ?? 'invalid'}`);
}

/** A fixed window per socket: enough to stop a flood, no shared state needed (the socket lives on one process). */
export function signalBudget() {
  let windowStart = 0;
  let used = 0;
  return (now: number) => {
    if (now - windowStart >= SIGNAL_LIMIT.windowMs) {
      windowStart = now;
      used = 0;
    }
    used++;
    return used <= SIGNAL_LIMIT.count;
  };
}
