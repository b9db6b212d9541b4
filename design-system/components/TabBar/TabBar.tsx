import type { ReactNode } from 'react';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { visuallyHidden } from '../../theme/utils.css';
import { Badge } from '../Badge/Badge';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './TabBar.css';

export type TabBarItem = {
  id: string;
  label: string;
  icon: IconName;
  /** A tab with an address is a link (aria-current="page" when current). */
  href?: string;
  /** A tab with only an action is a button (the publish tab opens the create popup). */
  onPress?: () => void;
  badge?: number;
  current?: boolean;
};

export type TabBarProps = {
  items: TabBarItem[];
  label: string;
  /** Lets a skip link jump to the bar. */
  id?: string;
};

/** The bottom tab bar: fixed to the bottom of the feed column. */
export function TabBar({ items, label, id }: TabBarProps) {
  const Link = useLinkComponent();
  return (
    <nav id={id} aria-label={label} className={styles.bar}>
      <ul className={styles.list}>
        {items.map((item) => {
          const content: ReactNode = (
            <>
              <span className={styles.iconWrap}>
                <Icon name={item.icon} />
                {item.badge ? (
                  <span aria-hidden="true">
                    <Badge count={item.badge} className={styles.badge} />
                  </span>
                ) : null}
              </span>
              <span aria-hidden={item.badge ? true : undefined}>{item.label}</span>
              {item.badge ? <span className={visuallyHidden}>{`${item.label}, ${item.badge} unread`}</span> : null}
            </>
          );
          return (
            <li key={item.id} className={styles.item}>
              {item.href !== undefined ? (
                <Link href={item.href} className={styles.tab} aria-current={item.current ? 'page' : undefined} onClick={item.onPress}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.tab} onClick={item.onPress}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
