import type { ReactNode } from 'react';
import * as styles from './DateSeparator.css';

export type DateSeparatorProps = {
  /** The day in words: "Today", "Yesterday", "Mon, Nov 24". */
  children: ReactNode;
};

/** The day a run of chat messages was sent, between hairlines (a heading-like label, not a control). */
export function DateSeparator({ children }: DateSeparatorProps) {
  return (
    <div className={styles.separator}>
      <span className={styles.label}>{children}</span>
    </div>
  );
}
