/**
 * The adult-content gate (spec section 4): shown about 1.2 s after load (800 ms, then 400 ms)
 * unless already agreed, the visitor is a search-engine bot, or the page is a legal page.
 * Agreeing confirms with the server, stores first_agree_over_18 and hides it; "Leave"
 * replaces the location with a search engine's home page.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { LazyAgeGateCard } from '#ds';
import { api } from '../../lib/api';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage';
import { focusPageHeading } from '../shell/focus-on-navigate';

export const AGE_GATE_DELAYS_MS = [800, 400] as const;
export const LEAVE_URL = 'https://www.google.com/';

export function AgeGate({ exempt, isBot }: { exempt: boolean; isBot: boolean }) {
  const [stage, setStage] = useState<'hidden' | 'mounted' | 'open'>('hidden');
  const [agreeing, setAgreeing] = useState(false);
  const agreed = useRef(false);

  // Once agreed, focus goes to the page's heading (after the dialog has handed focus back).
  useEffect(() => {
    if (stage !== 'hidden' || !agreed.current) return;
    agreed.current = false;
    const timer = setTimeout(() => focusPageHeading(), 0);
    return () => clearTimeout(timer);
  }, [stage]);

  useEffect(() => {
    if (exempt || isBot || readLocal(STORAGE_KEYS.ageGateAccepted) !== null) {
      setStage('hidden');
      return;
    }
    // The card's code loads now, while the gate waits its 800 ms (ADR 105).
    void LazyAgeGateCard.preload();
    let second: ReturnType<typeof setTimeout> | undefined;
    const first = setTimeout(() => {
      setStage('mounted');
      second = setTimeout(() => setStage('open'), AGE_GATE_DELAYS_MS[1]);
    }, AGE_GATE_DELAYS_MS[0]);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, [exempt, isBot]);

  if (stage === 'hidden') return null;

  const agree = async () => {
    if (agreeing) return;
    setAgreeing(true);
    try {
      await api().call('user.adult_popup.confirm', {}, { silent: true });
    } catch {
      // The flag below still keeps the gate closed on this device.
    }
    writeLocal(STORAGE_KEYS.ageGateAccepted, String(Date.now()));
    setAgreeing(false);
    agreed.current = true;
    setStage('hidden');
  };

  return (
    <Suspense fallback={null}>
      <LazyAgeGateCard open={stage === 'open'} agreeing={agreeing} onAgree={agree} onLeave={() => window.location.replace(LEAVE_URL)} />
    </Suspense>
  );
}
