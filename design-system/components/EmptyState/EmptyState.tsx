import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { Text } from '../Typography/Typography';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  title: string;
  description?: string;
  /** A button or link offering the next step. */
  action?: ReactNode;
  icon?: IconName;
};

/** Nothing to show (yet): a title, an optional sentence and an optional action. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      {icon && (
        <span className={styles.mark}>
          <Icon name={icon} size="large" />
        </span>
      )}
      <h2 className={styles.title}>{title}</h2>
      {description && (
        <Text tone="muted" size="sm">
          {description}
        </Text>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
