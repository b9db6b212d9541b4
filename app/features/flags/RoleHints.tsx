/** The become-host bubble (CT) for non-creators and the concierge dialog (OC) for creators, each once per page session. */
import { useLocation, useNavigate } from '@remix-run/react';
import { Suspense, useEffect, useState } from 'react';
import { BecomeHostBubble, LazyConfirmDialog } from '#ds';
import { useOpenedOnce } from '../../lib/opened-once';
import type { EntryMatch, Viewer } from '../../lib/navigation';
import { becomeHostVariant, CONCIERGE_TEXTS, conciergeTarget, showsBecomeHost, showsConcierge } from './rules';

export const SESSION_KEYS = { bubble: 'become_host_shown', concierge: 'concierge_shown', custodyStatus: 'custody_status' } as const;

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** True the first time in this browser session (a tab's session storage), false after. */
function firstTimeThisSession(key: string): boolean {
  if (readSession(key) !== null) return false;
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Without storage it shows on each load.
  }
  return true;
}

export function RoleHints({ match, viewer, settings }: { match: EntryMatch | null; viewer: Viewer; settings: { CT: number; OC: boolean } }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [bubble, setBubble] = useState(false);
  const [concierge, setConcierge] = useState(false);
  // The dialog's code loads when it first opens (ADR 105).
  const conciergeOpened = useOpenedOnce(concierge);
  const variant = becomeHostVariant(settings.CT);

  useEffect(() => {
    if (showsBecomeHost(match, viewer, settings.CT) && firstTimeThisSession(SESSION_KEYS.bubble)) setBubble(true);
    if (showsConcierge(viewer, settings.OC) && firstTimeThisSession(SESSION_KEYS.concierge)) setConcierge(true);
  }, [match, viewer, settings.CT, settings.OC]);

  return (
    <>
      {bubble && variant && (
        <BecomeHostBubble variant={variant} href={`/creator_audit?redirect=${encodeURIComponent(pathname + search)}`} onClose={() => setBubble(false)} />
      )}
      {conciergeOpened && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={concierge}
            onOpenChange={setConcierge}
            title={CONCIERGE_TEXTS.title}
            description={CONCIERGE_TEXTS.body}
            confirmLabel="Get started"
            cancelLabel="Not now"
            onConfirm={() => navigate(conciergeTarget(readSession(SESSION_KEYS.custodyStatus)))}
          >
            {CONCIERGE_TEXTS.offer}
          </LazyConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
