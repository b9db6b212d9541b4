import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoadingScreen.css';

/** The full-screen loading overlay (global overlay, above everything). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className={styles.screen} aria-busy="true">
      <span className={styles.wordmark} aria-hidden="true">
        Fanstage
      </span>
      <Spinner label={label} size="large" />
    </div>
  );
}
