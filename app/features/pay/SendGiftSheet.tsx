/**
 * Reusable gift and tip sheets for any page that shows a creator (issue 6). Each paid intent gets
 * one idempotency key, sent again on a retry; not enough coins goes to /pay/coins and back here.
 */
import { useLocation, useNavigate } from '@remix-run/react';
import { type ReactElement, useRef, useState } from 'react';
import { ERRORS } from '../../../common/errors';
import { GIFTS } from '../../../common/gifts';
import { ApiError } from '../../lib/api/client';
import { api } from '../../lib/api';
import { GiftSheetView, TipSheetView } from './GiftSheetView';
import { newIdemKey } from './types';

export interface PaySheetProps {
  creatorId: number;
  creatorName: string;
  /** After a gift or tip went through, with the wallet balance left. */
  onSent?: (result: { coins: number; balance: number }) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
}

/** Sends one paid action; keeps the key for a retry until it succeeds or the request changes. */
function usePaidAction<P>(path: string, toParams: (p: P) => Record<string, unknown>) {
  const navigate = useNavigate();
  const location = useLocation();
  const intent = useRef<{ params: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = async (p: P): Promise<{ coins: number; balance: number } | null> => {
    const params = toParams(p);
    const signature = JSON.stringify(params);
    if (intent.current?.params !== signature) intent.current = { params: signature, key: newIdemKey() };
    setBusy(true);
    setError(undefined);
    try {
      const r = await api().post<{ coins: number; balance: number }>(path, { ...params, idem_key: intent.current.key }, { silent: true });
      intent.current = null;
      return r;
    } catch (failure) {
      if (failure instanceof ApiError && failure.failure.kind === 'http' && failure.failure.code === ERRORS.NOT_ENOUGH_COINS.code) {
        navigate(`/pay/coins?redirect=${encodeURIComponent(location.pathname + location.search)}`);
        return null;
      }
      setError((failure as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, send };
}

export function SendGiftSheet({ creatorId, creatorName, onSent, open, onOpenChange, trigger }: PaySheetProps) {
  const [sent, setSent] = useState<string>();
  const action = usePaidAction('fapi/pay/gift', (giftId: number) => ({ creator_id: creatorId, gift_id: giftId }));
  return (
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
          setSent(`${GIFTS.find((g) => g.id === giftId)?.name ?? 'Gift'} sent to ${creatorName}.`);
          onSent?.(r);
        });
      }}
    />
  );
}

export function TipSheet({ creatorId, creatorName, onSent, open, onOpenChange, trigger }: PaySheetProps) {
  const [sent, setSent] = useState<string>();
  const action = usePaidAction('fapi/pay/tip', (coins: number) => ({ creator_id: creatorId, coins }));
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
