import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ScreenHeader.css';

export type ScreenHeaderProps = {
  title: string;
  onBack?: () => void;
  backLabel?: string;
  /** Buttons at the end of the header (IconButtons). */
  actions?: ReactNode;
};

/** The sticky top bar of a screen: back, the page's h1, actions. */
export function ScreenHeader({ title, onBack, backLabel = 'Back', actions }: ScreenHeaderProps) {
  return (
    <header className={styles.header}>
      <div>{onBack && <IconButton icon="back" label={backLabel} onPress={onBack} />}</div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
