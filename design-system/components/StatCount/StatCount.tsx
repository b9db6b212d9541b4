import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { cx } from '../../lib/cx';
import { formatCoins, formatCount } from '../../lib/format';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './StatCount.css';

export type StatCountProps = {
  value: number;
  /** "followers"; read with the exact number ("1,234 followers"). */
  label: string;
  /** Where tapping the stat leads (the list it counts); plain text without one. */
  href?: string;
};

/** A count as a stat: the number large ("1.2K"), its label below; a link when the list exists. */
export function StatCount({ value, label, href }: StatCountProps) {
  const Link = useLinkComponent();
  const body = (
    <>
      <span className={styles.value} aria-hidden="true">
        {formatCoins(value)}
      </span>
      <span className={styles.label}>
        <span className={visuallyHidden}>{`${formatCount(value)} `}</span>
        {label}
      </span>
    </>
  );
  return href ? (
    <Link href={href} className={cx(styles.stat, styles.link)}>
      {body}
    </Link>
  ) : (
    <span className={styles.stat}>{body}</span>
  );
}

/** A row of stats (a list, so a screen reader says how many). */
export function StatCounts({ label, items }: { label: string; items: StatCountProps[] }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <StatCount {...item} />
        </li>
      ))}
    </ul>
  );
}
