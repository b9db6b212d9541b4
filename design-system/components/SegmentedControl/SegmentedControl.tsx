import type { Key } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { cx } from '../../lib/cx';
import * as styles from './SegmentedControl.css';

export type SegmentedOption = { id: string; label: string; disabled?: boolean };

export type SegmentedControlProps = {
  /** Names the group for assistive technology. */
  label: string;
  options: SegmentedOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  fullWidth?: boolean;
};

/** One choice out of a few, shown side by side (message tab filter, period...). */
export function SegmentedControl({ label, options, value, defaultValue, onChange, fullWidth = false }: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={value !== undefined ? [value] : undefined}
      defaultSelectedKeys={defaultValue !== undefined ? [defaultValue] : value === undefined ? [options[0]?.id].filter(Boolean) : undefined}
      onSelectionChange={(keys: Set<Key>) => {
        const [first] = keys;
        if (first !== undefined) onChange?.(String(first));
      }}
      className={cx(styles.group, fullWidth && styles.fullWidth)}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} isDisabled={option.disabled} className={styles.segment}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
