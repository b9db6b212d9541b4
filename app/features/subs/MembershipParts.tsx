/**
 * The parts the /subs screens share (issue 20): a membership's state as a pill, its date in words that
 * fit a phone's row, a membership as a row (avatar, name, date; price per month and state on the right),
 * the header of one membership, and a charge of its history as a row.
 */
import type { ReactNode } from 'react';
import { Avatar, Box, DateTime, Heading, Icon, ListRow, Money, StatusPill, Text, type StatusPillTone, formatCount } from '#ds';
import { membershipStatusLine, SUBSCRIPTION_TYPE, type MembershipView } from '../../../common/memberships';

type Person = MembershipView['creator'];
type State = Pick<MembershipView, 'state' | 'grace_until' | 'paid_until'>;

const nameOf = (p: Person) => p.nickname || p.user_name;

/** Active, Cancelled, Expired (and Payment failed while in grace). */
export function MembershipPill({ membership }: { membership: State }) {
  const { label } = membershipStatusLine(membership);
  const tone: StatusPillTone = membership.state === 'expired' || membership.grace_until ? 'danger' : membership.state === 'active' ? 'success' : 'neutral';
  return <StatusPill tone={tone}>{label}</StatusPill>;
}

/** "Renews on Dec 3, 2026 PST", "Expires on ...", "Access until ...", "Ended on ...": a Pacific date (spec), short enough for a phone. */
export function MembershipDate({ membership }: { membership: State }) {
  const line = membershipStatusLine(membership);
  const date = (line.date ? membership[line.date] : null) ?? membership.paid_until;
  return (
    <>
      {line.dateLabel ?? 'Ended on'} <DateTime value={date} format="date" /> PST
    </>
  );
}

const PerMonth = ({ dollars }: { dollars: number }) => (
  <Text as="span" size="sm" weight="semibold">
    <Money amount={dollars} />
    /month
  </Text>
);

export interface MembershipRowProps {
  membership: MembershipView;
  /** The other party: the creator for a fan, the fan for the creator. */
  person: Person;
  href?: string;
  label?: string;
  /** A further line under the date (a member's spend level). */
  extra?: ReactNode;
}

export function MembershipRow({ membership, person, href, label, extra }: MembershipRowProps) {
  const name = nameOf(person);
  return (
    <ListRow
      href={href}
      label={label}
      leading={<Avatar src={person.portrait || undefined} name={name} size="medium" decorative />}
      title={name}
      descriptionLines={extra ? 4 : 2}
      description={
        <>
          <MembershipDate membership={membership} />
          {extra ? (
            <Box as="span" display="block">
              {extra}
            </Box>
          ) : null}
        </>
      }
      meta={
        <Box display="flex" flexDirection="column" alignItems="flex-end" gap="xxsmall">
          <PerMonth dollars={membership.price_dollars} />
          <MembershipPill membership={membership} />
        </Box>
      }
    />
  );
}

/** The top of one membership: avatar, name and handle, state pill, price per month (coins) and the date. */
export function MembershipHeader({ membership, person }: { membership: MembershipView; person: Person }) {
  const name = nameOf(person);
  return (
    <Box display="flex" gap="medium" alignItems="center">
      <Avatar src={person.portrait || undefined} name={name} size="large" />
      <Box display="flex" flexDirection="column" gap="xxsmall">
        <Box display="flex" gap="xsmall" alignItems="center" flexWrap="wrap">
          <Heading level={2}>{name}</Heading>
          <MembershipPill membership={membership} />
        </Box>
        <Text size="sm" tone="muted">
          @{person.user_name}
        </Text>
        <Text weight="semibold">
          <Money amount={membership.price_dollars} />
          /month <Text as="span" size="sm" tone="muted">{`(${formatCount(membership.coins)} coins)`}</Text>
        </Text>
        <Text size="sm" tone="muted">
          <MembershipDate membership={membership} />
        </Text>
      </Box>
    </Box>
  );
}

const TYPE_LABEL: Record<number, string> = { [SUBSCRIPTION_TYPE.SUBSCRIBE]: 'Joined', [SUBSCRIPTION_TYPE.RENEWAL]: 'Renewed' };

/** One charge: "Joined" / "Renewed" on a date, the period it paid for, the coins and dollars. */
export function ChargeRow({ record }: { record: { type: number; coins: number; price_dollars: number; created_at: string; period_end: string } }) {
  return (
    <ListRow
      leading={<Icon name={record.type === SUBSCRIPTION_TYPE.RENEWAL ? 'calendar' : 'check'} />}
      title={
        <>
          {TYPE_LABEL[record.type] ?? 'Charge'} on <DateTime value={record.created_at} format="date" />
        </>
      }
      description={
        <>
          Until <DateTime value={record.period_end} format="date" />
        </>
      }
      meta={
        <Box display="flex" flexDirection="column" alignItems="flex-end" gap="xxsmall">
          <Text as="span" size="sm" weight="semibold">{`${formatCount(record.coins)} coins`}</Text>
          <Text as="span" size="sm" tone="muted">
            <Money amount={record.price_dollars} />
          </Text>
        </Box>
      }
    />
  );
}
