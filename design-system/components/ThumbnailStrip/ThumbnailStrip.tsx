import { cx } from '../../lib/cx';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ThumbnailStrip.css';

export const thumbnailStates = ['waiting', 'uploading', 'done', 'failed'] as const;
export type ThumbnailState = (typeof thumbnailStates)[number];

export type ThumbnailItem = {
  key: string;
  kind: 'image' | 'video';
  /** What it is called (the file name, or "Image 2"): names its buttons and progress. */
  name: string;
  /** The picture: the local file, a video's frame, or the stored variant. None yet: an icon of its kind. */
  src?: string;
  state: ThumbnailState;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** A video's length ("0:42"). */
  duration?: string;
  /** Why it failed (the server's words). */
  error?: string;
};

export type ThumbnailStripProps = {
  /** Names the list ("Media of this post"). */
  label: string;
  items: ThumbnailItem[];
  onRemove: (key: string) => void;
  /** Moves an item one place back (-1) or forward (+1); without it there is no reordering. */
  onMove?: (key: string, delta: -1 | 1) => void;
  onRetry?: (key: string) => void;
  /** Remove and move are off while the page submits. */
  busy?: boolean;
};

const stateText = (item: ThumbnailItem) =>
  item.state === 'done' ? 'Uploaded' : item.state === 'failed' ? 'Failed' : item.state === 'waiting' ? 'Waiting' : `${Math.round(item.progress * 100)}%`;

/**
 * The composer's picked media as square thumbnails in their order (design brief, "Composer"):
 * each with its upload progress, Remove, Move left/right (keyboard reordering) and Retry when it failed.
 */
export function ThumbnailStrip({ label, items, onRemove, onMove, onRetry, busy = false }: ThumbnailStripProps) {
  return (
    <ol className={styles.strip} aria-label={label}>
      {items.map((item, index) => {
        const percent = Math.round((item.state === 'done' ? 1 : item.progress) * 100);
        const position = `${item.kind === 'video' ? 'Video' : 'Image'} ${index + 1} of ${items.length}`;
        return (
          <li key={item.key} className={styles.item} aria-label={`${position}: ${item.name}`}>
            <div className={cx(styles.frame, styles.frameTone[item.state === 'failed' ? 'failed' : 'default'])}>
              {item.src ? (
                <img className={styles.media} src={item.src} alt="" draggable={false} />
              ) : item.state === 'done' || item.state === 'failed' ? (
                <span className={styles.placeholder}>
                  <Icon name={item.kind === 'video' ? 'play' : 'camera'} size="large" />
                </span>
              ) : null}
              {item.state !== 'done' && <span className={styles.veil}>{stateText(item)}</span>}
              <span className={styles.order} aria-hidden>
                {index + 1}
              </span>
              <span className={styles.remove}>
                <IconButton icon="close" size="small" variant="secondary" label={`Remove ${item.name}`} disabled={busy} onPress={() => onRemove(item.key)} />
              </span>
              {item.kind === 'video' && (
                <span className={styles.corner}>
                  <Icon name="play" size="small" />
                  {item.duration}
                </span>
              )}
              {item.state !== 'done' && (
                <div
                  className={styles.track}
                  role="progressbar"
                  aria-label={`Upload of ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={stateText(item)}
                >
                  <div className={cx(styles.fill, item.state === 'failed' && styles.fillFailed)} style={{ width: `${percent}%` }} />
                </div>
              )}
            </div>
            {/* At an end the button stays focusable (aria-disabled), so focus is not lost after the last move. */}
            {(onMove || (item.state === 'failed' && onRetry)) && (
              <div className={styles.actions}>
                {onMove && (
                  <IconButton
                    icon="back"
                    size="small"
                    label={`Move ${item.name} left`}
                    disabled={busy}
                    aria-disabled={index === 0 || undefined}
                    onPress={() => index > 0 && onMove(item.key, -1)}
                  />
                )}
                {item.state === 'failed' && onRetry && (
                  <Button size="sm" variant="secondary" onPress={() => onRetry(item.key)} aria-label={`Retry ${item.name}`}>
                    Retry
                  </Button>
                )}
                {onMove && (
                  <IconButton
                    icon="chevronRight"
                    size="small"
                    label={`Move ${item.name} right`}
                    disabled={busy}
                    aria-disabled={index === items.length - 1 || undefined}
                    onPress={() => index < items.length - 1 && onMove(item.key, 1)}
                  />
                )}
              </div>
            )}
            {item.error && <p className={styles.error}>{item.error}</p>}
          </li>
        );
      })}
    </ol>
  );
}
