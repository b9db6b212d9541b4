import type { ReactNode } from 'react';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { cx } from '../../lib/cx';
import { Icon } from '../Icon/Icon';
import { Text } from '../Typography/Typography';
import * as styles from './ListRow.css';

export type ListRowProps = {
  /** Avatar, thumbnail or icon on the left. */
  leading?: ReactNode;
  /** Who or what, in words (one line, ellipsis). */
  title: ReactNode;
  /** What happened or the detail (up to two lines). */
  description?: ReactNode;
  /** Right-hand meta: a time, an amount, a badge; never wraps. */
  meta?: ReactNode;
  /** Makes the whole row one link; shows a chevron. */
  href?: string;
  /** Makes the whole row one button (when there is no href). */
  onPress?: () => void;
  /** A link's or button's accessible name when its text alone does not say it ("Golden Fan, 3 unread"). */
  label?: string;
  /** Lines of description shown before an ellipsis (2; 3 where a row carries one more fact). */
  descriptionLines?: number;
  /** "danger" for destructive rows (Log out), shown last in a menu. */
  tone?: 'default' | 'danger';
};

/**
 * One row of a designed list (design brief, "Rows, not forms"): leading visual, who and what in
 * words, meta on the right. Put it inside an ItemList's `<li>`.
 */
export function ListRow({ leading, title, description, meta, href, onPress, label, descriptionLines = 2, tone = 'default' }: ListRowProps) {
  const Link = useLinkComponent();
  const content = (
    <>
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.body}>
        <Text as="span" weight="semibold" className={styles.title}>
          {title}
        </Text>
        {description && (
          <Text as="span" size="sm" tone="muted" maxLines={descriptionLines}>
            {description}
          </Text>
        )}
      </span>
      {meta && <span className={styles.meta}>{meta}</span>}
      {href && (
        <span className={styles.chevron} aria-hidden>
          <Icon name="chevronRight" size="small" />
        </span>
      )}
    </>
  );
  const className = cx(styles.row, styles.tone[tone], (href || onPress) && styles.interactive);
  if (href)
    return (
      <Link href={href} className={className} aria-label={label}>
        {content}
      </Link>
    );
  if (onPress)
    return (
      <button type="button" className={className} onClick={onPress} aria-label={label}>
        {content}
      </button>
    );
  return <div className={className}>{content}</div>;
}
