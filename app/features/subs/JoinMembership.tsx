/**
 * Join a creator's membership (issue 6, ADR 053): the price, and a button that pays it in coins.
 * Not enough coins sends the fan to /pay/coins?redirect=<this page> to buy some first. The
 * profile page hosts it; /subs/subs_detail?creator=<user_name> does too (join and rejoin).
 */
import { useState } from 'react';
import { Button, Money, Stack, Text } from '#ds';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/client';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useBuyCoinsOnShortfall } from '../pay/buy-coins';

export interface JoinMembershipViewProps {
  creatorName: string;
  /** Dollars per month; null when the creator offers no membership. */
  priceDollars: number | null;
  coins: number | null;
  /** "Join" or "Join again" (after an expired membership). */
  rejoin?: boolean;
  pending?: boolean;
  error?: string;
  onJoin: () => void;
}

export function JoinMembershipView({ creatorName, priceDollars, coins, rejoin = false, pending = false, error, onJoin }: JoinMembershipViewProps) {
  if (priceDollars === null) return <Text tone="muted">{creatorName} does not offer a membership yet.</Text>;
  return (
    <Stack gap="small">
      <Text>
        Membership of {creatorName}: <Money amount={priceDollars} /> per month ({coins} coins), renews automatically. Members see members-only posts.
      </Text>
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      <Button fullWidth loading={pending} onPress={onJoin}>
        {rejoin ? 'Join again' : 'Join membership'}
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

/** The connected component: one idempotency key per attempt, so a double press or a retry pays once. */
export function JoinMembership({ creatorId, onJoined, ...view }: JoinMembershipProps) {
  const buyCoinsOnShortfall = useBuyCoinsOnShortfall();
  const idem = useIdempotencyKey();
  const intention = { creator_id: creatorId };
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const join = async () => {
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      const data = await api().call('membership.join', { ...intention, idem_key: idem.keyFor(intention) }, { silent: true });
      idem.done(intention);
      onJoined?.(data.membership_id);
    } catch (failure) {
      if (buyCoinsOnShortfall(failure)) return;
      // Network failures keep the key: pressing again retries the same payment.
      if (failure instanceof ApiError && failure.failure.kind === 'http') idem.done(intention);
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  return <JoinMembershipView {...view} pending={pending} error={error} onJoin={() => void join()} />;
}
