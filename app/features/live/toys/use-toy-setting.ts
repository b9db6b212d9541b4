/** /setting/toy_setting's state: the form, its errors and the save (POST toy/setting/save). */
import { useState } from 'react';
import { toySetting, type ToySetting } from '../../../../common/live';
import { api } from '../../../lib/api';
import { checkFields, failureErrors, type FieldErrors } from '../../../lib/forms';

export function useToySetting(saved: ToySetting) {
  const [form, setForm] = useState<ToySetting>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const change = (next: ToySetting) => {
    setForm(next);
    setDone(false);
  };

  const save = async () => {
    if (saving) return;
    const checked = checkFields(toySetting, form);
    setErrors(checked.errors);
    setDone(false);
    if (!checked.ok) return;
    setSaving(true);
    try {
      setForm(await api().call('toy.setting.save', checked.value, { silent: true }));
      setDone(true);
    } catch (failure) {
      // The order rule (LIVE_TOY_LEVELS_ORDER) is the server's: its field is "levels.{i}.coins".
      setErrors(failureErrors(failure));
    } finally {
      setSaving(false);
    }
  };

  return { form, change, errors, saving, saved: done, save: () => void save() };
}
