import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './AppLayout.css';

export const layoutWidths = ['full', 'feed'] as const;
export type LayoutWidth = (typeof layoutWidths)[number];

export type AppLayoutProps = {
  /** 'feed': the column is viewport height / 1.9 wide on screens wider than 430 px; 'full': never limited. */
  width: LayoutWidth;
  /** Shown in the left gutter on wide screens when the gutter can hold it. */
  sidePanel?: ReactNode;
  /** The bottom tab bar; the column keeps room for it. */
  tabBar?: ReactNode;
  children: ReactNode;
};

/** The page frame of spec section 2 ("Layout and navigation rules"). */
export function AppLayout({ width, sidePanel, tabBar, children }: AppLayoutProps) {
  const feed = width === 'feed';
  return (
    <div className={cx(styles.layout, feed ? styles.layoutFeed : styles.layoutFull)} data-width={width}>
      {feed && (
        <div className={styles.gutter}>
          {sidePanel && (
            <div className={styles.sidePanelSlot} data-testid="side-panel">
              {sidePanel}
            </div>
          )}
        </div>
      )}
      <div className={cx(styles.column, tabBar != null && styles.columnWithTabBar)} data-testid="feed-column">
        {children}
        {tabBar}
      </div>
      {feed && <div className={styles.gutter} aria-hidden="true" />}
    </div>
  );
}
