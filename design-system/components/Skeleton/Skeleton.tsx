import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = {
  shape?: SkeletonShape;
  /** Any CSS length; text defaults to the full width. */
  width?: string;
  height?: string;
  /** For text: how many lines (the last one shorter). */
  lines?: number;
  className?: string;
};

/** A placeholder while content loads; hidden from assistive technology (pair it with a Spinner label or aria-busy). */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = { width: width ?? (shape === 'circle' ? '3rem' : '100%'), height };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx(styles.skeleton, styles.shape.text)} style={{ width: i === lines - 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  return <span className={cx(styles.skeleton, styles.shape[shape], className)} aria-hidden="true" style={size} />;
}
