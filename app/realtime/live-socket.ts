/**
 * Which live a page's socket carries (issue 22): the shell opens its socket with the `li` query on
 * /live/join_live?live_id=, and the room's events reach the screens through events.ts.
 */

/** The live a page's socket carries: live_id of /live/join_live (digits only), else undefined. */
export function liveOfPath(pathname: string, search: string): string | undefined {
  if (pathname.replace(/\/$/, '') !== '/live/join_live') return undefined;
  const id = new URLSearchParams(search).get('live_id');
  return id && /^[1-9]\d{0,15}$/.test(id) ? id : undefined;
}
