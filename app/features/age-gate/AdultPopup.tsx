/**
 * The per-profile adult popup (spec sections 5 and 7): before a creator's profile, ask the
 * server (`adult_popup/check` with target_user_id); only `is_pop: true` shows it; any other
 * answer or an error shows none, and setting AP skips the check.
 */
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '#ds';
import { api } from '../../lib/api';
import { goBack } from '../errors/RouteErrorBoundary';
import { ADULT_POPUP } from './adult-popup';

export function AdultPopup({ targetUserId, check }: { targetUserId: number; check: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!check) return;
    let current = true;
    api()
      .call('user.adult_popup.check', { target_user_id: targetUserId }, { silent: true })
      .then((answer) => current && setOpen(answer.is_pop === true))
      .catch(() => undefined); // no popup on an error
    return () => {
      current = false;
    };
  }, [check, targetUserId]);

  const confirm = async () => {
    setConfirming(true);
    try {
      await api().call('user.adult_popup.confirm', {}, { silent: true });
      setOpen(false);
    } catch {
      // Stays open: the confirmation did not reach the server.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && goBack(navigate)}
      title={ADULT_POPUP.title}
      description={ADULT_POPUP.message}
      confirmLabel={ADULT_POPUP.confirm}
      cancelLabel={ADULT_POPUP.leave}
      loading={confirming}
      keepOpenOnConfirm
      onConfirm={() => void confirm()}
    />
  );
}
