import { useId } from 'react';
import * as styles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/Field';

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

/**
 * A labelled text input with its description and error (both in aria-describedby). Plain HTML, not
 * react-aria's TextField: a native input needs none of its behaviour, and the login page's first paint
 * would carry about 15 KB gzip of it (ADR 105). The markup and classes are the other fields'.
 */
export function TextField({ label, description, errorMessage, isInvalid, isRequired, isDisabled, onChange, onBlur, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const invalid = Boolean(isInvalid) || undefined;
  const showError = Boolean(invalid && errorMessage);
  const describedBy = [description && `${id}-description`, showError && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const state = { 'data-invalid': invalid, 'data-disabled': isDisabled || undefined };
  return (
    <div className={styles.field} {...state} data-required={isRequired || undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        {...input}
        {...state}
        id={id}
        type={type}
        className={styles.input}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur && (() => onBlur())}
      />
      {description && (
        <span className={styles.description} id={`${id}-description`}>
          {description}
        </span>
      )}
      {showError && (
        <span className={styles.error} id={`${id}-error`}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
