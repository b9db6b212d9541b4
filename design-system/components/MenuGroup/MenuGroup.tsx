import { Children, useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './MenuGroup.css';

export type MenuGroupProps = {
  /** The group's name, shown as a small heading and naming the list ("Wallet", "Help and legal"). */
  title: string;
  /** The rows: ListRows (links with a chevron, or buttons); each is put in its own `<li>`. */
  children: ReactNode;
};

/**
 * A group of menu rows (design brief, "Menus"): a quiet heading, then the rows on one surface
 * divided by hairlines. The heading is an h2, so a screen reader can jump group to group.
 */
export function MenuGroup({ title, children }: MenuGroupProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul aria-labelledby={id} className={styles.card}>
        {Children.toArray(children).map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}

export type MenuIconProps = { name: IconName; tone?: 'default' | 'danger' };

/** The leading icon of a menu row, on a small rounded tile (red for destructive rows). */
export function MenuIcon({ name, tone = 'default' }: MenuIconProps) {
  return (
    <span className={cx(styles.icon, styles.iconTone[tone])} aria-hidden="true">
      <Icon name={name} size="small" />
    </span>
  );
}
