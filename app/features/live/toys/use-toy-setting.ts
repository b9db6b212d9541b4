/** /setting/toy_setting's state: the form, its errors and the save (POST toy/setting/save). */
import { useState } from 'react';
import { toySetting, type ToySetting } from '../../../../common/live';
import { api } from '../../../lib/api';
import { checkFields } from '../../../lib/forms';
import { useSave } from '../../../lib/use-save';

export function useToySetting(saved: ToySetting) {
  const [form, setForm] = useState<ToySetting>(saved);
  // The order rule (LIVE_TOY_LEVELS_ORDER) is the server's: its field is "levels.{i}.coins", any field it names is shown.
  const saving = useSave();

  const change = (next: ToySetting) => {
    setForm(next);
    saving.edited();
  };

  const save = () => {
    const checked = checkFields(toySetting, form);
    void saving.submit(async () => {
      if (checked.ok) setForm(await api().call('toy.setting.save', checked.value, { silent: true }));
    }, checked.errors);
  };

  return { form, change, errors: saving.errors, saving: saving.saving, saved: saving.saved, save };
}
