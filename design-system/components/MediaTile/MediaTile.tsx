import type { MouseEventHandler } from 'react';
import { cx } from '../../lib/cx';
import { Icon } from '../Icon/Icon';
import { TokenAmount } from '../TokenAmount/TokenAmount';
import * as styles from './MediaTile.css';

export const mediaKinds = ['image', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export type MediaTileProps = {
  kind: MediaKind;
  /** The image, or the video's poster frame. */
  src: string;
  /** What the media shows (for a locked tile, say what unlocking gives). */
  alt: string;
  /** Pay-per-view or members-only: the preview is blurred and the price shown. */
  locked?: boolean;
  /** Unlock price in tokens. */
  price?: number;
  /** Video length, e.g. "0:42". */
  duration?: string;
  onPress?: () => void;
  onClick?: MouseEventHandler<HTMLButtonElement>;
};

/** One media item of a post grid or a chat; pressing it opens (or unlocks) it. */
export function MediaTile({ kind, src, alt, locked = false, price, duration, onPress, onClick }: MediaTileProps) {
  const unlock = price !== undefined ? `, unlock for ${price.toLocaleString('en-US')} tokens` : '';
  const name = locked ? `Locked ${kind}: ${alt}${unlock}` : `${kind === 'video' ? 'Play video' : 'Open image'}: ${alt}`;
  return (
    <button
      type="button"
      className={styles.tile}
      aria-label={name}
      onClick={(event) => {
        onClick?.(event);
        onPress?.();
      }}
    >
      <img className={cx(styles.media, locked && styles.blurred)} src={src} alt="" draggable={false} />
      {locked ? (
        <span className={styles.lockOverlay}>
          <Icon name="lock" size="large" />
          {price !== undefined && (
            <span className={styles.price}>
              <TokenAmount amount={price} size="sm" />
            </span>
          )}
        </span>
      ) : (
        kind === 'video' && (
          <span className={styles.corner}>
            <Icon name="play" size="small" />
            {duration}
          </span>
        )
      )}
    </button>
  );
}
