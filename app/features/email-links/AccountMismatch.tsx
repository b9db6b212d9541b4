import { Suspense, useState } from 'react';
import { LazyConfirmDialog } from '#ds';
import { useOpenedOnce } from '../../lib/opened-once';
import { logout } from '../session/logout';
import { ACCOUNT_MISMATCH } from './email-link';
import type { EmailLinkNotice } from './email-link.server';

/** An email link for another account: "Switch Account" logs out, "Maybe Later" closes (spec section 5). */
export function AccountMismatch({ notice }: { notice: EmailLinkNotice | null }) {
  const [answered, setAnswered] = useState<EmailLinkNotice | null>(null);
  const open = Boolean(notice?.mismatch) && answered !== notice;
  // The dialog's code loads only for such a link (ADR 105).
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open={open}
        onOpenChange={(next) => !next && setAnswered(notice)}
        title={ACCOUNT_MISMATCH.title}
        description={ACCOUNT_MISMATCH.message}
        confirmLabel={ACCOUNT_MISMATCH.switchLabel}
        cancelLabel={ACCOUNT_MISMATCH.laterLabel}
        onConfirm={() => {
          setAnswered(notice);
          void logout();
        }}
      />
    </Suspense>
  );
}
