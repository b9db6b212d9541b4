import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { Avatar } from '../Avatar/Avatar';
import { LiveBadge } from '../Badge/Badge';
import { cx } from '../../lib/cx';
import * as styles from './LiveStrip.css';

export type LiveStripItem = {
  id: string | number;
  href: string;
  name: string;
  portrait?: string;
  title: string;
  /** Running: the LIVE badge and `detail` (viewers); scheduled: a plain ring and `detail` (the time). */
  running: boolean;
  detail?: string;
};

export type LiveStripProps = {
  items: LiveStripItem[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
};

/** The feed's row of lives: one card per creator (avatar, LIVE badge, name, title), scrolling sideways. Renders nothing when empty. */
export function LiveStrip({ items, label = 'Live now', className }: LiveStripProps) {
  const Link = useLinkComponent();
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.strip, className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Link
            href={item.href}
            className={styles.card}
            aria-label={`${item.name}${item.running ? ' is live' : ''}: ${item.title}${item.detail ? `, ${item.detail}` : ''}`}
          >
            <span className={cx(styles.ring, !item.running && styles.ringScheduled)}>
              <Avatar src={item.portrait} name={item.name} decorative />
              {item.running && <LiveBadge className={styles.badge} />}
            </span>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.detail}>{item.title}</span>
            {item.detail && <span className={styles.detail}>{item.detail}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
