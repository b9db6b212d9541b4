import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './ChatBubble.css';

export const chatBubbleStatuses = ['sent', 'sending', 'failed'] as const;
export type ChatBubbleStatus = (typeof chatBubbleStatuses)[number];

export type ChatBubbleProps = {
  /** Own messages sit on the right in the gold tint; theirs on the left in the surface colour. */
  mine: boolean;
  /** The first message of a run by one sender: the sender's name and avatar, and more air above. */
  groupStart?: boolean;
  /** The last message of a run: the bubble's tail corner. */
  groupEnd?: boolean;
  /** Theirs, on a group's first message: who wrote it. */
  author?: ReactNode;
  /** Theirs, on a group's first message: their avatar (decorative; the author names them). */
  avatar?: ReactNode;
  /** The time (never wraps). */
  time?: ReactNode;
  /** Sending or failed, shown beside the time in words. */
  status?: ChatBubbleStatus;
  /** Words for the status ("Sending…", "Not sent"); defaults to those. */
  statusText?: string;
  /** Media run closer to the bubble's edges. */
  media?: boolean;
  /** Under the bubble: Retry and Delete, a report button. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * One chat message (design brief, "Chat"): a bubble in the gold tint (own) or the surface colour
 * (theirs), grouped by sender, its time and state in the corner. Put it in a list item.
 */
export function ChatBubble({
  mine,
  groupStart = true,
  groupEnd = true,
  author,
  avatar,
  time,
  status = 'sent',
  statusText,
  media = false,
  footer,
  children,
}: ChatBubbleProps) {
  const who = mine ? 'mine' : 'theirs';
  const words = statusText ?? (status === 'sending' ? 'Sending…' : status === 'failed' ? 'Not sent' : undefined);
  return (
    <div className={cx(styles.row, styles.side[who], styles.spacing[groupStart ? 'groupStart' : 'inGroup'])} data-status={status}>
      {!mine && <span className={styles.avatarSlot}>{groupStart ? avatar : null}</span>}
      <div className={cx(styles.column, styles.columnSide[who])}>
        {!mine && groupStart && author && <span className={styles.author}>{author}</span>}
        <div className={cx(styles.bubble, styles.tint[status === 'failed' ? 'failed' : who], groupEnd && styles.tail[who], media && styles.media)}>
          {children}
          {(time || words) && (
            <span className={cx(styles.meta, status === 'failed' && styles.metaFailed)}>
              {time}
              {words && (
                <>
                  {status === 'failed' && <Icon name="close" size="small" />}
                  <span>{words}</span>
                </>
              )}
            </span>
          )}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}

/** Text and buttons under the media of a media bubble, inset like a text bubble's. */
export function ChatBubbleText({ children }: { children: ReactNode }) {
  return <div className={styles.mediaText}>{children}</div>;
}
