/**
 * Reusable gift, tip and flirt sheets for any page that shows a creator (issue 6). Each paid
 * intent gets one idempotency key, sent again on a retry; not enough coins goes to /pay/coins and
 * back here. A sent gift plays its animation over the page.
 */
import { type ReactElement, type RefObject, useEffect, useState } from 'react';
import { AnimationOverlay, coinsText } from '#ds';
import { FLIRT_COINS, GIFT_ANIMATION_MS, GIFT_STILL_MS, GIFTS, type Gift } from '../../../common/gifts';
import { api } from '../../lib/api';
import type { ApiInput } from '../../lib/api/client';
import { useIdempotencyKey } from '../../lib/idempotency';
import { giftAnimation, preloadGiftAnimations, useGiftAnimationBase } from './gift-animations';
import { FlirtSheetView, GiftSheetView, TipSheetView } from './GiftSheetView';
import { type SpendRequest, useSpend, useWalletCoins } from './spend';

export interface PaySheetProps {
  creatorId: number;
  creatorName: string;
  /**
   * In a live room (issue 22): the gift or tip goes to the live (LIVE_API.gift / tip), and the
   * animation plays for everyone from the room's live_gift event, not from the sender's answer.
   */
  liveId?: number;
  /** After a gift, tip or flirt went through, with the wallet balance left. */
  onSent?: (result: { coins: number; balance: number }) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  /** Without a trigger (opened from a menu): where focus goes on close. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** What the question says for one paid action. */
type Ask = Pick<SpendRequest, 'title' | 'coins' | 'purpose' | 'confirmLabel' | 'doneMessage'>;

/**
 * Sends one paid action through useSpend (asks once with price and balance; ADR 096); keeps the
 * idempotency key for a retry until it succeeds or the request changes. The sheet closes after
 * success, so a second tap cannot send again.
 */
function usePaidAction<N extends 'pay.gift' | 'pay.tip' | 'pay.flirt', P>(
  name: N,
  toParams: (p: P) => Omit<ApiInput<N>, 'idem_key'>,
  props: Pick<PaySheetProps, 'open' | 'onOpenChange'>,
  /** The spend goes to this live instead; its answer has no balance (the wallet is read again), so `send` answers null. */
  live?: { name: 'live.gift' | 'live.tip'; liveId: number },
) {
  const spend = useSpend();
  const idem = useIdempotencyKey();
  const balance = useWalletCoins();
  const [busy, setBusy] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const onOpenChange = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const send = async (p: P, ask: Ask): Promise<{ coins: number; balance: number } | null> => {
    if (busy) return null;
    const params = toParams(p);
    let answer: { coins: number; balance: number } | null = null;
    setBusy(true);
    try {
      const outcome = await spend({
        ...ask,
        spend: async () => {
          const idem_key = idem.keyFor(params);
          if (live) {
            const { creator_id: _creator, ...rest } = params as Record<string, unknown>;
            await api().call(live.name, { ...rest, live_id: live.liveId, idem_key } as ApiInput<'live.gift'> & ApiInput<'live.tip'>, { silent: true });
          } else answer = await api().call(name, { ...params, idem_key } as ApiInput<N>, { silent: true });
          idem.done(params);
          return answer;
        },
      });
      if (outcome !== 'done') return null;
      onOpenChange(false);
      return answer;
    } finally {
      setBusy(false);
    }
  };
  return { busy, balance, open, onOpenChange, send };
}

export function SendGiftSheet({ creatorId, creatorName, liveId, onSent, open, onOpenChange, trigger, returnFocusRef }: PaySheetProps) {
  const [playing, setPlaying] = useState<{ gift: Gift; n: number } | null>(null);
  const base = useGiftAnimationBase();
  // The sheet can open from here on: warm the preloaded animations (sports car, champagne).
  useEffect(() => void preloadGiftAnimations(GIFTS, base), [base]);
  const live = liveId === undefined ? undefined : { name: 'live.gift' as const, liveId };
  const action = usePaidAction('pay.gift', (giftId: number) => ({ creator_id: creatorId, gift_id: giftId }), { open, onOpenChange }, live);
  return (
    <>
      <GiftSheetView
        creatorName={creatorName}
        gifts={GIFTS}
        open={action.open}
        onOpenChange={action.onOpenChange}
        trigger={trigger}
        returnFocusRef={returnFocusRef}
        busy={action.busy}
        balance={action.balance}
        onSend={(giftId) => {
          const gift = GIFTS.find((g) => g.id === giftId);
          if (!gift) return;
          const ask = {
            title: `Send ${gift.name} to ${creatorName}`,
            coins: gift.coins,
            purpose: `to send ${gift.name} to ${creatorName}`,
            confirmLabel: `Send for ${coinsText(gift.coins)}`,
            doneMessage: `Sent ${gift.name} (${coinsText(gift.coins)}) to ${creatorName}`,
          };
          void action.send(giftId, ask).then((r) => {
            // In a live (no answer here) the room's live_gift event plays it, for the sender too.
            if (!r) return;
            setPlaying((p) => ({ gift, n: (p?.n ?? 0) + 1 }));
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

export function TipSheet({ creatorId, creatorName, liveId, onSent, open, onOpenChange, trigger, returnFocusRef }: PaySheetProps) {
  const live = liveId === undefined ? undefined : { name: 'live.tip' as const, liveId };
  const action = usePaidAction('pay.tip', (coins: number) => ({ creator_id: creatorId, coins }), { open, onOpenChange }, live);
  return (
    <TipSheetView
      creatorName={creatorName}
      open={action.open}
      onOpenChange={action.onOpenChange}
      trigger={trigger}
      returnFocusRef={returnFocusRef}
      busy={action.busy}
      balance={action.balance}
      onSend={(coins) => {
        const ask = {
          title: `A tip of ${coinsText(coins)} to ${creatorName}`,
          coins,
          purpose: `to tip ${creatorName}`,
          confirmLabel: `Tip ${coinsText(coins)}`,
          doneMessage: `Sent ${coinsText(coins)} to ${creatorName}`,
        };
        void action.send(coins, ask).then((r) => r && onSent?.(r));
      }}
    />
  );
}

/** A flirt: one press, at the fixed flirt price. */
export function FlirtSheet({ creatorId, creatorName, onSent, open, onOpenChange, trigger, returnFocusRef }: PaySheetProps) {
  const action = usePaidAction('pay.flirt', (_: null) => ({ creator_id: creatorId, coins: FLIRT_COINS }), { open, onOpenChange });
  return (
    <FlirtSheetView
      creatorName={creatorName}
      coins={FLIRT_COINS}
      open={action.open}
      onOpenChange={action.onOpenChange}
      trigger={trigger}
      returnFocusRef={returnFocusRef}
      busy={action.busy}
      balance={action.balance}
      onSend={() => {
        const ask = {
          title: `Send a flirt to ${creatorName}`,
          coins: FLIRT_COINS,
          purpose: `to flirt with ${creatorName}`,
          confirmLabel: `Send a flirt for ${coinsText(FLIRT_COINS)}`,
          doneMessage: `Sent a flirt (${coinsText(FLIRT_COINS)}) to ${creatorName}`,
        };
        void action.send(null, ask).then((r) => r && onSent?.(r));
      }}
    />
  );
}
