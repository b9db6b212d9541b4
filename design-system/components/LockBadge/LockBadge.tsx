import { cx } from '../../lib/cx';
import { coinsText } from '../../lib/format';
import { Icon } from '../Icon/Icon';
import * as styles from './LockBadge.css';

export type LockBadgeProps = {
  /** The unlock price in coins; without one the badge says "Members". */
  coins?: number;
  className?: string;
};

/** What it takes to see locked media, on the media itself: "25 coins" or "Members", with a lock. */
export function LockBadge({ coins, className }: LockBadgeProps) {
  return (
    <span className={cx(styles.badge, className)}>
      <Icon name="lock" size="small" />
      {coins !== undefined ? coinsText(coins) : 'Members'}
    </span>
  );
}
