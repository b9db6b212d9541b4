/**
 * The way to /live (spec section 2: "/live?ts={timestamp} starts a live, reached only after
 * camera and microphone access is granted"): the calls' media check (camera, then microphone),
 * then /live with a fresh ts; a refusal or a failure shows the calls' permission dialog (ADR 104).
 */
import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { CallPermissionDialog } from '../calls/CallPermissionDialog';
import { checkCallMedia, type MediaCheck } from '../calls/media-check';
import { liveHref } from './live-ts';

/** `go()` runs the check and opens /live on success; `dialog` is the permission dialog to render. */
export function useLiveAccess(check: () => Promise<MediaCheck> = checkCallMedia) {
  const navigate = useNavigate();
  const [denied, setDenied] = useState(false);
  const [checking, setChecking] = useState(false);
  const go = async (options?: { replace?: boolean }) => {
    if (checking) return;
    setChecking(true);
    try {
      const media = await check();
      // Unlike a call's accept, nothing else tells the creator why Live did not open: the dialog shows for any failure.
      if (media !== 'ok') return setDenied(true);
      navigate(liveHref(), { replace: options?.replace });
    } finally {
      setChecking(false);
    }
  };
  return { go, checking, dialog: <CallPermissionDialog open={denied} onOpenChange={setDenied} /> };
}
