import { useState } from 'react';
import { portraitSrcSet } from '../../../common/media';
import { cx } from '../../lib/cx';
import { size as sizeTokens } from '../../tokens/tokens';
import * as styles from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export type AvatarProps = {
  src?: string;
  /** The person's name: the image's text alternative and the source of the initials. */
  name: string;
  size?: AvatarSize;
  /** When the name is already written next to the avatar, hide it from assistive technology. */
  decorative?: boolean;
  className?: string;
};

export function initialsOf(name: string): string {
  const words = name.replace(/^@/, '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [...(words[0] ?? '?')].slice(0, 1);
  return letters.join('').toUpperCase();
}

/** The circle's width, for `sizes`: it reads a rem as 16 px, the root font's size (within a few percent on narrow screens). */
const widths: Record<AvatarSize, string> = { small: sizeTokens.avatarSmall, medium: sizeTokens.avatarMedium, large: sizeTokens.avatarLarge };

/**
 * A round portrait, or the initials on gold when there is no image (or it fails to load). A
 * portrait of ours comes in the size the circle needs (common/media.ts `portraitSrcSet`).
 */
export function Avatar({ src, name, size = 'medium', decorative = false, className }: AvatarProps) {
  // The source that failed, not a flag reset by an effect: an error that fires before the mount
  // effect runs must not be undone by it (the broken image would then stay).
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && failedSrc !== src;
  const srcSet = src ? portraitSrcSet(src) : undefined;
  return (
    <span
      className={cx(styles.avatar, styles.size[size], className)}
      {...(showImage || decorative ? { 'aria-hidden': decorative || undefined } : { role: 'img', 'aria-label': name })}
    >
      {showImage ? (
        <img className={styles.image} src={src} srcSet={srcSet} sizes={srcSet && widths[size]} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
