import type { ReactNode } from 'react';
import * as styles from './Prose.css';

export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}
