/**
 * The calls rules that need no database (ADR 099): who pays, when a creator takes calls, how
 * many minutes are due, how long the payer's coins last. Times are milliseconds of the calls clock.
 */
import { CALL_LOW_BALANCE_WARNING_SECONDS, type CallHours } from '../../../common/calls';
import { AppError } from '../errors';

/** A connected call nobody has been in for this long ends 'hung_up' at the last moment someone was. */
export const CALL_ABANDON_SECONDS = 30;
/** An accepted call whose media never flowed on both sides ends 'failed' after this long. */
export const CALL_CONNECT_SECONDS = 60;
const MINUTE_MS = 60_000;

/**
 * The fan always pays: a fan calls a creator (the callee is the creator), a creator may call a
 * fan (the caller is the creator); between two creators the callee is the creator. Two fans
 * cannot call each other.
 */
export function whoPays(caller: { id: number; role: number }, callee: { id: number; role: number }): { payerId: number; creatorId: number } {
  if (callee.role === 1) return { payerId: caller.id, creatorId: callee.id };
  if (caller.role === 1) return { payerId: callee.id, creatorId: caller.id };
  throw new AppError('CALL_NOT_OFFERED');
}

/** Day of the week (0 Sunday) and minute of the day at `nowMs` in `timeZone`. */
export function localTime(nowMs: number, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(nowMs),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether Intl knows the time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Inside the creator's hours at `nowMs`: no hours means any time; no days means every day; start
 * equal to end is the whole day; an end before the start spans midnight, and the days name the
 * day the span starts on.
 */
export function availableAt(hours: CallHours | null, nowMs: number): boolean {
  if (!hours) return true;
  const { day, minute } = localTime(nowMs, hours.time_zone);
  const onDay = (d: number) => hours.days.length === 0 || hours.days.includes(d);
  const { start_minute: start, end_minute: end } = hours;
  if (start === end || (start === 0 && end === 1440)) return onDay(day);
  if (start < end) return onDay(day) && minute >= start && minute < end;
  // Spans midnight: the evening part today, or the morning part of yesterday's span.
  return (minute >= start && onDay(day)) || (minute < end && onDay((day + 6) % 7));
}

/** Minutes due at `atMs` of a call connected at `connectedMs`: the held min_time, then each started minute. */
export function minutesDue(connectedMs: number, atMs: number, minTime: number): number {
  const elapsed = Math.max(0, atMs - connectedMs);
  return Math.max(minTime, Math.floor(elapsed / MINUTE_MS) + 1);
}

/** When minute `n` (1-based) of a call starts. */
export const minuteStart = (connectedMs: number, n: number) => connectedMs + (n - 1) * MINUTE_MS;

/**
 * Seconds until the payer's coins run out: what is paid for already, then whole minutes the
 * wallet can pay; and whether that is within the warning.
 */
export function payerTime(call: { connectedMs: number; minutesCharged: number; price: number }, wallet: number, nowMs: number) {
  const paid = Math.max(0, Math.floor((call.connectedMs + call.minutesCharged * MINUTE_MS - nowMs) / 1000));
  const seconds = paid + Math.floor(wallet / call.price) * 60;
  return { seconds_left: seconds, low_balance: seconds <= CALL_LOW_BALANCE_WARNING_SECONDS };
}
