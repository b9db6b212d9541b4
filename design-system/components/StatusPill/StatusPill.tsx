import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './StatusPill.css';

export const statusPillTones = ['success', 'accent', 'neutral', 'danger'] as const;
export type StatusPillTone = (typeof statusPillTones)[number];

export type StatusPillProps = { tone?: StatusPillTone; children: ReactNode; className?: string };

/** A state in one or two words ("Active", "Cancelled", "Expired"): a small pill that never wraps, its words read as they are. */
export function StatusPill({ tone = 'neutral', children, className }: StatusPillProps) {
  return <span className={cx(styles.pill, styles.tone[tone], className)}>{children}</span>;
}
