import type { ReactNode } from 'react';
import type { Space } from '../Stack/Stack';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { cx } from '../../lib/cx';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './ItemList.css';

export type ItemListProps = {
  /** Names the list for assistive technology ("Blocked users"). */
  label: string;
  /** An ordered list (a conversation's messages) or not (people, conversations). */
  ordered?: boolean;
  gap?: Space;
  children: ReactNode;
};

/** A list of items without bullets or indentation; each child is an `<li>`. */
export function ItemList({ label, ordered = false, gap = 'xsmall', children }: ItemListProps) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag aria-label={label} className={cx(styles.list, sprinkles({ gap }))}>
      {children}
    </Tag>
  );
}

export type ItemRowLinkProps = {
  href: string;
  /** The whole row's accessible name, when its text alone does not say it (e.g. "Golden Fan, 3 unread"). */
  label?: string;
  children: ReactNode;
};

/** A whole row that is one link (a conversation of the message list): a surface, no underline. */
export function ItemRowLink({ href, label, children }: ItemRowLinkProps) {
  const Link = useLinkComponent();
  return (
    <Link href={href} className={styles.rowLink} aria-label={label}>
      {children}
    </Link>
  );
}
