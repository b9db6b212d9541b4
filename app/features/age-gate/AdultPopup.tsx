/**
 * The per-profile adult popup (spec sections 5 and 7): before a creator's profile, ask the
 * server (`adult_popup/check` with target_user_id); only `is_pop: true` shows it; any other
 * answer or an error shows none, and setting AP skips the check.
 *
 * Why a second gate at all: the spec names both, "an adult-content (18+) confirmation gate and
 * popup" (section 1), the popup "shown only when the server check says so and setting AP does
 * not skip it" (section 5), per target user (section 7). It is the same card as the site-wide
 * gate (AgeGateCard: same look, agree first, leave second), and it never stacks on it: while
 * the site-wide gate is still to be answered on this device, the popup is not asked for (that
 * gate's agreement confirms with the server too), nor afterwards for the creator whose page the
 * visitor answered the gate on.
 */
import { useNavigate } from '@remix-run/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { LazyAgeGateCard } from '#ds';
import { api } from '../../lib/api';
import { readLocal, STORAGE_KEYS } from '../../lib/storage';
import { goBack } from '../errors/RouteErrorBoundary';
import { focusPageHeading } from '../shell/focus-on-navigate';
import { useOpenedOnce } from '../../lib/opened-once';
import { ADULT_POPUP } from './adult-popup';

export function AdultPopup({ targetUserId, check }: { targetUserId: number; check: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const asked = useOpenedOnce(open);

  // The creator whose page this visit opened with the site-wide gate still to answer: answering it is
  // answering this one. The check may come later (a first visit's anonymous session arrives after
  // the gate, and its confirmation before the session was lost), but must not stack a popup on the gate.
  const gateAnsweredFor = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (gateAnsweredFor.current === undefined) gateAnsweredFor.current = readLocal(STORAGE_KEYS.ageGateAccepted) === null ? targetUserId : null;
    if (!check || gateAnsweredFor.current === targetUserId || readLocal(STORAGE_KEYS.ageGateAccepted) === null) return;
    let current = true;
    api()
      .call('user.adult_popup.check', { target_user_id: targetUserId }, { silent: true })
      .then((answer) => current && setOpen(answer.is_pop === true))
      .catch(() => undefined); // no popup on an error
    return () => {
      current = false;
    };
  }, [check, targetUserId]);

  // Once confirmed, focus goes to the page's heading (after the dialog has handed focus back).
  useEffect(() => {
    if (open || !confirmed.current) return;
    confirmed.current = false;
    const timer = setTimeout(() => focusPageHeading(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  const confirm = async () => {
    if (confirming) return;
    setConfirming(true);
    try {
      await api().call('user.adult_popup.confirm', {}, { silent: true });
      confirmed.current = true;
      setOpen(false);
    } catch {
      // Stays open: the confirmation did not reach the server.
    } finally {
      setConfirming(false);
    }
  };

  // The card's code loads only for a visitor who is asked (ADR 105).
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LazyAgeGateCard
        open={open}
        title={ADULT_POPUP.title}
        agreeLabel={ADULT_POPUP.confirm}
        leaveLabel={ADULT_POPUP.leave}
        agreeing={confirming}
        onAgree={() => void confirm()}
        onLeave={() => goBack(navigate)}
      >
        {ADULT_POPUP.message}
      </LazyAgeGateCard>
    </Suspense>
  );
}
