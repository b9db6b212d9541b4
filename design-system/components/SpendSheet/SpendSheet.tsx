import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { cx } from '../../lib/cx';
import { coinsText } from '../../lib/format';
import { visuallyHidden } from '../../theme/utils.css';
import { Button } from '../Button/Button';
import { overlay as dialogOverlay } from '../Dialog/Dialog.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './SpendSheet.css';

/**
 * What the sheet shows: `loading` while the balance is fetched, `confirm` (price, balance, after),
 * `busy` while the spend is in flight (the confirm button ignores presses), `short` when the
 * balance cannot pay (Buy coins instead of the spend), `error` when the spend failed (try again).
 */
export const spendSheetPhases = ['loading', 'confirm', 'busy', 'short', 'error'] as const;
export type SpendSheetPhase = (typeof spendSheetPhases)[number];

export type SpendSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question's subject in words, e.g. "Unlock this post". */
  title: string;
  /** A line under the title saying what the coins buy, e.g. "3 min held now, then 20 coins/min". */
  note?: string;
  /** The price in coins. */
  coins: number;
  /** The wallet's coins; null when unknown (failed to load). */
  balance: number | null;
  phase: SpendSheetPhase;
  /** The primary button, e.g. "Unlock for 25 coins". */
  confirmLabel: string;
  /** Under `short`: "You need 25 coins to unlock this post; you have 3". Under `error`: what went wrong. */
  message?: string;
  onConfirm: () => void;
  onBuyCoins: () => void;
  cancelLabel?: string;
};

/** How long after opening an outside tap counts as the second tap of a double tap (not a dismissal). */
const DOUBLE_TAP_MS = 500;

/** "25 coins", "1 coin". */
export { coinsText };

const loadingValue = (
  <>
    <Skeleton shape="text" width="5rem" />
    <span className={visuallyHidden}>Loading</span>
  </>
);

/** The one question before coins move: the price, the balance and the balance after; then Confirm or Buy coins. */
export function SpendSheet({
  open,
  onOpenChange,
  title,
  note,
  coins,
  balance,
  phase,
  confirmLabel,
  message,
  onConfirm,
  onBuyCoins,
  cancelLabel = 'Cancel',
}: SpendSheetProps) {
  const known = phase !== 'loading' && balance !== null;
  // The second tap of a double tap on the button that opened the sheet lands outside it: that tap must not dismiss it.
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);
  const ignoreEarlyOutside = (event: Event) => {
    if (Date.now() - openedAt.current < DOUBLE_TAP_MS) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlay} />
        <RadixDialog.Content
          className={styles.sheet}
          onPointerDownOutside={ignoreEarlyOutside}
          onInteractOutside={ignoreEarlyOutside}
          aria-describedby={[note && 'spend-sheet-note', message && 'spend-sheet-message'].filter(Boolean).join(' ') || undefined}
          aria-busy={phase === 'busy' || phase === 'loading' || undefined}
        >
          <span className={styles.grabber} aria-hidden="true" />
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {note && (
            <p id="spend-sheet-note" className={styles.note}>
              {note}
            </p>
          )}
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.label}>Price</dt>
              <dd className={cx(styles.value, styles.price)}>{coinsText(coins)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.label}>You have</dt>
              <dd className={styles.value}>{phase === 'loading' ? loadingValue : balance === null ? 'Not known' : coinsText(balance)}</dd>
            </div>
            {phase !== 'short' && (
              <div className={cx(styles.figure, styles.after)}>
                <dt className={styles.label}>Left after</dt>
                <dd className={styles.value}>{phase === 'loading' ? loadingValue : known ? coinsText(Math.max(0, balance - coins)) : 'Not known'}</dd>
              </div>
            )}
          </dl>
          {message && (
            <p id="spend-sheet-message" role="alert" className={cx(styles.message, phase === 'error' ? styles.failure : styles.short)}>
              {message}
            </p>
          )}
          <div className={styles.actions}>
            {phase === 'short' ? (
              <Button fullWidth icon="coin" onPress={onBuyCoins}>
                Buy coins
              </Button>
            ) : (
              <Button fullWidth icon="coin" loading={phase === 'busy'} disabled={phase === 'loading'} onPress={onConfirm}>
                {phase === 'error' ? 'Try again' : confirmLabel}
              </Button>
            )}
            <RadixDialog.Close asChild>
              <Button variant="ghost" fullWidth disabled={phase === 'busy'}>
                {cancelLabel}
              </Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
