import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';

export type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  /** Without a cancel label the dialog has one button. */
  cancelLabel?: string | null;
  onConfirm: () => void;
  onCancel?: () => void;
  tone?: 'primary' | 'danger';
  /** The confirm action is running: its button shows a spinner and ignores presses. */
  loading?: boolean;
  /** Keep the dialog open after confirming (the caller closes it when the work ends). */
  keepOpenOnConfirm?: boolean;
};

/** A question with one or two answers. */
export function ConfirmDialog({
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'primary',
  loading = false,
  keepOpenOnConfirm = false,
  ...dialog
}: ConfirmDialogProps) {
  const confirm = (
    <Button variant={tone} loading={loading} onPress={onConfirm} fullWidth>
      {confirmLabel}
    </Button>
  );
  return (
    <Dialog
      {...dialog}
      showClose={false}
      actions={
        <>
          {keepOpenOnConfirm || loading ? confirm : <DialogClose asChild>{confirm}</DialogClose>}
          {cancelLabel && (
            <DialogClose asChild>
              <Button variant="ghost" onPress={onCancel} fullWidth>
                {cancelLabel}
              </Button>
            </DialogClose>
          )}
        </>
      }
    />
  );
}
