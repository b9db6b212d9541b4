import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { CoinAmount } from '../CoinAmount/CoinAmount';
import * as styles from './CallSummary.css';

export type CallSummaryProps = {
  peerName: string;
  peerPortrait?: string;
  /** "m:ss". */
  duration: string;
  coins: number;
  /** "Coins spent" for the one who paid, "Coins charged" for the other. */
  coinsLabel: string;
  /** How it ended: "The call was hung up.", "Your coins ran out." */
  endedBy: string;
  actions?: ReactNode;
};

/** The end of a connected call, for both members: how long, how many coins, how it ended. */
export function CallSummary({ peerName, peerPortrait, duration, coins, coinsLabel, endedBy, actions }: CallSummaryProps) {
  return (
    <div className={styles.card} data-testid="call-summary">
      <Avatar src={peerPortrait} name={peerName} size="large" decorative />
      <p className={styles.name}>{peerName}</p>
      <h2 className={styles.title}>Call ended</h2>
      <p className={styles.endedBy}>{endedBy}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>Duration</dt>
          <dd className={styles.value}>{duration}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{coinsLabel}</dt>
          <dd className={styles.value}>
            <CoinAmount amount={coins} exact />
          </dd>
        </div>
      </dl>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
