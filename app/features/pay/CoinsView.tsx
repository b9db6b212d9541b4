/**
 * /pay/coins as a view: the balance at the top, coin packages as cards to choose (or another amount below),
 * a saved card or a new one, one "Buy N coins for $X" button, and the result once something was bought.
 */
import { useRef, useState } from 'react';
import { Box, Button, Checkbox, ChoiceCards, Heading, Money, RadioGroup, Stack, Text, TextField, TextLink, CoinAmount, formatCount } from '#ds';
import { COINS_MESSAGE, typedCoins } from '../../../common/money';
import { CardElement, type CardElementHandle } from './CardElement';
import { type CoinPackage, type SavedCard, cardLabel } from './types';

/** A saved card's id, or the card element's payment-method id (and the element, for 3-D Secure). */
export interface BuyRequest {
  coins: number;
  cardId?: number;
  paymentMethod?: string;
  element?: CardElementHandle;
  saveCard: boolean;
}

export interface CoinsViewProps {
  balance: number;
  packages: CoinPackage[];
  coinPriceCents: number;
  cards: SavedCard[];
  busy?: boolean;
  /** A decline or other failure, the catalogue's text. */
  error?: string;
  /** The last purchase. */
  result?: { coins: number; balance: number } | null;
  /** Where the user goes back to after buying (from ?redirect=). */
  returnTo?: string | null;
  onBuy: (request: BuyRequest) => void;
  /** Stripe is configured: its element takes the card (ADR 089). */
  stripePublishableKey?: string;
}

const CUSTOM = 'custom';
const NEW_CARD = 'new';

export function CoinsView({ balance, packages, coinPriceCents, cards, busy = false, error, result, returnTo, onBuy, stripePublishableKey }: CoinsViewProps) {
  const [choice, setChoice] = useState<string>(String(packages[0]?.coins ?? CUSTOM));
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string>();
  const [payWith, setPayWith] = useState<string>(cards[0] ? String(cards[0].id) : NEW_CARD);
  const element = useRef<CardElementHandle>(null);
  const [save, setSave] = useState(false);

  const chosenCoins = choice === CUSTOM ? typedCoins.safeParse(custom.trim()) : { success: true as const, data: Number(choice) };
  const coins = chosenCoins.success ? chosenCoins.data : null;

  const buy = async () => {
    if (coins === null) {
      setCustomError(COINS_MESSAGE);
      return;
    }
    setCustomError(undefined);
    if (payWith !== NEW_CARD) {
      onBuy({ coins, cardId: Number(payWith), saveCard: false });
      return;
    }
    const paymentMethod = await element.current?.createPaymentMethod();
    if (paymentMethod) onBuy({ coins, paymentMethod, element: element.current!, saveCard: save });
  };

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Text tone="muted">Your balance</Text>
        <CoinAmount amount={balance} size="lg" unit="coins" />
      </Stack>

      {result && (
        <div role="status">
          <Stack gap="small">
            <Text tone="success" weight="semibold">
              You bought {formatCount(result.coins)} coins. Your balance is now {formatCount(result.balance)} coins.
            </Text>
            {returnTo && <TextLink href={returnTo}>Go back to where you were</TextLink>}
          </Stack>
        </div>
      )}

      <section aria-labelledby="coins-amount-title">
        <Stack gap="medium">
          <Heading level={2} id="coins-amount-title">
            How many coins?
          </Heading>
          <ChoiceCards
            label="Coin package"
            value={choice}
            onChange={setChoice}
            isDisabled={busy}
            options={[
              ...packages.map((p) => ({
                id: String(p.coins),
                title: <CoinAmount amount={p.coins} unit="coins" exact />,
                detail: `$${(p.cents / 100).toFixed(2)}`,
                label: `${formatCount(p.coins)} coins for $${(p.cents / 100).toFixed(2)}`,
              })),
              { id: CUSTOM, title: 'Other', detail: 'Any amount', label: 'Another amount' },
            ]}
          />
          {choice === CUSTOM && (
            <TextField
              label="Coins"
              description={`From 1 to 10000 coins, ${coinPriceCents} cents each.`}
              inputMode="numeric"
              value={custom}
              onChange={(v) => {
                setCustom(v);
                setCustomError(undefined);
              }}
              isInvalid={Boolean(customError)}
              errorMessage={customError}
              isDisabled={busy}
            />
          )}
        </Stack>
      </section>

      <section aria-labelledby="coins-card-title">
        <Stack gap="medium">
          <Heading level={2} id="coins-card-title">
            Pay with
          </Heading>
          {cards.length > 0 && (
            <RadioGroup
              label="Card"
              value={payWith}
              onChange={setPayWith}
              isDisabled={busy}
              options={[...cards.map((c) => ({ id: String(c.id), label: cardLabel(c) })), { id: NEW_CARD, label: 'A new card' }]}
            />
          )}
          {payWith === NEW_CARD && (
            <Stack gap="medium">
              <CardElement ref={element} disabled={busy} stripePublishableKey={stripePublishableKey} />
              <Checkbox isSelected={save} onChange={setSave} isDisabled={busy}>
                Save this card for next time
              </Checkbox>
            </Stack>
          )}
        </Stack>
      </section>

      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      <Box>
        <Button fullWidth loading={busy} onPress={() => void buy()}>
          {coins === null ? 'Buy coins' : `Buy ${formatCount(coins)} coins for `}
          {coins !== null && <Money amount={(coins * coinPriceCents) / 100} />}
        </Button>
      </Box>
      <Text size="sm" tone="muted">
        Saved cards are kept by the payment provider; this site keeps only the brand, the last four digits and the expiry.{' '}
        <TextLink href="/manage/cards">Manage cards</TextLink>
      </Text>
    </Stack>
  );
}
