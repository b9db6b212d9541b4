import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** The keys of WAI-ARIA's tabs pattern: the step to the next enabled tab, or where to go. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * In-page tabs, WAI-ARIA's tabs pattern with automatic activation: one tab stop, arrow keys (Home,
 * End) move between the enabled tabs and select them, each panel labelled by its tab; only the
 * selected panel has content. Our own markup: a profile shows tabs on its first paint, where
 * Radix's took 6 KB gzip and react-aria's 35 KB (ADR 105, ADR 115).
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  const enabled = items.filter((item) => !item.disabled);
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? enabled[0]?.id);
  const selected = selectedId ?? ownSelection;
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (id === selected) return;
    setOwnSelection(id);
    onSelectionChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move || !enabled.length) return;
    event.preventDefault();
    const next =
      enabled[
        move(
          Math.max(
            0,
            enabled.findIndex((item) => item.id === selected),
          ),
          enabled.length,
        )
      ]!;
    select(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(button) => void (button ? buttons.current.set(item.id, button) : buttons.current.delete(item.id))}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              disabled={item.disabled}
              data-state={active ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
              {item.badge ? <Badge count={item.badge} /> : null}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={`${base}-panel-${item.id}`}
            aria-labelledby={`${base}-tab-${item.id}`}
            hidden={!active}
            tabIndex={0}
            className={styles.panel}
          >
            {active ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
