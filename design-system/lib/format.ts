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
  const grouped = unit === 0 && !fixed ? Number(text).toLocaleString('en-US', { maximumFractionDigits: decimals }) : text;
  return `${sign}${grouped}${SUFFIXES[unit]}`;
}

/** Token and coin amounts: 950, 1.5K, 12.35K, 2M. */
export function formatTokens(value: number): string {
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

const formats: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  datetime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

export function toDate(value: Date | number | string): Date {
  return value instanceof Date ? value : new Date(value);
}

// One formatter per style: making an Intl.DateTimeFormat costs far more than formatting with it
// (it was a tenth of a /home render on the server, ADR 107).
const formatters = new Map<DateTimeStyle, Intl.DateTimeFormat>();

/** "Nov 22, 2025, 2:00 AM PST" (date-only values carry no zone label). */
export function formatPacific(value: Date | number | string, style: DateTimeStyle = 'datetime'): string {
  let formatter = formatters.get(style);
  if (!formatter) formatters.set(style, (formatter = new Intl.DateTimeFormat('en-US', { ...formats[style], timeZone: PACIFIC_TIME_ZONE })));
  const text = formatter.format(toDate(value));
  return style === 'date' ? text : `${text} ${PACIFIC_LABEL}`;
}

/** "1 coin", "1,200 coins". */
export const coinsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'coin' : 'coins'}`;
