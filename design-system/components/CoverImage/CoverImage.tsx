import { imageLoading } from '../../lib/image-loading';
import * as styles from './CoverImage.css';

export type CoverImageProps = {
  /** The cover picture; without one a quiet gold-to-black band keeps the profile's shape. */
  src?: string;
  /** Smaller variants of the picture for narrow screens (`srcset`), with `sizes`. */
  srcSet?: string;
  sizes?: string;
  /** Describes the picture; empty (the default) when the cover is decoration next to the name. */
  alt?: string;
  /** The cover opens a profile's first view and is usually its largest picture: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/** A profile's cover: a 3:1 band framing a 16:9 or 3:1 picture from its centre. */
export function CoverImage({ src, srcSet, sizes, alt = '', priority = false, className }: CoverImageProps) {
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      {src ? <img className={styles.image} src={src} srcSet={srcSet} sizes={sizes} alt={alt} {...(priority ? imageLoading(true) : {})} /> : null}
    </div>
  );
}
