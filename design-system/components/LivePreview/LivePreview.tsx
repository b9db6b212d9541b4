import { useEffect, useRef } from 'react';
import { cx } from '../../lib/cx';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './LivePreview.css';

export type LivePreviewProps = {
  /** The creator's camera; without it the placeholder shows `message`. */
  stream?: MediaStream | null;
  /** The front camera is shown mirrored (default); a back camera is not. */
  mirrored?: boolean;
  /** What shows while there is no picture ("Starting the camera…", a failure). */
  message?: string;
  /** Given when the device has another camera to switch to. */
  onSwitchCamera?: () => void;
  className?: string;
};

/** The go-live screen's camera preview: muted (one's own voice is not played back), portrait, an optional camera switch. */
export function LivePreview({ stream, mirrored = true, message = 'Starting the camera…', onSwitchCamera, className }: LivePreviewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || !stream) return;
    // React has no srcObject prop.
    video.srcObject = stream;
    void video.play?.()?.catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return (
    <div className={cx(styles.preview, className)} data-preview={stream ? 'camera' : 'none'}>
      {stream ? (
        <video ref={ref} className={cx(styles.video, mirrored && styles.mirrored)} autoPlay playsInline muted aria-label="Your camera preview" />
      ) : (
        <div className={styles.placeholder} role="status">
          <Icon name="videoOff" size="large" />
          <span>{message}</span>
        </div>
      )}
      {stream && onSwitchCamera && (
        <div className={styles.corner}>
          <IconButton icon="switchCamera" label="Switch camera" variant="secondary" onPress={onSwitchCamera} />
        </div>
      )}
    </div>
  );
}
