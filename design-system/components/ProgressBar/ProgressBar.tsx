import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { cx } from '../../lib/cx';
import * as styles from './ProgressBar.css';

export type ProgressBarProps = {
  label: string;
  /** 0-100. */
  value: number;
  /** Shown in place of the percentage (e.g. "Paused", "Failed"). */
  valueLabel?: string;
  tone?: 'accent' | 'danger';
};

/** Upload progress (react-aria: role="progressbar" with its label and value). */
export function ProgressBar({ label, value, valueLabel, tone = 'accent' }: ProgressBarProps) {
  return (
    <AriaProgressBar value={value} valueLabel={valueLabel} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          <div className={styles.row}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={cx(styles.fill, tone === 'danger' && styles.fillError)} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
