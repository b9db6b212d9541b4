import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

export type FieldBaseProps = {
  label: string;
  /** Help under the field, referenced by aria-describedby. */
  description?: string;
  /** Shown (and announced) when the field is invalid. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

/** The label with its required marker. react-aria wires it to the input. */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Description and error: react-aria adds both to the input's aria-describedby. */
export function FieldHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
