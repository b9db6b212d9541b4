import { Checkbox, CheckboxGroup } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as styles from './WeekdayPicker.css';

/** 0 = Sunday ... 6 = Saturday, as Date#getDay counts. */
const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type WeekdayPickerProps = FieldBaseProps & {
  /** The chosen days, 0 = Sunday ... 6 = Saturday. */
  value: number[];
  onChange: (days: number[]) => void;
  /** The order the days are shown in (Monday first by default). */
  order?: readonly number[];
};

/** Days of the week as a row of toggles (a checkbox group: each day is a checkbox named in full). */
export function WeekdayPicker({ label, description, errorMessage, value, onChange, order = [1, 2, 3, 4, 5, 6, 0], ...props }: WeekdayPickerProps) {
  return (
    <CheckboxGroup {...props} value={value.map(String)} onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))} className={fieldStyles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.days}>
        {order.map((day) => (
          <Checkbox key={day} value={String(day)} aria-label={LONG[day]} className={styles.day}>
            <span aria-hidden="true">{SHORT[day]}</span>
          </Checkbox>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxGroup>
  );
}
