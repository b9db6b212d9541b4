import type { RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Button } from '../Button/Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './ActionSheet.css';

export type ActionSheetAction = { id: string; label: string; icon?: IconName; onPress: () => void };

export type ActionSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  actions: ActionSheetAction[];
  cancelLabel?: string;
  /** Where focus goes on close (the button that opened the sheet). */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** A sheet from the bottom of the feed column with a few big choices (the create popup: New Post, Live). */
export function ActionSheet({ open, onOpenChange, title, actions, cancelLabel = 'Cancel', returnFocusRef }: ActionSheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
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
          <ul className={styles.list}>
            {actions.map((action) => (
              <li key={action.id}>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => {
                    onOpenChange(false);
                    action.onPress();
                  }}
                >
                  {action.icon && (
                    <span className={styles.actionIcon}>
                      <Icon name={action.icon} />
                    </span>
                  )}
                  {action.label}
                </button>
              </li>
            ))}
          </ul>
          <RadixDialog.Close asChild>
            <Button variant="ghost" fullWidth>
              {cancelLabel}
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
