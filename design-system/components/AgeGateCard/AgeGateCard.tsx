import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
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

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The adult-content (18+) gate: a modal card, 420 px at most, above everything but the
 * loading screen. Escape and outside clicks do not close it: the visitor agrees or leaves.
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
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.backdrop}>
          <RadixDialog.Content className={styles.card} onEscapeKeyDown={keepOpen} onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
            <span className={styles.mark} aria-hidden="true">
              18+
            </span>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Description className={styles.text}>{children}</RadixDialog.Description>
            <div className={styles.actions}>
              <Button size="lg" fullWidth loading={agreeing} onPress={onAgree}>
                {agreeLabel}
              </Button>
              <Button variant="ghost" fullWidth onPress={onLeave}>
                {leaveLabel}
              </Button>
            </div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
