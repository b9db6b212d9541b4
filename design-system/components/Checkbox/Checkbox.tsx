import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { cx } from '../../lib/cx';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  children: ReactNode;
  description?: string;
  errorMessage?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  isIndeterminate?: boolean;
  onChange?: (selected: boolean) => void;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  value?: string;
};

/** A checkbox whose whole label is the target; description and error are tied to it by aria-describedby. */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const showError = Boolean(props.isInvalid && errorMessage);
  const describedBy = [description && descriptionId, showError && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox {...props} aria-describedby={describedBy} className={fieldStyles.choice}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <span>−</span> : isSelected ? <Icon name="check" size="small" /> : null}
            </span>
            {children}
          </>
        )}
      </AriaCheckbox>
      {description && (
        <span id={descriptionId} className={cx(fieldStyles.description, styles.help)}>
          {description}
        </span>
      )}
      {showError && (
        <span id={errorId} className={cx(fieldStyles.error, styles.help)}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
