/** The gift and tip sheets as views: pure, fed by props (SendGiftSheet and TipSheet call the API). */
import { type ReactElement, type RefObject, useState } from 'react';
import { Button, coinsText, Dialog, RadioGroup, Stack, Text, TextField, formatCount } from '#ds';
import type { Gift } from '../../../common/gifts';
import { COINS_MESSAGE, typedCoins } from '../../../common/money';

interface SheetState {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the sheet. */
  trigger?: ReactElement;
  /** Without a trigger (opened from a menu): where focus goes on close. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  busy?: boolean;
  error?: string;
  /** Shown after sending, e.g. "Champagne sent to Gold Creator." */
  sent?: string;
  /** The wallet's coins, shown beside the price before the tap that spends; null while unknown. */
  balance?: number | null;
}

/** "You have 120 coins" under the choice, so the balance sits next to the spend. */
function Balance({ balance }: { balance: number | null | undefined }) {
  if (balance === undefined) return null;
  return <Text tone="muted">{balance === null ? 'Your balance is loading…' : `You have ${coinsText(balance)}`}</Text>;
}

export interface GiftSheetViewProps extends SheetState {
  creatorName: string;
  gifts: readonly Gift[];
  onSend: (giftId: number) => void;
}

export function GiftSheetView({
  creatorName,
  gifts,
  onSend,
  open,
  onOpenChange,
  trigger,
  returnFocusRef,
  busy = false,
  error,
  sent,
  balance,
}: GiftSheetViewProps) {
  const [giftId, setGiftId] = useState<string>(String(gifts.find((g) => g.preload)?.id ?? gifts[0]?.id ?? ''));
  const gift = gifts.find((g) => String(g.id) === giftId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger} returnFocusRef={returnFocusRef} title={`Send a gift to ${creatorName}`}>
      <Stack gap="medium">
        <RadioGroup
          label="Gift"
          value={giftId}
          onChange={setGiftId}
          isDisabled={busy}
          options={gifts.map((g) => ({ id: String(g.id), label: `${g.name}, ${formatCount(g.coins)} coins` }))}
        />
        <Balance balance={balance} />
        {error && (
          <Text tone="danger">
            <span role="alert">{error}</span>
          </Text>
        )}
        {sent && (
          <Text tone="success">
            <span role="status">{sent}</span>
          </Text>
        )}
        <Button fullWidth icon="gift" loading={busy} disabled={!gift} onPress={() => gift && onSend(gift.id)}>
          {gift ? `Send ${gift.name} for ${formatCount(gift.coins)} coins` : 'Send'}
        </Button>
      </Stack>
    </Dialog>
  );
}

export interface TipSheetViewProps extends SheetState {
  creatorName: string;
  onSend: (coins: number) => void;
}

export function TipSheetView({ creatorName, onSend, open, onOpenChange, trigger, returnFocusRef, busy = false, error, sent, balance }: TipSheetViewProps) {
  const [coins, setCoins] = useState('');
  const [invalid, setInvalid] = useState(false);
  const parsed = typedCoins.safeParse(coins.trim());
  return (
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger} returnFocusRef={returnFocusRef} title={`Tip ${creatorName}`}>
      <Stack gap="medium">
        <TextField
          label="Coins"
          inputMode="numeric"
          value={coins}
          onChange={(v) => {
            setCoins(v);
            setInvalid(false);
          }}
          isInvalid={invalid}
          errorMessage={invalid ? COINS_MESSAGE : undefined}
          isDisabled={busy}
        />
        <Balance balance={balance} />
        {error && (
          <Text tone="danger">
            <span role="alert">{error}</span>
          </Text>
        )}
        {sent && (
          <Text tone="success">
            <span role="status">{sent}</span>
          </Text>
        )}
        <Button
          fullWidth
          icon="coin"
          loading={busy}
          onPress={() => {
            if (!parsed.success) setInvalid(true);
            else onSend(parsed.data);
          }}
        >
          {parsed.success ? `Tip ${formatCount(parsed.data)} coins` : 'Tip'}
        </Button>
      </Stack>
    </Dialog>
  );
}

export interface FlirtSheetViewProps extends SheetState {
  creatorName: string;
  /** The fixed price of a flirt. */
  coins: number;
  onSend: () => void;
}

export function FlirtSheetView({
  creatorName,
  coins,
  onSend,
  open,
  onOpenChange,
  trigger,
  returnFocusRef,
  busy = false,
  error,
  sent,
  balance,
}: FlirtSheetViewProps) {
  const price = coinsText(coins);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      returnFocusRef={returnFocusRef}
      title={`Flirt with ${creatorName}`}
      description={`A flirt lets ${creatorName} know you are interested. It costs ${price}.`}
    >
      <Stack gap="medium">
        <Balance balance={balance} />
        {error && (
          <Text tone="danger">
            <span role="alert">{error}</span>
          </Text>
        )}
        {sent && (
          <Text tone="success">
            <span role="status">{sent}</span>
          </Text>
        )}
        <Button fullWidth icon="coin" loading={busy} onPress={onSend}>
          {`Send a flirt for ${price}`}
        </Button>
      </Stack>
    </Dialog>
  );
}
