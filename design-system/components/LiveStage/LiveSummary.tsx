import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import { Avatar } from '../Avatar/Avatar';
import * as summary from '../CallSummary/CallSummary.css';
import { CoinAmount } from '../CoinAmount/CoinAmount';

export type LiveSummaryCardProps = {
  creatorName: string;
  creatorPortrait?: string;
  /** "1:02:05". */
  duration: string;
  viewers: number;
  gifters: number;
  newFollowers: number;
  newMembers: number;
  coinsEarned: number;
  actions?: ReactNode;
};

/** Spec section 4: the creator's summary when the live ends (the call summary's card, six facts). */
export function LiveSummaryCard({
  creatorName,
  creatorPortrait,
  duration,
  viewers,
  gifters,
  newFollowers,
  newMembers,
  coinsEarned,
  actions,
}: LiveSummaryCardProps) {
  const facts: [string, ReactNode][] = [
    ['Duration', duration],
    ['Viewers', formatCount(viewers)],
    ['Gifters', formatCount(gifters)],
    ['New followers', formatCount(newFollowers)],
    ['New members', formatCount(newMembers)],
    ['Coins earned', <CoinAmount key="coins" amount={coinsEarned} exact />],
  ];
  return (
    <div className={summary.card} data-testid="live-summary">
      <Avatar src={creatorPortrait} name={creatorName} size="large" decorative />
      <p className={summary.name}>{creatorName}</p>
      <h2 className={summary.title}>Your Live has ended</h2>
      <dl className={summary.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={summary.fact}>
            <dt className={summary.term}>{term}</dt>
            <dd className={summary.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className={summary.actions}>{actions}</div>}
    </div>
  );
}

export type LiveStateCardProps = {
  creatorName: string;
  creatorPortrait?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
};

/** A card over the dimmed stage: the ticket, "This Live has ended", kicked, watching elsewhere. */
export function LiveStateCard({ creatorName, creatorPortrait, title, description, actions }: LiveStateCardProps) {
  return (
    <div className={summary.card} data-testid="live-state-card">
      <Avatar src={creatorPortrait} name={creatorName} size="large" decorative />
      <p className={summary.name}>{creatorName}</p>
      <h2 className={summary.title}>{title}</h2>
      {description && <p className={summary.endedBy}>{description}</p>}
      {actions && <div className={summary.actions}>{actions}</div>}
    </div>
  );
}
