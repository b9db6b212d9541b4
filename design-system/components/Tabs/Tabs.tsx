import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { Badge } from '../Badge/Badge';
import * as styles from './Tabs.css';

export type TabItem = { id: string; label: string; content: ReactNode; badge?: number; disabled?: boolean };

export type TabsProps = {
  /** Names the tab list ("Messages"). */
  label: string;
  items: TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
};

/**
 * In-page tabs (Radix: arrow keys move between tabs and select them, disabled ones skipped; each panel
 * labelled by its tab). Radix's, not react-aria's: a profile shows them on first paint, and react-aria's
 * collections cost about 35 KB gzip there (ADR 105).
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  const first = items.find((item) => !item.disabled)?.id;
  return (
    <RadixTabs.Root
      className={styles.tabs}
      value={selectedId}
      defaultValue={selectedId === undefined ? (defaultSelectedId ?? first) : undefined}
      onValueChange={onSelectionChange}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} disabled={item.disabled} className={styles.tab}>
            {item.label}
            {item.badge ? <Badge count={item.badge} /> : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
