import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './StatusPill.css';

export const statusPillTones = ['neutral', 'accent', 'success', 'danger'] as const;
export type StatusPillTone = (typeof statusPillTones)[number];

export type StatusPillProps = { tone?: StatusPillTone; children: ReactNode; className?: string };

/** A state in words on a row or card (Scheduled, Sending, Sent, Failed, Draft): design brief, "State is visible". */
export function StatusPill({ tone = 'neutral', children, className }: StatusPillProps) {
  return <span className={cx(styles.pill, styles.tone[tone], className)}>{children}</span>;
}
