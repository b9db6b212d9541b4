import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './PickTile.css';

export type PickTileProps = {
  kind: 'image' | 'video';
  /** The image, or the video's poster. */
  src: string;
  /** What it is (a file name): the button's name. */
  alt: string;
  /** Picked: a check with its place in the order (1 is first). */
  order?: number | null;
  /** Video length ("0:42"). */
  duration?: string;
  disabled?: boolean;
  onPress: () => void;
};

/**
 * One item of a picker grid (the vault): a square toggle button (aria-pressed), keyboard operable,
 * showing its order number when picked so the creator sees the order the media will have.
 */
export function PickTile({ kind, src, alt, order = null, duration, disabled, onPress }: PickTileProps) {
  const picked = order !== null && order !== undefined;
  const orderId = useId();
  const what = `${kind === 'video' ? 'Video' : 'Image'}: ${alt}${duration ? `, ${duration}` : ''}`;
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={picked}
      aria-label={what}
      aria-describedby={picked ? orderId : undefined}
      disabled={disabled}
      onClick={onPress}
    >
      <img className={styles.media} src={src} alt="" draggable={false} />
      {picked && (
        <span className={styles.picked}>
          <span id={orderId} hidden>{`Number ${order} in the order`}</span>
        </span>
      )}
      <span className={styles.mark} aria-hidden>
        {picked ? order : ''}
      </span>
      {kind === 'video' && (
        <span className={styles.corner} aria-hidden>
          <Icon name="play" size="small" />
          {duration}
        </span>
      )}
    </button>
  );
}
