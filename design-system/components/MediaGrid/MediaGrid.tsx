import type { ReactNode } from 'react';
import * as styles from './MediaGrid.css';

export type MediaGridProps = {
  /** Names the grid for assistive technology ("Your vault"). */
  label: string;
  /** One `<li>` per tile (a MediaTile, or a tile with its controls). */
  children: ReactNode;
};

/** Media tiles in even columns (a vault, a post's media): a list without bullets. */
export function MediaGrid({ label, children }: MediaGridProps) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {children}
    </ul>
  );
}
