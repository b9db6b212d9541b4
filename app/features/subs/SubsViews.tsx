/**
 * The /subs screens as views fed by props (issue 6, ADR 053): the fan's memberships, one
 * membership with its charges, turning auto renew off, the creator's members with spend levels,
 * and the membership settings. Rules (states, dates, levels) come from common/memberships.ts.
 */
import type { ReactNode } from 'react';
import { ChargeRow, MembershipHeader, MembershipRow } from './MembershipParts';
import { Button, DateTime, EmptyState, Heading, ItemList, Money, Stack, Text, TextField, TextLink } from '#ds';
import { MEMBERSHIP_PRICE_MAX, MEMBERSHIP_PRICE_MIN, type MembershipView, type SpendLevel } from '../../../common/memberships';

export interface SubscriptionRecordView {
  id: number;
  type: number;
  period: number;
  price_dollars: number;
  coins: number;
  period_start: string;
  period_end: string;
  created_at: string;
}

/** /subs/subscriptions: the fan's memberships as rows (issue 20): avatar, creator, renewal or expiry date; price per month and state. */
export function SubscriptionsView({ list }: { list: MembershipView[] }) {
  if (list.length === 0)
    return <EmptyState icon="person" title="No memberships yet" description="Join a creator's membership from their profile to see members-only posts." />;
  return (
    <ItemList label="Your memberships">
      {list.map((m) => (
        <li key={m.id}>
          <MembershipRow
            membership={m}
            person={m.creator}
            href={`/subs/subs_detail?id=${m.id}`}
            label={`Details of the membership of ${m.creator.nickname || m.creator.user_name}`}
          />
        </li>
      ))}
    </ItemList>
  );
}

export interface SubsDetailViewProps {
  membership: MembershipView;
  history: SubscriptionRecordView[];
  /** The viewer is the member (the creator sees the same page without the actions). */
  isFan: boolean;
  /** The join button (JoinMembership) for a rejoin when Expired. */
  rejoin?: ReactNode;
  /** A Cancelled membership still paid up: turn auto renew back on. */
  onEnableAutoRenew?: () => void;
  enabling?: boolean;
  /** What turning auto renew on answered ("Auto renew is on again." or the error). */
  enableStatus?: { tone: 'success' | 'danger'; text: string };
}

/** /subs/subs_detail: price, state, the charges (SUBSCRIBE, RENEWAL), turning auto renew off, rejoining. */
export function SubsDetailView({ membership, history, isFan, rejoin, onEnableAutoRenew, enabling = false, enableStatus }: SubsDetailViewProps) {
  const other = isFan ? membership.creator : membership.fan;
  return (
    <Stack gap="xlarge">
      <MembershipHeader membership={membership} person={other} />
      <Stack gap="small">
        <Text size="sm" tone="muted">
          Auto renew: {membership.auto_renew ? 'on' : 'off'}
        </Text>
        {membership.grace_until && (
          <Text size="sm" tone="danger">
            <span role="status">
              The last renewal payment failed. Add coins before <DateTime value={membership.grace_until} format="date" /> to keep your membership.
            </span>
          </Text>
        )}
      </Stack>
      {isFan && membership.state === 'active' && <TextLink href={`/subs/disable-auto-renew?id=${membership.id}`}>Disable auto-renew</TextLink>}
      {isFan && membership.state === 'cancelled' && onEnableAutoRenew && (
        <Stack gap="small">
          <Text>
            Auto renew is off: your membership ends on <DateTime value={membership.paid_until} format="date" />.
          </Text>
          <Button variant="secondary" loading={enabling} onPress={onEnableAutoRenew}>
            Turn auto-renew back on
          </Button>
        </Stack>
      )}
      {enableStatus && (
        <Text tone={enableStatus.tone}>
          <span role={enableStatus.tone === 'danger' ? 'alert' : 'status'}>{enableStatus.text}</span>
        </Text>
      )}
      {isFan && membership.state === 'expired' && (
        <Stack gap="small">
          <Text>This membership has expired. Join again to see members-only posts.</Text>
          {rejoin}
        </Stack>
      )}
      <section aria-labelledby="history-title">
        <Stack gap="medium">
          <Heading level={2} id="history-title">
            History
          </Heading>
          <ItemList label="Charges of this membership">
            {history.map((s) => (
              <li key={s.id}>
                <ChargeRow record={s} />
              </li>
            ))}
          </ItemList>
        </Stack>
      </section>
    </Stack>
  );
}

export interface DisableAutoRenewViewProps {
  membership: MembershipView;
  pending?: boolean;
  error?: string;
  onConfirm: () => void;
  onKeep: () => void;
}

/** /subs/disable-auto-renew: confirm; afterwards the membership is Cancelled and lasts to the end of the paid period. */
export function DisableAutoRenewView({ membership, pending = false, error, onConfirm, onKeep }: DisableAutoRenewViewProps) {
  const name = membership.creator.nickname || membership.creator.user_name;
  if (membership.state !== 'active') {
    return (
      <Stack gap="large">
        <MembershipHeader membership={membership} person={membership.creator} />
        <Text>Auto renew is off for this membership.</Text>
        <TextLink href={`/subs/subs_detail?id=${membership.id}`}>Back to the membership</TextLink>
      </Stack>
    );
  }
  return (
    <Stack gap="large">
      <MembershipHeader membership={membership} person={membership.creator} />
      <Text>
        Turn off auto renew for your membership of {name}? You keep access until <DateTime value={membership.paid_until} format="date" />; after that the
        membership expires and you would need to join again.
      </Text>
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      <Stack gap="small">
        <Button variant="danger" fullWidth loading={pending} onPress={onConfirm}>
          Turn off auto renew
        </Button>
        <Button variant="secondary" fullWidth onPress={onKeep}>
          Keep my membership
        </Button>
      </Stack>
    </Stack>
  );
}

export type SubscriberRow = MembershipView & { spend_level: SpendLevel };

export interface MembershipSettingsProps {
  /** The saved price, null when none is set yet. */
  price: number | null;
  value: string;
  error?: string;
  saving?: boolean;
  saved?: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
}

/** Membership settings: the creator's monthly price in whole dollars (1 to 1000). */
export function MembershipSettings({ price, value, error, saving = false, saved = false, onChange, onSave }: MembershipSettingsProps) {
  return (
    <section aria-labelledby="membership-settings-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="medium">
          <Heading level={2} id="membership-settings-title">
            Membership settings
          </Heading>
          <Text size="sm" tone="muted">
            {price === null ? (
              'You have not set a membership price yet. Fans can join once you set one.'
            ) : (
              <>
                Fans join for <Money amount={price} /> per month.
              </>
            )}
          </Text>
          <TextField
            label="Monthly price (USD)"
            inputMode="numeric"
            value={value}
            onChange={onChange}
            isInvalid={Boolean(error)}
            errorMessage={error}
            description={`A whole number from ${MEMBERSHIP_PRICE_MIN} to ${MEMBERSHIP_PRICE_MAX}. Current members keep the price they joined at.`}
          />
          {saved && !error && (
            <Text size="sm" tone="success">
              <span role="status">Saved.</span>
            </Text>
          )}
          <Button type="submit" loading={saving}>
            Save price
          </Button>
        </Stack>
      </form>
    </section>
  );
}

/** /subs/subscribers: the creator's members with state and 30-day spend level, and the membership settings. */
export function SubscribersView({ list, settings }: { list: SubscriberRow[]; settings: ReactNode }) {
  return (
    <Stack gap="xlarge">
      {settings}
      <section aria-labelledby="members-title">
        <Stack gap="medium">
          <Heading level={2} id="members-title">
            Members
          </Heading>
          {list.length === 0 ? (
            <EmptyState icon="person" title="No members yet" description="Fans who join your membership show here." />
          ) : (
            <ItemList label="Your members">
              {list.map((m) => (
                <li key={m.id}>
                  <MembershipRow membership={m} person={m.fan} extra={`Spent ${m.spend_level} dollars in 30 days`} />
                </li>
              ))}
            </ItemList>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
