import { Input, TextField as AriaTextField } from 'react-aria-components';
import * as styles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';

export type TextFieldProps = FieldBaseProps & {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'time';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'url' | 'search';
  maxLength?: number;
  /** Leaving the field (a check that is too slow for every keystroke, e.g. a username's availability). */
  onBlur?: () => void;
};

export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
