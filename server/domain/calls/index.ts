/**
 * Paid one-to-one video calls (issue 21, ADR 099). Each file holds one part: rules.ts (who pays,
 * hours, minutes due, time left), settings.ts (the creator's setting and the offer), invite.ts
 * (ringing, busy, the hold), lifecycle.ts (accept, decline, cancel, connected, hang up, reading),
 * billing.ts (each minute by the clock), job.ts (timeouts, billing, abandoned calls), end.ts and
 * record.ts (ending, and the conversation's record), money.ts (the movements), clock.ts, views.ts.
 */
import { bindDeps } from '../bind';
import { callDeps, type CallOptions } from './deps';
import { invite } from './invite';
import { runOnce } from './job';
import { accept, cancel, connected, decline, detail, hangup, incoming, join } from './lifecycle';
import { offer, saveSetting, setting } from './settings';
import type { CallService } from './types';

export type { CallOptions } from './deps';
export { manualClock, systemClock, type CallClock } from './clock';
export { createIceService } from './ice';

export const callFunctions = { setting, saveSetting, offer, invite, accept, decline, cancel, connected, hangup, detail, join, incoming, runOnce };

export function createCallService(options: CallOptions): CallService {
  const deps = callDeps(options);
  return { ...bindDeps(callFunctions, deps), advanceClock: (seconds) => deps.clock.advance(seconds) };
}
