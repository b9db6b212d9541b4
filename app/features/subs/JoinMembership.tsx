/**
 * Join a creator's membership (issue 6, ADR 053): the price, and a button that pays it in coins.
 * Not enough coins sends the fan to /pay/coins?redirect=<this page> to buy some first. The
 * profile page hosts it; /subs/subs_detail?creator=<user_name> does too (join and rejoin).
 */
import { useState } from 'react';
import { Button, coinsText, Money, Stack, Text } from '#ds';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/api-error';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useSpend, useWalletCoins } from '../pay/spend';

export interface JoinMembershipViewProps {
  creatorName: string;
  /** Dollars per month; null when the creator offers no membership. */
  priceDollars: number | null;
  coins: number | null;
  /** "Join" or "Join again" (after an expired membership). */
  rejoin?: boolean;
  pending?: boolean;
  error?: string;
  /** The wallet's coins, beside the price before the tap that spends; null while unknown. */
  balance?: number | null;
  onJoin: () => void;
}

export function JoinMembershipView({ creatorName, priceDollars, coins, rejoin = false, pending = false, error, balance, onJoin }: JoinMembershipViewProps) {
  if (priceDollars === null) return <Text tone="muted">{creatorName} does not offer a membership yet.</Text>;
  return (
    <Stack gap="small">
      <Text>
        Membership of {creatorName}: <Money amount={priceDollars} /> per month ({coins} coins), renews automatically. Members see members-only posts.
      </Text>
      {balance !== undefined && balance !== null && <Text tone="muted">You have {coinsText(balance)}</Text>}
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      <Button fullWidth loading={pending} onPress={onJoin}>
        {`${rejoin ? 'Join again' : 'Join'}${coins !== null ? ` for ${coinsText(coins)}` : ''}`}
      </Button>
    </Stack>
  );
}

export interface JoinMembershipProps {
  creatorId: number;
  creatorName: string;
  priceDollars: number | null;
  coins: number | null;
  rejoin?: boolean;
  /** After a successful join (e.g. revalidate the page). */
  onJoined?: (membershipId: number) => void;
}

/**
 * The connected component: asks once through useSpend with the price and the balance (ADR 096);
 * one idempotency key per attempt, so a double press or a retry pays once.
 */
export function JoinMembership({ creatorId, onJoined, ...view }: JoinMembershipProps) {
  const spend = useSpend();
  const idem = useIdempotencyKey();
  const balance = useWalletCoins();
  const intention = { creator_id: creatorId };
  const [pending, setPending] = useState(false);
  const [joined, setJoined] = useState(false);

  const join = async () => {
    if (pending || joined || view.coins === null) return;
    setPending(true);
    let membershipId = 0;
    try {
      const outcome = await spend({
        title: `Join ${view.creatorName}'s membership`,
        coins: view.coins,
        purpose: `to join ${view.creatorName}'s membership`,
        confirmLabel: `Join for ${coinsText(view.coins)}`,
        doneMessage: `You are a member of ${view.creatorName}`,
        spend: async () => {
          try {
            const data = await api().call('membership.join', { ...intention, idem_key: idem.keyFor(intention) }, { silent: true });
            idem.done(intention);
            membershipId = data.membership_id;
            return data;
          } catch (failure) {
            // Network failures keep the key: trying again retries the same payment.
            if (failure instanceof ApiError && failure.failure.kind === 'http') idem.done(intention);
            throw failure;
          }
        },
      });
      if (outcome === 'done') {
        setJoined(true);
        onJoined?.(membershipId);
      }
    } finally {
      setPending(false);
    }
  };

  return <JoinMembershipView {...view} balance={balance} pending={pending || joined} onJoin={() => void join()} />;
}
