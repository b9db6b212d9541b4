import { cx } from '../../lib/cx';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

/** The spinning ring alone, decorative (used inside buttons that announce their own state). */
export function SpinnerGlyph({ size = 'medium', className }: { size?: SpinnerSize; className?: string }) {
  return <span aria-hidden="true" className={cx(styles.glyph, styles.glyphSize[size], className)} />;
}

/** A loading indicator with a name: announced politely as a status. */
export function Spinner({ label, size = 'medium' }: { label: string; size?: SpinnerSize }) {
  return (
    <span role="status" className={styles.root}>
      <SpinnerGlyph size={size} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
