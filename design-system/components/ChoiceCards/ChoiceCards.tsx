import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as styles from './ChoiceCards.css';

export type ChoiceCard = {
  id: string;
  /** The big line (a coin amount). */
  title: ReactNode;
  /** Under it (the price). */
  detail?: ReactNode;
  /** The accessible name when the title and detail read badly as one ("500 coins for $5.00"). */
  label?: string;
  disabled?: boolean;
};

export type ChoiceCardsProps = FieldBaseProps & {
  options: ChoiceCard[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (id: string) => void;
};

/** One choice from a few, as a grid of cards (radio semantics: arrow keys move the selection; the chosen card in gold). */
export function ChoiceCards({ label, description, errorMessage, options, ...props }: ChoiceCardsProps) {
  return (
    <AriaRadioGroup {...props} className={fieldStyles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.grid}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.disabled} aria-label={option.label} className={styles.card}>
            <span className={styles.title}>{option.title}</span>
            {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
