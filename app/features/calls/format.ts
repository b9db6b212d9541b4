/**
 * Video calls in words (issue 21): the price, the hold, the creator's hours and the call records
 * of a conversation. Pure, so the screens, the stories and the tests say the same thing.
 */
import { coinsText, formatCount } from '#ds/lib/format';
import type { CallHours, CallSetting } from '../../../common/calls';
import type { ChatCallRecord } from '../../../common/chat';

/** "20 coins/min", or "Free" for price 0. */
export const perMinuteText = (price: number) => (price === 0 ? 'Free' : `${formatCount(price)} coins/min`);

/** What the fan sees (the settings' preview line): "20 coins/min · 3 min minimum = 60 coins held when a fan calls". */
export function previewText(setting: Pick<CallSetting, 'price_per_minute' | 'min_time'>): string {
  if (setting.price_per_minute === 0) return 'Free · fans call you without paying';
  return `${perMinuteText(setting.price_per_minute)} · ${setting.min_time} min minimum = ${coinsText(setting.price_per_minute * setting.min_time)} held when a fan calls`;
}

/** The settings hub's row: "Off", "Free" or "20 coins/min". */
export const settingStateText = (setting: Pick<CallSetting, 'enabled' | 'price_per_minute'> | null) =>
  !setting?.enabled ? 'Off' : perMinuteText(setting.price_per_minute);

export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "09:30" for 570; 1440 (the end of the day) is "00:00", as a time input says midnight. */
export const minuteToTime = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** 570 for "09:30"; null when it is not a time of day. */
export function timeToMinute(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** "Every day", "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri" (Monday first, runs of three or more joined). */
export function daysText(days: number[]): string {
  const set = new Set(days);
  if (set.size === 7) return 'Every day';
  // Monday first: Sunday is the week's last day in words.
  const order = [1, 2, 3, 4, 5, 6, 0].filter((d) => set.has(d));
  const parts: string[] = [];
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && (order[j]! + 1) % 7 === order[j + 1]! && order[j + 1] !== 1) j++;
    const run = order.slice(i, j + 1).map((d) => DAY_NAMES[d]!);
    parts.push(run.length >= 3 ? `${run[0]}–${run[run.length - 1]}` : run.join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}

/** "6:00 PM", "12:00 AM" for midnight (0 or 1440), as the time inputs show a time in English. */
export function timeOfDayText(minute: number): string {
  const hours = Math.floor(minute / 60) % 24;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minute % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Any time", or "Mon–Fri, 6:00 PM–10:00 PM (Europe/Berlin)". */
export function hoursText(hours: CallHours | null): string {
  if (!hours) return 'Any time';
  return `${daysText(hours.days)}, ${timeOfDayText(hours.start_minute)}–${timeOfDayText(hours.end_minute)} (${hours.time_zone})`;
}

/** "3:12", "1:02:05". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(r).padStart(2, '0')}`;
}

/** A call record of a conversation (msg_type 12) in words: "Video call · 3:12 · 45 coins", "Missed video call"... */
export function callRecordText(record: ChatCallRecord): string {
  const details = [durationText(record.duration_seconds), ...(record.coins > 0 ? [coinsText(record.coins)] : [])].join(' · ');
  switch (record.end_reason) {
    case 'declined':
      return 'Declined video call';
    case 'missed':
      return 'Missed video call';
    case 'cancelled':
      return 'Cancelled video call';
    case 'busy':
      return 'No answer: busy';
    case 'no_coins':
      return record.duration_seconds > 0 ? `Video call ended: out of coins · ${details}` : 'Video call ended: out of coins';
    case 'failed':
      return record.duration_seconds > 0 ? `Video call · ${details}` : 'Video call failed';
    case 'hung_up':
      return `Video call · ${details}`;
  }
}

/** Whether the record is one the viewer may want to act on (drawn in the attention tone). */
export const isUnansweredRecord = (record: ChatCallRecord) => record.duration_seconds === 0;
