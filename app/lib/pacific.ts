/** Times are shown and picked in Pacific time (spec section 9); this turns a picked date and time into an instant. */
import { fromDate, parseDate, parseTime, toCalendarDate, toCalendarDateTime, toZoned } from '@internationalized/date';
import { PACIFIC_TIME_ZONE } from '../../design-system/lib/format';

/**
 * The instant of `date` ("YYYY-MM-DD") at `time` ("HH:MM") on a Pacific wall clock. Across a DST
 * change the library's "compatible" rule applies: a time the clock skips (2:30 on the March
 * morning) is read with the offset before the jump (3:30 PDT); a time it shows twice (1:30 on
 * the November morning) is the first one (PDT).
 */
export function pacificToInstant(date: string, time: string): Date {
  return toZoned(toCalendarDateTime(parseDate(date), parseTime(time)), PACIFIC_TIME_ZONE, 'compatible').toDate();
}

/** Today's date on a Pacific wall clock ("YYYY-MM-DD"). */
export function pacificToday(now = new Date()): string {
  return toCalendarDate(fromDate(now, PACIFIC_TIME_ZONE)).toString();
}
