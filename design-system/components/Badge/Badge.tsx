import { cx } from '../../lib/cx';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './Badge.css';

export const badgeTones = ['danger', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** "99+" above the cap, the number otherwise (spec: unread badges are capped at 99+). */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export type BadgeProps = {
  count: number;
  max?: number;
  /** What assistive technology reads; defaults to "{count} unread". */
  label?: string;
  tone?: BadgeTone;
  className?: string;
};

/** An unread count. Renders nothing for 0 (or less). */
export function Badge({ count, max = 99, label, tone = 'danger', className }: BadgeProps) {
  if (!(count > 0)) return null;
  return (
    <span className={cx(styles.badge, styles.tone[tone], className)}>
      <span aria-hidden="true">{formatBadgeCount(count, max)}</span>
      <span className={visuallyHidden}>{label ?? `${count} unread`}</span>
    </span>
  );
}

/** The LIVE marker of live notifications (type 20). */
export function LiveBadge({ className }: { className?: string }) {
  return <span className={cx(styles.badge, styles.tone.live, className)}>LIVE</span>;
}
