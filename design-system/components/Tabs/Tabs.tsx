import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
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

/** In-page tabs (react-aria: arrow keys move between tabs, each panel labelled by its tab). */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
            {item.badge ? <Badge count={item.badge} /> : null}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
