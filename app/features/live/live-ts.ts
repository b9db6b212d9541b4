/** /live's ts (spec section 2): when the camera and microphone check passed, in epoch seconds. */

/** A ts older than this (a bookmark, a shared link, yesterday's tab) sends the creator through the check again. */
export const LIVE_ACCESS_FRESH_SECONDS = 10 * 60;

export const liveHref = (now = Date.now()) => `/live?ts=${Math.floor(now / 1000)}`;

/** Whether /live's ts says the check passed a moment ago on this device. */
export function isFreshLiveTs(ts: string | null | undefined, now = Date.now()): boolean {
  if (!ts || !/^\d+$/.test(ts)) return false;
  const age = now / 1000 - Number(ts);
  // A little ahead is a clock quirk; far ahead is made up.
  return age > -60 && age <= LIVE_ACCESS_FRESH_SECONDS;
}
