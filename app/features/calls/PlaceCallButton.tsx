/**
 * Placing a call from the "Video call" action (issue 21): a fan calling a creator pays through the one
 * spend door (useSpend: the question with the hold, Buy coins when short) and the spend is the invite;
 * a free call, and a creator calling a fan (the fan pays, at the creator's price), ring at once.
 * Refusals (CALL_* codes) are the error tip. Loaded once the action has something to show (ADR 116).
 */
import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { CallButton, coinsText } from '#ds';
import type { CallOffer, CallView } from '../../../common/calls';
import { ROOM_ERRORS } from '../../../common/errors-rooms';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/api-error';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useSpend } from '../pay/spend';
import { perMinuteText } from './format';

const CALL_CODES = new Set<number>(Object.entries(ROOM_ERRORS).flatMap(([name, error]) => (name.startsWith('CALL_') ? [error.code] : [])));

/** A refusal of the call itself (busy, no calls, outside hours, blocked...): trying again at once cannot help. */
export const isCallRefusal = (failure: unknown) =>
  failure instanceof ApiError && failure.failure.kind === 'http' && failure.failure.code !== undefined && CALL_CODES.has(failure.failure.code);

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

export interface PlaceCallButtonProps {
  target: CallTarget;
  /** "20 coins/min". */
  price: string;
  /** Why the action is disabled (outside the creator's hours). */
  unavailable?: string;
  compact?: boolean;
  className?: string;
}

export default function PlaceCallButton({ target, price, unavailable, compact, className }: PlaceCallButtonProps) {
  const { place, placing } = usePlaceCall();
  return <CallButton className={className} compact={compact} price={price} unavailable={unavailable} loading={placing} onPress={() => void place(target)} />;
}
