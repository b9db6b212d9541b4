import { type ReactNode, useEffect, useRef } from 'react';
import { imageLoading } from '../../lib/image-loading';
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
  /** A video's volume, 0..1 (the app keeps one for the whole feed). */
  volume?: number;
  /** The viewer changed a video's sound with its controls. */
  onVolumeChange?: (sound: { volume: number; muted: boolean }) => void;
  /** Locked: only this blurred preview shows, with `action` (unlock or join) over it. */
  locked?: boolean;
  preview?: string;
  lockedLabel?: string;
  action?: ReactNode;
  /** The page's largest picture in the first view (the first post of a feed): no lazy loading, fetched first. */
  priority?: boolean;
};

/** One media item of a post at full width: the image or video, or its blurred preview and the way in. */
export function PostMedia({
  kind,
  alt,
  width,
  height,
  src,
  srcSet,
  sizes,
  poster,
  muted = true,
  volume,
  onVolumeChange,
  locked = false,
  preview,
  lockedLabel,
  action,
  priority = false,
}: PostMediaProps) {
  const video = useRef<HTMLVideoElement>(null);
  // React sets the muted attribute only on the first render: the element's properties follow the props here.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (el.muted !== muted) el.muted = muted;
    if (volume !== undefined && el.volume !== volume) el.volume = Math.min(1, Math.max(0, volume));
  }, [muted, volume]);
  const shape = width && height ? `${width} / ${height}` : '4 / 5';
  return (
    // The media's own shape, so the page does not jump when it loads.
    <div className={styles.frame} style={{ aspectRatio: shape }}>
      {locked ? (
        <>
          {preview && <img className={styles.blurred} src={preview} alt="" draggable={false} {...(priority ? imageLoading(true) : {})} />}
          <div className={styles.lockOverlay} role="group" aria-label={`Locked ${kind}: ${alt}`}>
            <Icon name="lock" size="large" />
            {lockedLabel && <span>{lockedLabel}</span>}
            {action}
          </div>
        </>
      ) : kind === 'video' ? (
        <video
          ref={video}
          className={styles.media}
          src={src}
          poster={poster}
          controls
          muted={muted}
          playsInline
          preload="metadata"
          aria-label={alt}
          onVolumeChange={onVolumeChange ? (event) => onVolumeChange({ volume: event.currentTarget.volume, muted: event.currentTarget.muted }) : undefined}
        />
      ) : (
        <img className={styles.media} src={src} srcSet={srcSet} sizes={sizes} alt={alt} {...imageLoading(priority)} />
      )}
    </div>
  );
}
