import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './AnimationOverlay.css';

export type AnimationOverlayProps = {
  /** An animation file the browser plays by itself (an animated SVG, GIF or WebP). */
  src: string;
  /** The same picture holding still, shown instead under prefers-reduced-motion. */
  stillSrc?: string;
  /** What the picture shows (its alternative text). */
  label: string;
  /** How long the animation stays on screen. */
  durationMs: number;
  /** How long the still frame stays under reduced motion. */
  stillDurationMs?: number;
  /** Called once when it has gone; the owner unmounts it. */
  onDone: () => void;
  /** Test and story hook: force the reduced-motion choice instead of asking the browser. */
  reducedMotion?: boolean;
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A celebration above everything (gifts): the animation plays once over the page, centred, and
 * lets every click through; under reduced motion a still frame fades in and out instead.
 */
export function AnimationOverlay({ src, stillSrc, label, durationMs, stillDurationMs = durationMs, onDone, reducedMotion }: AnimationOverlayProps) {
  const [still] = useState(() => reducedMotion ?? prefersReducedMotion());
  const done = useRef(onDone);
  done.current = onDone;
  const stay = still ? stillDurationMs : durationMs;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), stay);
    return () => clearTimeout(timer);
  }, [stay]);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.layer} data-motion={still ? 'still' : 'full'} style={still ? undefined : { animationDuration: `${stay}ms` }}>
      <img className={styles.picture} src={still && stillSrc ? stillSrc : src} alt={label} />
    </div>,
    document.body,
  );
}
