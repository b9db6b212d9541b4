import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import * as styles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';

export type TextAreaProps = FieldBaseProps & {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
};

export function TextArea({ label, description, errorMessage, placeholder, rows = 4, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <AriaTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
