import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Text } from '../Typography/Typography';
import * as styles from './ErrorPage.css';

export type ErrorPageProps = {
  /** Shown verbatim (the app picks it by status, spec section 8). */
  message: string;
  status?: number;
  onBack: () => void;
  backLabel?: string;
};

/** A full-page error: the message and a back button. */
export function ErrorPage({ message, status, onBack, backLabel = 'Back' }: ErrorPageProps) {
  return (
    <main id="main" className={styles.page}>
      <span className={styles.mark}>
        <Icon name="close" size="large" />
      </span>
      {status !== undefined && (
        <Text tone="muted" size="sm">
          Error {status}
        </Text>
      )}
      <h1 className={styles.message}>{message}</h1>
      <Button variant="secondary" icon="back" onPress={onBack}>
        {backLabel}
      </Button>
    </main>
  );
}
