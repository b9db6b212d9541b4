/**
 * Reusable gift, tip and flirt sheets for any page that shows a creator (issue 6). Each paid
 * intent gets one idempotency key, sent again on a retry; not enough coins goes to /pay/coins and
 * back here. A sent gift plays its animation over the page.
 */
import { type ReactElement, useEffect, useState } from 'react';
import { AnimationOverlay } from '#ds';
import { FLIRT_COINS, GIFT_ANIMATION_MS, GIFT_STILL_MS, GIFTS, type Gift } from '../../../common/gifts';
import { api } from '../../lib/api';
import type { ApiInput } from '../../lib/api/client';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useBuyCoinsOnShortfall } from './buy-coins';
import { giftAnimation, preloadGiftAnimations, useGiftAnimationBase } from './gift-animations';
import { FlirtSheetView, GiftSheetView, TipSheetView } from './GiftSheetView';

export interface PaySheetProps {
  creatorId: number;
  creatorName: string;
  /** After a gift, tip or flirt went through, with the wallet balance left. */
  onSent?: (result: { coins: number; balance: number }) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
}

/** Sends one paid action; keeps the key for a retry until it succeeds or the request changes. */
function usePaidAction<N extends 'pay.gift' | 'pay.tip' | 'pay.flirt', P>(name: N, toParams: (p: P) => Omit<ApiInput<N>, 'idem_key'>) {
  const buyCoinsOnShortfall = useBuyCoinsOnShortfall();
  const idem = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = async (p: P): Promise<{ coins: number; balance: number } | null> => {
    const params = toParams(p);
    setBusy(true);
    setError(undefined);
    try {
      const r = await api().call(name, { ...params, idem_key: idem.keyFor(params) } as ApiInput<N>, { silent: true });
      idem.done(params);
      return r;
    } catch (failure) {
      if (!buyCoinsOnShortfall(failure)) setError((failure as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, send };
}

export function SendGiftSheet({ creatorId, creatorName, onSent, open, onOpenChange, trigger }: PaySheetProps) {
  const [sent, setSent] = useState<string>();
  const [playing, setPlaying] = useState<{ gift: Gift; n: number } | null>(null);
  const base = useGiftAnimationBase();
  // The sheet can open from here on: warm the preloaded animations (sports car, champagne).
  useEffect(() => void preloadGiftAnimations(GIFTS, base), [base]);
  const action = usePaidAction('pay.gift', (giftId: number) => ({ creator_id: creatorId, gift_id: giftId }));
  return (
    <>
      <GiftSheetView
        creatorName={creatorName}
        gifts={GIFTS}
        open={open}
        onOpenChange={onOpenChange}
        trigger={trigger}
        busy={action.busy}
        error={action.error}
        sent={sent}
        onSend={(giftId) => {
          setSent(undefined);
          void action.send(giftId).then((r) => {
            if (!r) return;
            const gift = GIFTS.find((g) => g.id === giftId);
            setSent(`${gift?.name ?? 'Gift'} sent to ${creatorName}.`);
            if (gift) setPlaying((p) => ({ gift, n: (p?.n ?? 0) + 1 }));
            onSent?.(r);
          });
        }}
      />
      {playing && (
        <AnimationOverlay
          key={playing.n}
          {...giftAnimation(playing.gift, base)}
          label={`${playing.gift.name} for ${creatorName}`}
          durationMs={GIFT_ANIMATION_MS}
          stillDurationMs={GIFT_STILL_MS}
          onDone={() => setPlaying(null)}
        />
      )}
    </>
  );
}

export function TipSheet({ creatorId, creatorName, onSent, open, onOpenChange, trigger }: PaySheetProps) {
  const [sent, setSent] = useState<string>();
  const action = usePaidAction('pay.tip', (coins: number) => ({ creator_id: creatorId, coins }));
  return (
    <TipSheetView
      creatorName={creatorName}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      busy={action.busy}
      error={action.error}
      sent={sent}
      onSend={(coins) => {
        setSent(undefined);
        void action.send(coins).then((r) => {
          if (!r) return;
          setSent(`${coins.toLocaleString('en-US')} coins sent to ${creatorName}.`);
          onSent?.(r);
        });
      }}
    />
  );
}

/** A flirt: one press, at the fixed flirt price. */
export function FlirtSheet({ creatorId, creatorName, onSent, open, onOpenChange, trigger }: PaySheetProps) {
  const [sent, setSent] = useState<string>();
  const action = usePaidAction('pay.flirt', (_: null) => ({ creator_id: creatorId, coins: FLIRT_COINS }));
  return (
    <FlirtSheetView
      creatorName={creatorName}
      coins={FLIRT_COINS}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      busy={action.busy}
      error={action.error}
      sent={sent}
      onSend={() => {
        setSent(undefined);
        void action.send(null).then((r) => {
          if (!r) return;
          setSent(`Flirt sent to ${creatorName}.`);
          onSent?.(r);
        });
      }}
    />
  );
}
