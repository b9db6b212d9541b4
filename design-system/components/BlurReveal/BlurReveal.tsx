import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './BlurReveal.css';

export type BlurRevealProps = {
  children: ReactNode;
  /** Blurred until the viewer taps (or presses Enter or Space on) the cover; false shows the media as is. */
  blurred?: boolean;
  /** What is hidden, for the cover's accessible name ("Show explicit image"). */
  label?: string;
  /** The cover's words. */
  revealLabel?: string;
  hint?: string;
};

/**
 * Media that stay blurred until tapped (the viewer's "blur explicit media" setting). The media
 * under the cover are hidden from assistive technology and out of the tab order until revealed.
 */
export function BlurReveal({ children, blurred = true, label = 'explicit media', revealLabel = 'Tap to view', hint = 'Explicit media' }: BlurRevealProps) {
  const [revealed, setRevealed] = useState(!blurred);
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => setRevealed(!blurred), [blurred]);
  // React 18 has no `inert` prop: set the attribute so nothing inside can be focused while hidden.
  useEffect(() => {
    if (!content.current) return;
    if (revealed) content.current.removeAttribute('inert');
    else content.current.setAttribute('inert', '');
  }, [revealed]);
  const reveal = () => {
    setRevealed(true);
    // The cover goes: keep the keyboard user's place on the media it uncovered.
    requestAnimationFrame(() => frame.current?.focus());
  };
  return (
    <div ref={frame} className={styles.frame} tabIndex={revealed ? -1 : undefined}>
      <div ref={content} className={cx(styles.content, !revealed && styles.hidden)} aria-hidden={revealed ? undefined : true}>
        {children}
      </div>
      {!revealed && (
        <button type="button" className={styles.cover} onClick={reveal} aria-label={`${revealLabel}: ${label}`}>
          <span>{revealLabel}</span>
          <span className={styles.hint}>{hint}</span>
        </button>
      )}
    </div>
  );
}
