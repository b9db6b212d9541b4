import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '../Button/Button';
import * as styles from './AgeGateCard.css';

export type AgeGateCardProps = {
  open?: boolean;
  onAgree: () => void;
  onLeave: () => void;
  /** Agreeing is being confirmed with the server. */
  agreeing?: boolean;
  title?: string;
  children?: ReactNode;
  agreeLabel?: string;
  leaveLabel?: string;
};

const keepOpen = (event: SyntheticEvent) => event.preventDefault();
const keepOpenOnEscape = (event: KeyboardEvent) => {
  if (event.key === 'Escape') event.preventDefault();
};

/**
 * The adult-content (18+) gate: a modal card, 420 px at most, above everything. Escape and
 * outside clicks do not close it: the visitor agrees or leaves.
 *
 * The browser's own modal dialog (ADR 120): the top layer makes the page behind inert and moves
 * focus in, without the layers, focus scope and scroll lock a script dialog mounts, whose cost
 * fell on every first visit's page load. `closedby="none"` and the cancelled Escape keep it open.
 */
export function AgeGateCard({
  open = true,
  onAgree,
  onLeave,
  agreeing = false,
  title = 'Adults only',
  children = 'This site contains adult content. By entering you confirm that you are at least 18 years old and agree to see it.',
  agreeLabel = 'I am 18 or older - Enter',
  leaveLabel = 'Leave',
}: AgeGateCardProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    return () => element.close();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.card}
      aria-labelledby={titleId}
      aria-describedby={textId}
      closedby="none"
      onCancel={keepOpen}
      onKeyDown={keepOpenOnEscape}
    >
      <span className={styles.mark} aria-hidden="true">
        18+
      </span>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={textId} className={styles.text}>
        {children}
      </p>
      <div className={styles.actions}>
        <Button size="lg" fullWidth loading={agreeing} onPress={onAgree}>
          {agreeLabel}
        </Button>
        <Button variant="ghost" fullWidth onPress={onLeave}>
          {leaveLabel}
        </Button>
      </div>
    </dialog>
  );
}
