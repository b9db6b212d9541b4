import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Where focus goes on close when the dialog has no trigger (opened from a menu: the menu's button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (wrap each closing one in <DialogClose>). */
  actions?: ReactNode;
  /** Shows the close (x) button in the corner. */
  showClose?: boolean;
  closeLabel?: string;
};

/** A modal dialog (Radix): focus trapped inside, Escape closes, focus returns to the trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocusRef,
  title,
  description,
  children,
  actions,
  showClose = true,
  closeLabel = 'Close',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={
            returnFocusRef
              ? (event) => {
                  event.preventDefault();
                  returnFocusRef.current?.focus();
                }
              : undefined
          }
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
          {showClose && (
            <RadixDialog.Close asChild>
              <IconButton icon="close" label={closeLabel} size="small" className={styles.close} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button so pressing it closes the surrounding dialog. */
export const DialogClose = RadixDialog.Close;
