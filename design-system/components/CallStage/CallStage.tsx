import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './CallStage.css';

export type CallStageProps = {
  peerName: string;
  peerPortrait?: string;
  /** The peer's camera and microphone; without it (or with `remoteHidden`) the portrait shows. */
  remoteStream?: MediaStream | null;
  remoteHidden?: boolean;
  /** The own camera, shown small and mirrored (and muted: one's own voice is not played back). */
  localStream?: MediaStream | null;
  localCameraOff?: boolean;
  /** Top bar over the video: elapsed time, coins (CallInfo). */
  info?: ReactNode;
  /** Under the top bar: the low-balance warning, "Reconnecting..." (CallNotice). */
  notice?: ReactNode;
  /** A card in the middle (CallStatus, CallSummary) over the portrait. */
  overlay?: ReactNode;
  /** The controls at the bottom (CallControls). */
  controls?: ReactNode;
  /** Where the page's data attributes go (data-call-state...). */
  dataAttributes?: Record<`data-${string}`, string>;
};

/** A <video> showing a MediaStream (React has no srcObject prop). */
export function StreamVideo({
  stream,
  muted,
  className,
  label,
  onSoundBlocked,
}: {
  stream: MediaStream;
  muted: boolean;
  className: string;
  label: string;
  onSoundBlocked?: (video: HTMLVideoElement) => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    // Without a touch of the page first (a reload), the browser refuses sound: play muted, offer the sound.
    void video.play?.()?.catch(() => {
      if (muted || !onSoundBlocked) return;
      video.muted = true;
      void video.play().catch(() => undefined);
      onSoundBlocked(video);
    });
    return () => {
      video.srcObject = null;
    };
  }, [stream, muted, onSoundBlocked]);
  return <video ref={ref} className={className} autoPlay playsInline muted={muted} aria-label={label} />;
}

/** The video call's full-bleed stage: the peer's video (or portrait), one's own preview picture-in-picture, overlays. */
export function CallStage({
  peerName,
  peerPortrait,
  remoteStream,
  remoteHidden = false,
  localStream,
  localCameraOff = false,
  info,
  notice,
  overlay,
  controls,
  dataAttributes,
}: CallStageProps) {
  const showRemote = Boolean(remoteStream) && !remoteHidden;
  const [silenced, setSilenced] = useState<HTMLVideoElement | null>(null);
  return (
    <section className={styles.stage} aria-label={`Video call with ${peerName}`} {...dataAttributes}>
      {remoteStream && (
        <StreamVideo
          stream={remoteStream}
          muted={false}
          label={`${peerName}'s video`}
          className={cx(styles.remote, !showRemote && styles.hidden)}
          onSoundBlocked={setSilenced}
        />
      )}
      {silenced && showRemote && <TurnOnSound video={silenced} onDone={() => setSilenced(null)} />}
      {!showRemote && <StagePoster name={peerName} portrait={peerPortrait} avatar={!overlay} />}
      <div className={styles.top}>
        {info}
        {notice}
      </div>
      {overlay && <div className={styles.overlay}>{overlay}</div>}
      {localStream && (
        <div className={styles.pip}>
          <StreamVideo stream={localStream} muted label="Your camera" className={cx(styles.local, localCameraOff && styles.hidden)} />
          {localCameraOff && (
            <span className={styles.pipOff}>
              <Icon name="videoOff" label="Your camera is off" />
            </span>
          )}
        </div>
      )}
      {controls && <div className={styles.bottom}>{controls}</div>}
    </section>
  );
}

/** The picture behind a stage without video: the person's portrait, blurred, and their avatar. */
export function StagePoster({ name, portrait, avatar }: { name: string; portrait?: string; avatar: boolean }) {
  return (
    <div className={styles.poster} aria-hidden="true">
      {portrait && <img className={styles.posterBackdrop} src={portrait} alt="" />}
      {avatar && <Avatar src={portrait} name={name} size="large" decorative className={styles.posterAvatar} />}
    </div>
  );
}

/** The browser refused to play sound before a gesture: one press turns it on. */
export function TurnOnSound({ video, onDone }: { video: HTMLVideoElement; onDone: () => void }) {
  return (
    <div className={styles.sound}>
      <Button
        variant="primary"
        onPress={() => {
          video.muted = false;
          void video.play().catch(() => undefined);
          onDone();
        }}
      >
        Turn on sound
      </Button>
    </div>
  );
}

export type CallInfoProps = {
  /** "m:ss" since the call connected. */
  elapsed: string;
  /** Coins charged so far (a CoinAmount), or nothing for a free call. */
  coins?: ReactNode;
};

/** Elapsed time and coins over the video: light text on a dark pill, readable on any picture. */
export function CallInfo({ elapsed, coins }: CallInfoProps) {
  return (
    <div className={styles.info}>
      <span className={styles.pill}>
        <span className={styles.liveDot} aria-hidden="true" />
        <span className={styles.visuallyHidden}>Call time </span>
        <time className={styles.time}>{elapsed}</time>
      </span>
      {coins && <span className={styles.pill}>{coins}</span>}
    </div>
  );
}

export type CallNoticeProps = {
  tone?: 'warning' | 'info';
  children: ReactNode;
  /** A link or button at the end ("Buy coins"). */
  action?: ReactNode;
};

/** A short message over the video (the low-balance warning, reconnecting); announced politely. */
export function CallNotice({ tone = 'info', children, action }: CallNoticeProps) {
  return (
    <div className={cx(styles.notice, styles.noticeTone[tone])} role="status">
      {tone === 'warning' && <Icon name="coin" size="small" />}
      <span className={styles.noticeText}>{children}</span>
      {action}
    </div>
  );
}
