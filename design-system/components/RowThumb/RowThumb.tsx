import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './RowThumb.css';

export type RowThumbProps = {
  /** The picture; without one, the icon stands in. */
  src?: string | null;
  /** A video shows a play mark over its frame. */
  kind?: 'image' | 'video';
  /** Shown when there is no picture (a message without media, a locked post). */
  icon?: IconName;
};

/** A square media thumbnail for a ListRow's leading slot (decorative: the row's words say what it is). */
export function RowThumb({ src, kind = 'image', icon = 'camera' }: RowThumbProps) {
  return (
    <span className={styles.thumb} aria-hidden>
      {src ? <img className={styles.media} src={src} alt="" draggable={false} /> : <Icon name={icon} />}
      {src && kind === 'video' && (
        <span className={styles.play}>
          <Icon name="play" size="small" />
        </span>
      )}
    </span>
  );
}
