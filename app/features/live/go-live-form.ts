/**
 * The go-live form (issue 22): a title, free or ticketed entry, and for a schedule a Pacific date
 * and time. Checked with the contract's schemas (liveStartInput, liveScheduleInput) plus the
 * schedule window the server also enforces (LIVE_SOON_SECONDS ahead, at most LIVE_SCHEDULE_MAX_SECONDS).
 */
import { typedCoins } from '../../../common/money';
import { LIVE_SCHEDULE_MAX_SECONDS, LIVE_SOON_SECONDS, liveStartInput, type LiveScheduleInput, type LiveStartInput } from '../../../common/live';
import { checkFields, type FieldErrors } from '../../lib/forms';
import { pacificToInstant } from '../../lib/pacific';

export type LiveEntryChoice = 'free' | 'ticket';

export interface GoLiveForm {
  title: string;
  entry: LiveEntryChoice;
  /** Coins as typed; used only for a ticketed live. */
  price: string;
  /** Pacific date "YYYY-MM-DD" and time "HH:MM" of a schedule. */
  date: string | null;
  time: string;
}

export const SCHEDULE_TEXTS = {
  tooSoon: `Please choose a time at least ${LIVE_SOON_SECONDS / 60} minutes from now.`,
  tooFar: `Please choose a time within ${LIVE_SCHEDULE_MAX_SECONDS / 86400} days.`,
  missing: 'Please choose a date and a time.',
} as const;

export const emptyGoLiveForm = (today: string): GoLiveForm => ({ title: '', entry: 'free', price: '', date: today, time: '20:00' });

type Checked<T> = { ok: true; value: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** What "Go live" sends, or the first problem of each field (title, price). */
export function checkStart(form: GoLiveForm): Checked<LiveStartInput> {
  const errors: FieldErrors = {};
  let price = 0;
  if (form.entry === 'ticket') {
    const coins = checkFields(typedCoins, form.price);
    if (coins.ok) price = coins.value;
    else errors.price = coins.errors.form ?? Object.values(coins.errors)[0]!;
  }
  const checked = checkFields(liveStartInput, { title: form.title, ticket_price: price });
  if (!checked.ok) Object.assign(errors, { title: checked.errors.title });
  for (const key of Object.keys(errors)) if (errors[key] === undefined) delete errors[key];
  return checked.ok && Object.keys(errors).length === 0 ? { ok: true, value: checked.value, errors: {} } : { ok: false, errors };
}

/** What "Schedule" sends: the start's checks plus the time (field "starts_at"). */
export function checkSchedule(form: GoLiveForm, now = Date.now()): Checked<LiveScheduleInput> {
  const start = checkStart(form);
  const errors: FieldErrors = { ...start.errors };
  let startsAt = 0;
  if (!form.date || !/^\d{2}:\d{2}$/.test(form.time)) errors.starts_at = SCHEDULE_TEXTS.missing;
  else {
    startsAt = Math.floor(pacificToInstant(form.date, form.time).getTime() / 1000);
    const ahead = startsAt - now / 1000;
    if (ahead < LIVE_SOON_SECONDS) errors.starts_at = SCHEDULE_TEXTS.tooSoon;
    else if (ahead > LIVE_SCHEDULE_MAX_SECONDS) errors.starts_at = SCHEDULE_TEXTS.tooFar;
  }
  if (!start.ok || errors.starts_at) return { ok: false, errors };
  return { ok: true, value: { ...start.value, starts_at: startsAt }, errors: {} };
}
