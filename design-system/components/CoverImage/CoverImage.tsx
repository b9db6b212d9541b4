import * as styles from './CoverImage.css';

export type CoverImageProps = {
  /** The cover picture; without one a quiet gold-to-black band keeps the profile's shape. */
  src?: string;
  /** Describes the picture; empty (the default) when the cover is decoration next to the name. */
  alt?: string;
  className?: string;
};

/** A profile's cover: a 3:1 band framing a 16:9 or 3:1 picture from its centre. */
export function CoverImage({ src, alt = '', className }: CoverImageProps) {
  return <div className={[styles.frame, className].filter(Boolean).join(' ')}>{src ? <img className={styles.image} src={src} alt={alt} /> : null}</div>;
}
