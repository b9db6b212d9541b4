/** "Allow camera and microphone" (spec section 5): its own module, so pages that may show it do not load the call banners. */
import { Suspense } from 'react';
import { LazyConfirmDialog } from '#ds';
import { useOpenedOnce } from '../../lib/opened-once';
import { PERMISSION_TEXT, PERMISSION_TITLE } from './screen/call-phase';

/** Spec section 5, verbatim ("the product" is the product's name; the button's "done" is the spec's word). */
export const CALL_PERMISSION_TEXTS = { title: PERMISSION_TITLE, content: PERMISSION_TEXT, button: 'done' } as const;

/** Its code (Radix's dialog) loads when it first opens (ADR 105). */
export function CallPermissionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={CALL_PERMISSION_TEXTS.title}
        description={CALL_PERMISSION_TEXTS.content}
        confirmLabel={CALL_PERMISSION_TEXTS.button}
        cancelLabel={null}
        onConfirm={() => onOpenChange(false)}
      />
    </Suspense>
  );
}

/** Rejecting makes the banner's Accept usable again at once (the design system settles on a rejection). */
