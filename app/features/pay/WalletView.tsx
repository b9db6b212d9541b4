/**
 * /pay/wallet as a view (issue 20): the balance big at the top with Buy coins as the one primary
 * action, a creator's earnings, rows to the transactions, cards and subscriptions, and "Ask before
 * spending" (ADR 096).
 */
import type { ReactNode } from 'react';
import { Box, Button, Heading, Icon, ItemList, ListRow, Select, Stack, Text, CoinAmount } from '#ds';
import { SPEND_ASK_ABOVE_CHOICES } from '../../../common/money';

export interface WalletViewProps {
  coins: number;
  earnings: number;
  isCreator: boolean;
  creatorSharePercent: number;
  onBuy: () => void;
  /** "Ask before spending": spends above this many coins ask first; 0 asks always. */
  askAboveCoins: number;
  onAskAboveChange: (coins: number) => void;
  /** "Saved." after a change went through, or what went wrong. */
  askStatus?: { tone: 'success' | 'danger'; text: string };
  /** A section hosted under the balances, e.g. sending a gift (/pay/wallet?to=user_name). */
  children?: ReactNode;
}

const askLabel = (n: number) => (n === 0 ? 'Always' : `Only above ${n} coins`);

function RowIcon({ name }: { name: 'receipt' | 'card' | 'person' }) {
  return (
    <Box display="flex" alignItems="center" justifyContent="center" aria-hidden>
      <Icon name={name} />
    </Box>
  );
}

export function WalletView({ coins, earnings, isCreator, creatorSharePercent, onBuy, askAboveCoins, onAskAboveChange, askStatus, children }: WalletViewProps) {
  const choices: number[] = SPEND_ASK_ABOVE_CHOICES.includes(askAboveCoins as never)
    ? [...SPEND_ASK_ABOVE_CHOICES]
    : [...SPEND_ASK_ABOVE_CHOICES, askAboveCoins];
  return (
    <Stack gap="xlarge">
      <section aria-labelledby="wallet-coins-title">
        <Stack gap="small" align="center">
          <Heading level={2} id="wallet-coins-title">
            Coins
          </Heading>
          <CoinAmount amount={coins} size="lg" unit="coins" exact />
          <Text tone="muted">Coins pay for memberships, paid posts and messages, gifts, tips and flirts.</Text>
          <Button icon="coin" size="lg" fullWidth onPress={onBuy}>
            Buy coins
          </Button>
        </Stack>
      </section>
      {(isCreator || earnings > 0) && (
        <section aria-labelledby="wallet-earnings-title">
          <Stack gap="small">
            <Heading level={2} id="wallet-earnings-title">
              Earnings
            </Heading>
            <CoinAmount amount={earnings} size="lg" unit="coins earned" exact />
            <Text tone="muted">You keep {creatorSharePercent}% of what fans spend on you.</Text>
          </Stack>
        </section>
      )}
      {children}
      <nav aria-label="Money">
        <ItemList label="Money">
          <li>
            <ListRow href="/pay/transactions" leading={<RowIcon name="receipt" />} title="Transactions" description="Every coin in and out" />
          </li>
          <li>
            <ListRow href="/manage/cards" leading={<RowIcon name="card" />} title="Cards" description="Your saved payment cards" />
          </li>
          <li>
            <ListRow href="/subs/subscriptions" leading={<RowIcon name="person" />} title="Subscriptions" description="Your memberships and their renewals" />
          </li>
        </ItemList>
      </nav>
      <section aria-labelledby="wallet-ask-title">
        <Stack gap="small">
          <Heading level={2} id="wallet-ask-title">
            Ask before spending
          </Heading>
          <Select
            label="Confirm a spend"
            description="Every spend shows its price and your balance; below the amount you choose, it goes through without the extra question."
            options={choices.map((n) => ({ id: String(n), label: askLabel(n) }))}
            value={String(askAboveCoins)}
            onChange={(id) => onAskAboveChange(Number(id))}
          />
          {askStatus && (
            <Text tone={askStatus.tone}>
              <span role={askStatus.tone === 'danger' ? 'alert' : 'status'}>{askStatus.text}</span>
            </Text>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
