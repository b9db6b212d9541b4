/** /video-call/setting's state: the form, its errors and the save (POST call/setting/save). */
import { useEffect, useState } from 'react';
import type { CallSetting } from '../../../common/calls';
import { api } from '../../lib/api';
import { browserTimeZone } from '../../lib/device';
import { useSave } from '../../lib/use-save';
import { checkForm, formOf, settingOf, type CallSettingForm } from './setting-form';

const FIELDS = ['price_per_minute', 'min_time', 'hours', 'hours.days', 'hours.start_minute', 'hours.end_minute', 'hours.time_zone'] as const;

export function useCallSetting(saved: CallSetting) {
  // The device's zone is known only in the browser: the server render (and hydration) use the saved one, or UTC.
  const [deviceTimeZone, setDeviceTimeZone] = useState(saved.hours?.time_zone ?? 'UTC');
  const [form, setForm] = useState<CallSettingForm>(() => formOf(saved, deviceTimeZone));
  const savedHours = saved.hours;
  useEffect(() => {
    const zone = browserTimeZone();
    setDeviceTimeZone(zone);
    // No hours chosen yet: offer them in this device's zone.
    if (!savedHours) setForm((current) => ({ ...current, time_zone: zone }));
  }, [savedHours]);
  const saving = useSave(FIELDS);

  const change = (patch: Partial<CallSettingForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    saving.edited();
  };

  const save = () =>
    saving.submit(async () => {
      const next = await api().call('call.setting.save', settingOf(form), { silent: true });
      setForm(formOf(next, deviceTimeZone));
    }, checkForm(form).errors);

  return { form, change, errors: saving.errors, saving: saving.saving, saved: saving.saved, save, deviceTimeZone };
}
