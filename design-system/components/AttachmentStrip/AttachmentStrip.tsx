import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './AttachmentStrip.css';

export type AttachmentStripProps = {
  /** Names the list ("Attachments"). */
  label: string;
  /** One AttachmentThumb per item. */
  children: ReactNode;
};

/** What goes with the next message, as small pictures in a row (media first: never only a file name). */
export function AttachmentStrip({ label, children }: AttachmentStripProps) {
  return (
    <ul aria-label={label} className={styles.strip}>
      {children}
    </ul>
  );
}

export type AttachmentThumbProps = {
  /** The file's name: the picture's accessible name and the buttons'. */
  name: string;
  kind: 'image' | 'video';
  /** A small picture (the chosen file itself, or a stored variant); an icon without one. */
  src?: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0-100 while uploading. */
  progress?: number;
  /** In words for assistive technology: "42%", "Uploaded", "Failed". */
  progressText: string;
  onRemove: () => void;
  onRetry?: () => void;
  /** Remove is off while the message goes out. */
  busy?: boolean;
};

/** One attachment: its picture, a progress bar while it uploads, Retry when it failed, and Remove. */
export function AttachmentThumb({ name, kind, src, state, progress = 0, progressText, onRemove, onRetry, busy = false }: AttachmentThumbProps) {
  const value = state === 'done' ? 100 : state === 'failed' ? 0 : Math.round(progress);
  return (
    <li className={cx(styles.thumb, state === 'failed' && styles.failed)}>
      {src ? <img className={styles.picture} src={src} alt={name} /> : <Icon name={kind === 'video' ? 'play' : 'camera'} />}
      {kind === 'video' && src && (
        <span className={styles.corner} aria-hidden="true">
          <Icon name="play" size="small" />
        </span>
      )}
      {state === 'failed' && (
        <span className={styles.veil}>
          {onRetry && (
            <Button size="sm" variant="secondary" onPress={onRetry} aria-label={`Retry ${name}`}>
              Retry
            </Button>
          )}
        </span>
      )}
      {(state === 'uploading' || state === 'waiting') && <span className={styles.veil} aria-hidden="true" />}
      <div
        role="progressbar"
        aria-label={`Upload of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={progressText}
        className={cx(styles.track, state === 'done' && styles.trackDone)}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.remove}>
        <IconButton icon="close" size="small" label={`Remove ${name}`} onPress={onRemove} disabled={busy} />
      </span>
    </li>
  );
}
