import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import * as styles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';

export type NumberFieldProps = FieldBaseProps & {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
};

/** A number with - and + steppers (react-aria names them "Decrease/Increase {label}") (coin amounts 1-10000, prices 1-1000 USD). */
export function NumberField({ label, description, errorMessage, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.stepper}>
          −
        </Button>
        <Input className={styles.groupInput} />
        <Button slot="increment" className={styles.stepper}>
          +
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
