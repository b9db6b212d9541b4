/** /pay/wallet as a view: coins to spend, a creator's earnings, links to buy coins and to the transactions. */
import type { ReactNode } from 'react';
import { Button, Heading, Stack, Text, TextLink, TokenAmount } from '#ds';

export interface WalletViewProps {
  coins: number;
  earnings: number;
  isCreator: boolean;
  creatorSharePercent: number;
  onBuy: () => void;
  /** A section hosted under the balances, e.g. sending a gift (/pay/wallet?to=user_name). */
  children?: ReactNode;
}

export function WalletView({ coins, earnings, isCreator, creatorSharePercent, onBuy, children }: WalletViewProps) {
  return (
    <Stack gap="xlarge">
      <section aria-labelledby="wallet-coins-title">
        <Stack gap="small">
          <Heading level={2} id="wallet-coins-title">
            Coins
          </Heading>
          <TokenAmount amount={coins} size="lg" unit="coins" />
          <Text tone="muted">Coins pay for gifts, tips, flirts and paid posts.</Text>
          <div>
            <Button icon="coin" onPress={onBuy}>
              Buy coins
            </Button>
          </div>
        </Stack>
      </section>
      {(isCreator || earnings > 0) && (
        <section aria-labelledby="wallet-earnings-title">
          <Stack gap="small">
            <Heading level={2} id="wallet-earnings-title">
              Earnings
            </Heading>
            <TokenAmount amount={earnings} size="lg" unit="coins earned" />
            <Text tone="muted">You keep {creatorSharePercent}% of what fans spend on you.</Text>
          </Stack>
        </section>
      )}
      {children}
      <TextLink href="/pay/transactions">See all transactions</TextLink>
    </Stack>
  );
}
