import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Switch.css';

export type SwitchProps = {
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
};

/** An on/off setting that applies at once (role="switch"). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={fieldStyles.choice}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
