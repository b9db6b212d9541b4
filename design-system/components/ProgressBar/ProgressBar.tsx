import { useId } from 'react';
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

/** Upload progress: role="progressbar" with its label and value (plain markup: a sign-up's picture step shows it, ADR 105). */
export function ProgressBar({ label, value, valueLabel, tone = 'accent' }: ProgressBarProps) {
  const id = useId();
  const percentage = Math.min(100, Math.max(0, value));
  const valueText = valueLabel ?? `${Math.round(percentage)}%`;
  return (
    <div
      className={styles.root}
      role="progressbar"
      aria-labelledby={`${id}-label`}
      aria-valuenow={percentage}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
    >
      <div className={styles.row}>
        <span className={styles.label} id={`${id}-label`}>
          {label}
        </span>
        <span className={styles.value}>{valueText}</span>
      </div>
      <div className={styles.track}>
        <div className={cx(styles.fill, tone === 'danger' && styles.fillError)} style={{ width: `${percentage}%` }} />
      </div>
    </div>
  );
}
