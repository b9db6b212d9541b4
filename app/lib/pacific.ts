/** Times are shown and picked in Pacific time (spec section 9); this turns a picked date and time into an instant. */
import { PACIFIC_TIME_ZONE } from '../../design-system/lib/format';

/** Minutes Pacific time is ahead of UTC at `instant` (negative: -480 in winter, -420 in summer). */
function pacificOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of `date` ("YYYY-MM-DD") at `time` ("HH:MM") on a Pacific wall clock. */
export function pacificToInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the wall time read as UTC is right except within hours of a DST change; a second pass fixes that.
  const first = wall - pacificOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - pacificOffsetMinutes(new Date(first)) * 60_000);
}

/** Today's date on a Pacific wall clock ("YYYY-MM-DD"). */
export function pacificToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PACIFIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
