/** Small pure helpers of the chat screens. */
import { TIMETOKEN_PER_SECOND, type ChatMediaView, type ChatMessageView, type ConversationView } from '../../../common/chat';
import { variantOf } from '../../../common/media';

/** A timetoken (microseconds) as a Date: divided by 1,000,000 on arrival (spec section 3). */
export function timetokenDate(timetoken: number): Date {
  return new Date((timetoken / TIMETOKEN_PER_SECOND) * 1000);
}

/** An unlocked chat image's tile: a variant of the URL the server sent, which names the message (ADR 088; checked per request). */
export function mediaUrl(media: ChatMediaView, width = 320): string {
  return media.url ? variantOf(media.url, width, 0) : LOCKED_PLACEHOLDER;
}

/** An unlocked chat video's stream, as the server sent it (checked per request, with HTTP Range for seeking). */
export function videoUrl(media: ChatMediaView): string {
  return media.url ?? LOCKED_PLACEHOLDER;
}

/** A transparent pixel behind a locked tile: the locked media itself is never fetched. */
export const LOCKED_PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** One line for the conversation list. */
export function previewOf(message: ChatMessageView | null, me: number): string {
  if (!message) return 'No messages yet';
  const mine = message.sender.id === me ? 'You: ' : '';
  if (message.locked) return `${mine}Paid message · ${message.price} coins`;
  if (message.body) return mine + message.body;
  const videos = message.media.filter((m) => m.kind === 2).length;
  if (message.media.length === 1) return `${mine}${videos ? 'Video' : 'Photo'}`;
  if (message.media.length) return `${mine}${message.media.length} ${videos === 0 ? 'photos' : videos === message.media.length ? 'videos' : 'media'}`;
  return mine;
}

/** Keeps one copy of each message (by id), in time order. */
export function mergeMessages(current: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.timetoken - b.timetoken);
}

/**
 * The list after reloading its first page (back online): the fresh page replaces its
 * conversations, older ones loaded before stay, latest first (by last timetoken, then id).
 */
export function mergeConversations(current: ConversationView[], freshFirstPage: ConversationView[]): ConversationView[] {
  const fresh = new Set(freshFirstPage.map((c) => c.conversation_id));
  return [...freshFirstPage, ...current.filter((c) => !fresh.has(c.conversation_id))].sort(
    (a, b) => b.last_timetoken - a.last_timetoken || b.conversation_id - a.conversation_id,
  );
}

/** The site shows times in Pacific time (as the design system's DateTime does). */
const PACIFIC_TIME_ZONE = 'America/Los_Angeles';
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: PACIFIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayWords = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const dayWordsWithYear = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, month: 'short', day: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, weekday: 'short' });
const DAY_MS = 86_400_000;

/** The calendar day of a moment in Pacific time (the site's time zone, spec section 3), as "2026-11-24". */
export function dayOf(date: Date): string {
  return dayKey.format(date);
}

/** A chat day separator: "Today", "Yesterday", "Mon, Nov 24" (the year only when it is not this one). */
export function dayLabel(date: Date, now: Date): string {
  const day = dayOf(date);
  if (day === dayOf(now)) return 'Today';
  if (day === dayOf(new Date(now.getTime() - DAY_MS))) return 'Yesterday';
  return (day.slice(0, 4) === dayOf(now).slice(0, 4) ? dayWords : dayWordsWithYear).format(date);
}

/** A conversation row's time: today's as a time, this week's as a weekday, older ones as a date. */
export function listTimeStyle(date: Date, now: Date): 'time' | 'weekday' | 'date' {
  if (dayOf(date) === dayOf(now)) return 'time';
  return now.getTime() - date.getTime() < 6 * DAY_MS ? 'weekday' : 'date';
}

/** "Tue" or "Nov 22" for a conversation row (today's rows show the time itself). */
export function listDay(date: Date, now: Date): string {
  return listTimeStyle(date, now) === 'weekday' ? weekday.format(date) : shortDate.format(date);
}

/** Messages of one sender within this many microseconds of each other share a group (one name, one avatar). */
export const GROUP_GAP_TIMETOKEN = 10 * 60 * TIMETOKEN_PER_SECOND;

export interface Groupable {
  key: string;
  senderId: number;
  timetoken: number;
}

export type ListEntry<T extends Groupable> = { kind: 'day'; key: string; label: string } | { kind: 'item'; item: T; groupStart: boolean; groupEnd: boolean };

/**
 * The room's list: a day separator before each day's first message, and runs of one sender
 * (same day, close in time) marked where they start and end.
 */
export function groupEntries<T extends Groupable>(items: T[], now: Date): ListEntry<T>[] {
  const out: ListEntry<T>[] = [];
  items.forEach((item, i) => {
    const date = timetokenDate(item.timetoken);
    const prev = items[i - 1];
    const next = items[i + 1];
    const newDay = !prev || dayOf(timetokenDate(prev.timetoken)) !== dayOf(date);
    if (newDay) out.push({ kind: 'day', key: `day-${dayOf(date)}`, label: dayLabel(date, now) });
    const joins = (a: T | undefined, b: T | undefined) =>
      !!a &&
      !!b &&
      a.senderId === b.senderId &&
      b.timetoken - a.timetoken <= GROUP_GAP_TIMETOKEN &&
      dayOf(timetokenDate(a.timetoken)) === dayOf(timetokenDate(b.timetoken));
    out.push({ kind: 'item', item, groupStart: !joins(prev, item), groupEnd: !joins(item, next) });
  });
  return out;
}
