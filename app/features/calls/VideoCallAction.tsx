/**
 * The "Video call" action with its price (issue 21), on a creator's profile and in the chat room's
 * header. Outside the creator's hours the action shows disabled with when they take calls. It shows
 * once the offer (or a creator's own setting) has loaded; the code that places the call
 * (PlaceCallButton.tsx) loads while that request is under way (ADR 116).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CallOffer, CallSetting } from '../../../common/calls';
import { api } from '../../lib/api';
import { hoursText, perMinuteText } from './format';

const loadButton = () => import('./PlaceCallButton');
const PlaceCallButton = lazy(loadButton);

/** A creator's calls as this viewer sees them (GET call/offer); null while unknown, when they take none, or when it cannot be read. */
export function useCallOffer(creatorId: number | null): CallOffer | null {
  const [offer, setOffer] = useState<CallOffer | null>(null);
  useEffect(() => {
    setOffer(null);
    if (creatorId === null) return;
    void loadButton();
    let live = true;
    api()
      .call('call.offer', { user_id: creatorId }, { silent: true })
      .then(
        (answer) => live && setOffer(answer.offer),
        () => undefined, // no action rather than an error about an action not shown
      );
    return () => {
      live = false;
    };
  }, [creatorId]);
  return offer;
}

/** A creator's own setting (GET call/setting), for calling a fan; null while unknown or when it cannot be read. */
export function useOwnCallSetting(load: boolean): CallSetting | null {
  const [setting, setSetting] = useState<CallSetting | null>(null);
  useEffect(() => {
    if (!load) return;
    void loadButton();
    let live = true;
    api()
      .call('call.setting', {}, { silent: true })
      .then(
        (answer) => live && setSetting(answer),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [load]);
  return setting;
}

export interface VideoCallActionProps {
  calleeId: number;
  calleeName: string;
  /** 'creator': the viewer calls a creator and pays (their offer); 'fan': the viewer, a creator, calls a fan at their own price. */
  callee: 'creator' | 'fan';
  /** Icon and price only (the chat header). */
  compact?: boolean;
  className?: string;
}

/** The action, or nothing when there is no call to offer (no offer, or the creator's own calls are off). */
export function VideoCallAction({ calleeId, calleeName, callee, compact, className }: VideoCallActionProps) {
  const offer = useCallOffer(callee === 'creator' ? calleeId : null);
  const own = useOwnCallSetting(callee === 'fan');
  const shown =
    callee === 'creator'
      ? offer && {
          target: { userId: calleeId, nickname: calleeName, offer },
          price: perMinuteText(offer.price_per_minute),
          unavailable: offer.available_now ? undefined : `Takes calls ${hoursText(offer.hours)}`,
        }
      : own?.enabled && { target: { userId: calleeId, nickname: calleeName }, price: perMinuteText(own.price_per_minute) };
  if (!shown) return null;
  // Shown only after an effect's request, so this boundary never waits during hydration.
  return (
    <Suspense fallback={null}>
      <PlaceCallButton {...shown} compact={compact} className={className} />
    </Suspense>
  );
}
