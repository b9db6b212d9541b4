import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './CallRecord.css';

export type CallRecordProps = {
  /** The call in words: "Video call · 3:12 · 45 coins", "Missed video call"... (the icon only decorates it). */
  children: ReactNode;
  /** "attention" for calls that never connected (missed, declined, busy...). */
  tone?: 'default' | 'attention';
  /** The time it ended, after the words. */
  time?: ReactNode;
};

/** A video call as its conversation records it: a compact centred row between the messages. */
export function CallRecord({ children, tone = 'default', time }: CallRecordProps) {
  return (
    <div className={styles.row}>
      <span className={cx(styles.record, styles.tone[tone])}>
        <Icon name="video" size="small" />
        <span>{children}</span>
        {time && <span className={styles.time}>{time}</span>}
      </span>
    </div>
  );
}
