import { useId } from 'react';
import { cx } from '../../lib/cx';
import { visuallyHidden } from '../../theme/utils.css';
import { Button, type ButtonSize } from '../Button/Button';
import * as styles from './CallButton.css';

export type CallButtonProps = {
  /** The price in words, e.g. "20 coins/min" or "Free". */
  price: string;
  onPress: () => void;
  /** The call is being placed: a spinner, presses ignored. */
  loading?: boolean;
  /** When the callee takes no calls now: the button is disabled and this says when they do (e.g. "Takes calls Mon–Fri, 6:00 PM–10:00 PM"). */
  unavailable?: string;
  label?: string;
  size?: ButtonSize;
  /** Icon and price only (a narrow header); the label stays in the accessible name. */
  compact?: boolean;
  className?: string;
};

/** The "Video call" action with its price (profile and chat header); outside the callee's hours, disabled with when they take calls. */
export function CallButton({ price, onPress, loading = false, unavailable, label = 'Video call', size = 'sm', compact = false, className }: CallButtonProps) {
  const noteId = useId();
  return (
    <span className={cx(styles.wrapper, className)}>
      <Button
        variant="secondary"
        size={size}
        icon="video"
        loading={loading}
        disabled={Boolean(unavailable)}
        onPress={onPress}
        aria-describedby={unavailable ? noteId : undefined}
      >
        {compact ? <span className={visuallyHidden}>{label} </span> : <>{label} </>}
        <span className={cx(styles.price, compact && styles.priceOnly)}>{price}</span>
      </Button>
      {unavailable && (
        <span id={noteId} className={styles.note}>
          {unavailable}
        </span>
      )}
    </span>
  );
}
