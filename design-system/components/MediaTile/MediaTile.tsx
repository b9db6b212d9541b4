import type { MouseEventHandler } from 'react';
import { cx } from '../../lib/cx';
import { formatCount } from '../../lib/format';
import { imageLoading } from '../../lib/image-loading';
import { Icon } from '../Icon/Icon';
import { LockBadge } from '../LockBadge/LockBadge';
import * as styles from './MediaTile.css';

export const mediaKinds = ['image', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export type MediaTileProps = {
  kind: MediaKind;
  /** The image, or the video's poster frame. */
  src: string;
  /** What the media shows (for a locked tile, say what unlocking gives). */
  alt: string;
  /** Pay-per-view or members-only: the preview is blurred and the price (or "Members") shown. */
  locked?: boolean;
  /** Unlock price in coins; a locked tile without one is for members. */
  price?: number;
  /** Video length, e.g. "0:42". */
  duration?: string;
  /** A profile's grid uses square tiles; elsewhere (chat, vault) the 3:4 portrait shape. */
  shape?: 'portrait' | 'square';
  onPress?: () => void;
  onClick?: MouseEventHandler<HTMLButtonElement>;
};

/** One square media item of a post grid or a chat; pressing it opens (or unlocks) it. Locked: blurred, with its price or "Members". */
export function MediaTile({ kind, src, alt, locked = false, price, duration, shape = 'portrait', onPress, onClick }: MediaTileProps) {
  const unlock = price !== undefined ? `, unlock for ${formatCount(price)} coins` : ', for members';
  const name = locked ? `Locked ${kind}: ${alt}${unlock}` : `${kind === 'video' ? 'Play video' : 'Open image'}: ${alt}`;
  return (
    <button
      type="button"
      className={cx(styles.tile, shape === 'square' && styles.square, locked && styles.lockedTile)}
      aria-label={name}
      onClick={(event) => {
        onClick?.(event);
        onPress?.();
      }}
    >
      <img className={cx(styles.media, locked && styles.blurred)} src={src} alt="" draggable={false} {...imageLoading(false)} />
      {locked ? (
        <>
          <span className={styles.lockCenter}>
            <Icon name="lock" size="large" />
          </span>
          <span className={styles.lockOverlay}>
            <LockBadge coins={price} />
          </span>
        </>
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
