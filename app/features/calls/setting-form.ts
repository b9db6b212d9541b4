/**
 * /video-call/setting's form (issue 21): the creator's CallSetting as the fields hold it, and
 * back. The values are checked by the shared schema (common/calls.ts `callSetting`; the server
 * checks them again); the form adds only what the fields themselves can get wrong.
 */
import { callSetting, type CallSetting } from '../../../common/calls';
import { checkFields, type Checked } from '../../../common/forms';
import { minuteToTime, timeToMinute } from './format';

export interface CallSettingForm {
  enabled: boolean;
  price_per_minute: number;
  min_time: number;
  /** true: "Any time" (hours null). */
  anyTime: boolean;
  days: number[];
  /** "HH:MM", as a time input holds it. */
  from: string;
  to: string;
  time_zone: string;
}

/** Weekdays, 18:00 to 22:00: what the form offers when a creator first chooses their hours. */
const DEFAULT_HOURS = { days: [1, 2, 3, 4, 5], start_minute: 18 * 60, end_minute: 22 * 60 };

export function formOf(setting: CallSetting, deviceTimeZone: string): CallSettingForm {
  const hours = setting.hours ?? { ...DEFAULT_HOURS, time_zone: deviceTimeZone };
  return {
    enabled: setting.enabled,
    price_per_minute: setting.price_per_minute,
    min_time: setting.min_time,
    anyTime: setting.hours === null,
    days: hours.days,
    from: minuteToTime(hours.start_minute),
    to: minuteToTime(hours.end_minute),
    time_zone: hours.time_zone,
  };
}

/** The form as the API takes it; a time that is not one becomes -1, which the schema refuses. */
export function settingOf(form: CallSettingForm): CallSetting {
  const end = timeToMinute(form.to);
  return {
    enabled: form.enabled,
    price_per_minute: form.price_per_minute,
    min_time: form.min_time,
    hours: form.anyTime
      ? null
      : {
          days: form.days,
          start_minute: timeToMinute(form.from) ?? -1,
          // "00:00" as the end is midnight at the end of the day (1440), so 00:00-00:00 is the whole day.
          end_minute: end === 0 ? 1440 : (end ?? -1),
          time_zone: form.time_zone,
        },
  };
}

/** Errors are keyed by the API's field paths ("price_per_minute", "hours.days", ...), as the server names them. */
export function checkForm(form: CallSettingForm): Checked<typeof callSetting> {
  const checked = checkFields(callSetting, settingOf(form));
  const errors = { ...checked.errors };
  if (!form.anyTime) {
    if (form.days.length === 0) errors['hours.days'] = 'Choose at least one day.';
    if (timeToMinute(form.from) === null) errors['hours.start_minute'] = 'Enter a time.';
    if (timeToMinute(form.to) === null) errors['hours.end_minute'] = 'Enter a time.';
    else if (form.from === form.to && form.from !== '00:00') errors['hours.end_minute'] = 'The end must differ from the start.';
  }
  return Object.keys(errors).length === 0 && checked.ok ? checked : { ok: false, errors };
}
