/**
 * The "Video call" action with its price (issue 21), on a creator's profile and in the chat room's
 * header. A fan calling a creator pays through the one spend door (useSpend: the question with
 * the hold, Buy coins when short) and the spend is the invite; a free call, and a creator calling
 * a fan (the fan pays, at the creator's price), ring at once. Outside the creator's hours the
 * action shows disabled with when they take calls. Refusals (CALL_* codes) are the error tip.
 */
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CallButton, coinsText } from '#ds';
import type { CallOffer, CallSetting, CallView } from '../../../common/calls';
import { ROOM_ERRORS } from '../../../common/errors-rooms';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/api-error';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useSpend } from '../pay/spend';
import { hoursText, perMinuteText } from './format';

const CALL_CODES = new Set<number>(Object.entries(ROOM_ERRORS).flatMap(([name, error]) => (name.startsWith('CALL_') ? [error.code] : [])));

/** A refusal of the call itself (busy, no calls, outside hours, blocked...): trying again at once cannot help. */
export const isCallRefusal = (failure: unknown) =>
  failure instanceof ApiError && failure.failure.kind === 'http' && failure.failure.code !== undefined && CALL_CODES.has(failure.failure.code);

/** A creator's calls as this viewer sees them (GET call/offer); null while unknown, when they take none, or when it cannot be read. */
export function useCallOffer(creatorId: number | null): CallOffer | null {
  const [offer, setOffer] = useState<CallOffer | null>(null);
  useEffect(() => {
    setOffer(null);
    if (creatorId === null) return;
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

export interface CallTarget {
  userId: number;
  nickname: string;
  /** The creator's offer when the viewer pays; absent when a creator calls a fan. */
  offer?: CallOffer;
}

/** Places a call (POST call/invite, one idempotency key per attempt) and goes to /video-call?call_id=. */
export function usePlaceCall() {
  const spend = useSpend();
  const navigate = useNavigate();
  const keys = useIdempotencyKey();
  const [placing, setPlacing] = useState(false);

  const invite = async (userId: number, silent: boolean): Promise<CallView> => {
    const intention = { call: userId };
    try {
      const view = await api().call('call.invite', { user_id: userId, idem_key: keys.keyFor(intention) }, { silent });
      keys.done(intention);
      return view;
    } catch (failure) {
      // A refusal is final for this attempt; a lost answer keeps the key, so a retry cannot ring twice.
      if (failure instanceof ApiError && failure.failure.kind === 'http') keys.done(intention);
      throw failure;
    }
  };

  const place = async ({ userId, nickname, offer }: CallTarget) => {
    if (placing) return;
    if (offer && offer.total_tokens > 0) {
      const placed: { view?: CallView } = {};
      const outcome = await spend({
        title: `Video call with ${nickname}`,
        coins: offer.total_tokens,
        purpose: `to call ${nickname}`,
        note: `${offer.min_time} min held now, then ${perMinuteText(offer.price_per_minute)}`,
        confirmLabel: `Call for ${coinsText(offer.total_tokens)}`,
        spend: async () => (placed.view = await invite(userId, true)),
        endsWithToast: isCallRefusal,
      });
      if (outcome === 'done' && placed.view) navigate(`/video-call?call_id=${placed.view.call_id}`);
      return;
    }
    // Free, or a creator calling a fan: nothing to ask; the client shows a refusal as the error tip.
    setPlacing(true);
    try {
      const view = await invite(userId, false);
      navigate(`/video-call?call_id=${view.call_id}`);
    } catch {
      // shown already
    } finally {
      setPlacing(false);
    }
  };
  return { place, placing };
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
  const { place, placing } = usePlaceCall();
  if (callee === 'creator') {
    if (!offer) return null;
    return (
      <CallButton
        className={className}
        compact={compact}
        price={perMinuteText(offer.price_per_minute)}
        unavailable={offer.available_now ? undefined : `Takes calls ${hoursText(offer.hours)}`}
        loading={placing}
        onPress={() => void place({ userId: calleeId, nickname: calleeName, offer })}
      />
    );
  }
  if (!own?.enabled) return null;
  return (
    <CallButton
      className={className}
      compact={compact}
      price={perMinuteText(own.price_per_minute)}
      loading={placing}
      onPress={() => void place({ userId: calleeId, nickname: calleeName })}
    />
  );
}
