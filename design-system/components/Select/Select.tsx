import type { Key } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export type SelectOption = { id: string; label: string; disabled?: boolean };

export type SelectProps = FieldBaseProps & {
  options: SelectOption[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (id: string) => void;
  placeholder?: string;
};

/** Pick one option from a list (react-aria: a button opening a listbox). */
export function Select({ label, description, errorMessage, options, value, defaultValue, onChange, placeholder = 'Select…', ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      selectedKey={value}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key: Key | null) => key != null && onChange?.(String(key))}
      placeholder={placeholder}
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.id)}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" size="small" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover}>
        <ListBox items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected && <Icon name="check" size="small" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
