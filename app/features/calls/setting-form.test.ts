import { describe, expect, it } from 'vitest';
import type { CallSetting } from '../../../common/calls';
import { checkForm, formOf, settingOf } from './setting-form';

const setting: CallSetting = { enabled: true, price_per_minute: 20, min_time: 3, hours: null };

describe('the call setting form', () => {
  it('"Any time" offers weekday evenings in the device time zone when hours are chosen', () => {
    const form = formOf(setting, 'Europe/Berlin');
    expect(form).toMatchObject({ anyTime: true, days: [1, 2, 3, 4, 5], from: '18:00', to: '22:00', time_zone: 'Europe/Berlin' });
    expect(settingOf(form)).toEqual(setting);
    expect(checkForm(form).ok).toBe(true);
  });

  it('keeps saved hours and their time zone, and gives them back unchanged', () => {
    const saved: CallSetting = { ...setting, hours: { days: [0, 6], start_minute: 1260, end_minute: 120, time_zone: 'America/New_York' } };
    const form = formOf(saved, 'Europe/Berlin');
    expect(form).toMatchObject({ anyTime: false, from: '21:00', to: '02:00', time_zone: 'America/New_York' });
    expect(settingOf(form)).toEqual(saved);
  });

  it('"00:00" as the end is the end of the day', () => {
    const form = { ...formOf(setting, 'UTC'), anyTime: false, from: '00:00', to: '00:00' };
    expect(settingOf(form).hours).toMatchObject({ start_minute: 0, end_minute: 1440 });
    expect(checkForm(form).ok).toBe(true);
  });

  it('names the field that is wrong, by its API path', () => {
    const form = { ...formOf(setting, 'UTC'), anyTime: false, days: [], from: '', to: '18:00' };
    const checked = checkForm(form);
    expect(checked.ok).toBe(false);
    expect(checked.errors).toMatchObject({ 'hours.days': 'Choose at least one day.', 'hours.start_minute': expect.any(String) });
    expect(checkForm({ ...form, days: [1], from: '18:00' }).errors).toEqual({ 'hours.end_minute': 'The end must differ from the start.' });
    expect(checkForm({ ...formOf(setting, 'UTC'), min_time: 0 }).errors).toHaveProperty('min_time');
    expect(checkForm({ ...formOf(setting, 'UTC'), price_per_minute: 10_001 }).errors).toHaveProperty('price_per_minute');
  });
});
