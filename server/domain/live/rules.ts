/** The lives' pure rules (ADR 102): how a user may be in a live, and when a schedule is acceptable. */
import { LIVE_SCHEDULE_MAX_SECONDS, LIVE_SOON_SECONDS, type LiveEntry } from '../../../common/live';

/** Entries stored on live_viewers: each lets the user in again (a ticket is never bought twice). */
export type StoredEntry = 'free' | 'member' | 'granted' | 'ticket';

export interface EntryFacts {
  userId: number | null;
  creatorId: number;
  ticketPrice: number;
  viewer: { entry: string | null; kicked: boolean } | null;
  isMember: boolean;
}

/**
 * The creator; kicked (for good); what was recorded (a grant, a ticket, an earlier free or
 * member entry); a member now; free entry; otherwise a ticket is needed.
 */
export function entryOf(f: EntryFacts): LiveEntry {
  if (f.userId !== null && f.userId === f.creatorId) return 'creator';
  if (f.viewer?.kicked) return 'kicked';
  if (f.viewer?.entry) return f.viewer.entry as StoredEntry;
  if (f.isMember) return 'member';
  if (f.ticketPrice === 0) return 'free';
  return 'needs_ticket';
}

/** A scheduled start must leave time for the "starts in 3 minutes" notice and be within 30 days. */
export function scheduleAcceptable(startsAtSeconds: number, nowMs: number): boolean {
  const ahead = startsAtSeconds - nowMs / 1000;
  return ahead >= LIVE_SOON_SECONDS && ahead <= LIVE_SCHEDULE_MAX_SECONDS;
}
