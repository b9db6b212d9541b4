import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { cx } from '../../lib/cx';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export type RadioOption = { id: string; label: string; disabled?: boolean };

export type RadioGroupProps = FieldBaseProps & {
  options: RadioOption[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (id: string) => void;
  orientation?: 'vertical' | 'horizontal';
};

/** One choice from a short list, all visible (react-aria: arrow keys move the selection). */
export function RadioGroup({ label, description, errorMessage, options, orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={fieldStyles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.disabled} className={fieldStyles.choice}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
