import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './PostMedia.css';

export type PostMediaProps = {
  kind: 'image' | 'video';
  /** What the media shows (for locked media, what unlocking gives). */
  alt: string;
  width?: number | null;
  height?: number | null;
  /** Image source (or the video's stream) when the viewer may see it. */
  src?: string;
  srcSet?: string;
  sizes?: string;
  /** A video's poster frame. */
  poster?: string;
  /** Videos start muted (home volume 0); the viewer turns the sound on with the controls. */
  muted?: boolean;
  /** Locked: only this blurred preview shows, with `action` (unlock or join) over it. */
  locked?: boolean;
  preview?: string;
  lockedLabel?: string;
  action?: ReactNode;
};

/** One media item of a post at full width: the image or video, or its blurred preview and the way in. */
export function PostMedia({ kind, alt, width, height, src, srcSet, sizes, poster, muted = true, locked = false, preview, lockedLabel, action }: PostMediaProps) {
  const shape = width && height ? `${width} / ${height}` : '4 / 5';
  return (
    // The media's own shape, so the page does not jump when it loads.
    <div className={styles.frame} style={{ aspectRatio: shape }}>
      {locked ? (
        <>
          {preview && <img className={styles.blurred} src={preview} alt="" draggable={false} />}
          <div className={styles.lockOverlay} role="group" aria-label={`Locked ${kind}: ${alt}`}>
            <Icon name="lock" size="large" />
            {lockedLabel && <span>{lockedLabel}</span>}
            {action}
          </div>
        </>
      ) : kind === 'video' ? (
        <video className={styles.media} src={src} poster={poster} controls muted={muted} playsInline preload="metadata" aria-label={alt} />
      ) : (
        <img className={styles.media} src={src} srcSet={srcSet} sizes={sizes} alt={alt} loading="lazy" decoding="async" />
      )}
    </div>
  );
}
