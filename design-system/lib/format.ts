/**
 * Number and date formatting of spec section 9: K/M/B/T suffixes, two decimals for money,
 * dates in Pacific time with a "PST" label. English only.
 */
const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

function compact(value: number, decimals: number, fixed: boolean): string {
  const sign = value < 0 ? '-' : '';
  let amount = Math.abs(value);
  let unit = 0;
  while (amount >= 1000 && unit < SUFFIXES.length - 1) {
    amount /= 1000;
    unit += 1;
  }
  // Rounding may reach the next unit (999.999K -> 1000.00K): carry over.
  if (Number(amount.toFixed(decimals)) >= 1000 && unit < SUFFIXES.length - 1) {
    amount /= 1000;
    unit += 1;
  }
  const text = fixed ? amount.toFixed(decimals) : String(Number(amount.toFixed(decimals)));
  const grouped = unit === 0 && !fixed ? formatCount(Number(text)) : text;
  return `${sign}${grouped}${SUFFIXES[unit]}`;
}

/**
 * "1,234,567.891", as `toLocaleString('en-US')` writes it (at most three decimals), without Intl: a
 * page's first use of Intl loads the browser's locale data, a long task on a phone (ADR 121).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString('en-US');
  const [whole, fraction] = String(Math.abs(Number(value.toFixed(3)))).split('.');
  const sign = value < 0 && Number(value.toFixed(3)) !== 0 ? '-' : '';
  return `${sign}${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Coin amounts: 950, 1.5K, 12.35K, 2M. */
export function formatCoins(value: number): string {
  return compact(value, 2, false);
}

/** Money, always two decimals: $9.99, $1.50K, $2.00M. */
export function formatMoney(value: number, currencySymbol = '$'): string {
  const text = compact(value, 2, true);
  return text.startsWith('-') ? `-${currencySymbol}${text.slice(1)}` : `${currencySymbol}${text}`;
}

export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';
/** The spec labels Pacific times "PST" all year. */
export const PACIFIC_LABEL = 'PST';

export type DateTimeStyle = 'date' | 'time' | 'datetime';

export function toDate(value: Date | number | string): Date {
  return value instanceof Date ? value : new Date(value);
}

const HOUR = 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The n-th Sunday of a month, at a UTC hour. */
function nthSunday(year: number, month: number, n: number, utcHour: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1), utcHour);
}

/**
 * Pacific wall-clock time by the US rule in force since 2007: daylight time from 2 AM on March's
 * second Sunday (10:00 UTC) to 2 AM on November's first (09:00 UTC). Earlier moments go through
 * Intl. Reading the rule here keeps Intl, and the locale data it loads, off a first paint: that
 * load was a 70-180 ms task on a phone (ADR 121). format.test.ts checks it against Intl.
 */
function pacificWallClock(date: Date): Date | null {
  const year = date.getUTCFullYear();
  if (!(year >= 2007 && year <= 9999)) return null;
  const ms = date.getTime();
  const daylight = ms >= nthSunday(year, 2, 2, 10) && ms < nthSunday(year, 10, 1, 9);
  return new Date(ms - (daylight ? 7 : 8) * HOUR);
}

// Only for moments before 2007: one formatter per style, made on first need.
const formatters = new Map<DateTimeStyle, Intl.DateTimeFormat>();
const intlOptions: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  datetime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

function intlPacific(date: Date, style: DateTimeStyle): string {
  let formatter = formatters.get(style);
  if (!formatter) formatters.set(style, (formatter = new Intl.DateTimeFormat('en-US', { ...intlOptions[style], timeZone: PACIFIC_TIME_ZONE })));
  return formatter.format(date);
}

/** "Nov 22, 2025, 2:00 AM PST" (date-only values carry no zone label). */
export function formatPacific(value: Date | number | string, style: DateTimeStyle = 'datetime'): string {
  const date = toDate(value);
  const wall = pacificWallClock(date);
  let text: string;
  if (!wall) text = intlPacific(date, style);
  else {
    const day = `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}`;
    const hour = wall.getUTCHours();
    const time = `${hour % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
    text = style === 'date' ? day : style === 'time' ? time : `${day}, ${time}`;
  }
  return style === 'date' ? text : `${text} ${PACIFIC_LABEL}`;
}

/** "1 coin", "1,200 coins". */
export const coinsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'coin' : 'coins'}`;
