import { useEffect } from 'react';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './BecomeHostBubble.css';

/** Spec section 9: the bubble shows for 5000 ms. */
export const BECOME_HOST_BUBBLE_MS = 5000;

export type BecomeHostBubbleProps = {
  /** System setting CT: 1 or 2 picks the wording; the app shows no bubble for other values. */
  variant: 1 | 2;
  href: string;
  onClose: () => void;
  /** Closes itself after this long; null keeps it (stories, tests). */
  autoHideMs?: number | null;
};

const copy = {
  1: { text: 'Earn with your content: creators keep up to 90%.', link: 'Become a creator' },
  2: { text: 'Go live, take video calls and get paid in coins.', link: 'Start creating' },
} as const;

/** The become-host hint above the publish tab, shown to non-creators once per session. */
export function BecomeHostBubble({ variant, href, onClose, autoHideMs = BECOME_HOST_BUBBLE_MS }: BecomeHostBubbleProps) {
  const Link = useLinkComponent();
  useEffect(() => {
    if (autoHideMs == null) return;
    const timer = setTimeout(onClose, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, onClose]);
  const { text, link } = copy[variant];
  return (
    <div className={styles.bubble} role="status">
      <p className={styles.text}>
        {text}{' '}
        <Link href={href} className={styles.link}>
          {link}
        </Link>
      </p>
      <IconButton icon="close" label="Dismiss" size="small" onPress={onClose} className={styles.close} />
    </div>
  );
}
