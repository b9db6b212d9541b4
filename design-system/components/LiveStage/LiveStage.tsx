import { useState, type ReactNode } from 'react';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { formatCoins, formatCount } from '../../lib/format';
import { Avatar } from '../Avatar/Avatar';
import { LiveBadge } from '../Badge/Badge';
import { StagePoster, StreamVideo, TurnOnSound } from '../CallStage/CallStage';
import { Icon } from '../Icon/Icon';
import * as styles from './LiveStage.css';

export type LiveStageProps = {
  /** "Luna Rivers' Live": the region's name. */
  label: string;
  creatorName: string;
  creatorPortrait?: string;
  /** The live's video: the creator's own camera (muted, mirrored for the creator) or the received stream. */
  stream?: MediaStream | null;
  /** The creator's own preview: muted and mirrored. */
  own?: boolean;
  /** LiveTopBar. */
  top?: ReactNode;
  /** Under the top bar: "The creator is reconnecting..." (LiveNotice). */
  notice?: ReactNode;
  /** A card over a dimmed stage (the ticket, kicked, ended, the summary); hides the chat and actions. */
  overlay?: ReactNode;
  /** Bottom left: LiveChatList. */
  chat?: ReactNode;
  /** Right, above the composer: the icon buttons (gift, share, controls). */
  actions?: ReactNode;
  /** Above the chat: the toy's status ("Vibrating: level 3 for 10 s"), from the toys feature. */
  toyStatus?: ReactNode;
  /** The bottom line: the chat composer. */
  composer?: ReactNode;
  dataAttributes?: Record<`data-${string}`, string>;
};

/** The live room's full-screen stage: the video (or the creator's portrait), the top bar, chat bottom left, actions right. */
export function LiveStage({
  label,
  creatorName,
  creatorPortrait,
  stream,
  own = false,
  top,
  notice,
  overlay,
  chat,
  actions,
  toyStatus,
  composer,
  dataAttributes,
}: LiveStageProps) {
  const [silenced, setSilenced] = useState<HTMLVideoElement | null>(null);
  return (
    <section className={styles.stage} aria-label={label} {...dataAttributes}>
      {stream ? (
        <StreamVideo
          stream={stream}
          muted={own}
          label={own ? 'Your camera' : `${creatorName}'s video`}
          className={styles.video}
          onSoundBlocked={own ? undefined : setSilenced}
        />
      ) : (
        <StagePoster name={creatorName} portrait={creatorPortrait} avatar={!overlay} />
      )}
      {silenced && stream && !overlay && <TurnOnSound video={silenced} onDone={() => setSilenced(null)} />}
      <div className={styles.top}>
        {top}
        {notice}
      </div>
      {overlay ? (
        <div className={styles.overlay}>{overlay}</div>
      ) : (
        <div className={styles.bottom}>
          {toyStatus && <div className={styles.toy}>{toyStatus}</div>}
          <div className={styles.row}>
            <div className={styles.chat}>{chat}</div>
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
          {composer}
        </div>
      )}
    </section>
  );
}

export type LiveTopBarProps = {
  creatorName: string;
  creatorPortrait?: string;
  /** The creator's profile. */
  creatorHref: string;
  title: string;
  /** Shows the LIVE badge (not before it starts, not after it ended). */
  live: boolean;
  viewerCount: number;
  /** The gifters ranking (/live/gifters). */
  giftersHref?: string;
  /** The close button (leave the room). */
  close?: ReactNode;
};

/** Creator, title, LIVE badge, viewer count and the way out, over the top of the video. */
export function LiveTopBar({ creatorName, creatorPortrait, creatorHref, title, live, viewerCount, giftersHref, close }: LiveTopBarProps) {
  const Link = useLinkComponent();
  return (
    <div className={styles.bar}>
      <Link href={creatorHref} className={styles.creator}>
        <Avatar src={creatorPortrait} name={creatorName} size="small" decorative />
        <span className={styles.creatorText}>
          <span className={styles.creatorName}>{creatorName}</span>
          <span className={styles.title}>{title}</span>
        </span>
      </Link>
      {live && <LiveBadge />}
      <span className={styles.spacer} />
      <span className={styles.pill} data-testid="live-viewer-count">
        <Icon name="people" size="small" />
        <span aria-hidden="true">{formatCoins(viewerCount)}</span>
        <span className={styles.visuallyHidden}>{`${formatCount(viewerCount)} watching`}</span>
      </span>
      {giftersHref && (
        <Link href={giftersHref} className={styles.pill}>
          <Icon name="gift" size="small" />
          Gifters
        </Link>
      )}
      {close}
    </div>
  );
}

/** A short message over the video ("The creator is reconnecting..."), announced politely. */
export function LiveNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      {children}
    </div>
  );
}
