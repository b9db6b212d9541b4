import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Avatar } from '../Avatar/Avatar';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './CallStatus.css';

export type CallStatusProps = {
  peerName: string;
  peerPortrait?: string;
  /** "Ringing...", "Connecting...", "Call declined"... */
  title: string;
  text?: string;
  /** Ringing and connecting pulse around the portrait (still under reduced motion). */
  waiting?: boolean;
  /** A problem (failed, refused camera): an icon instead of the portrait, in the danger colour. */
  problem?: IconName;
  /** Buttons and links: Cancel, Hang up, Back to chat. */
  actions?: ReactNode;
};

/** The call before (or instead of) the video: who, what is happening, what one can do. */
export function CallStatus({ peerName, peerPortrait, title, text, waiting = false, problem, actions }: CallStatusProps) {
  return (
    <div className={styles.card} role="status" aria-live="polite" data-testid="call-status">
      {problem ? (
        <span className={styles.problem}>
          <Icon name={problem} size="large" />
        </span>
      ) : (
        <span className={cx(styles.portrait, waiting && styles.waiting)}>
          <Avatar src={peerPortrait} name={peerName} size="large" decorative />
        </span>
      )}
      <p className={styles.name}>{peerName}</p>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
