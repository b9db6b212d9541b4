import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { useEffect, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useSwipeUp } from '../../lib/useSwipeUp';
import { motionMs } from '../../tokens/tokens';
import { Avatar } from '../Avatar/Avatar';
import { LiveBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CoinAmount } from '../CoinAmount/CoinAmount';
import * as styles from './NotificationBanner.css';

/** Spec section 9: a banner stays show_seconds, or 1 s. */
export const BANNER_DEFAULT_SECONDS = 1;
/** notify_type 20 is a live notification (LIVE badge). */
export const LIVE_NOTIFY_TYPE = 20;
/** right.type 2 means the right part is a button. */
export const RIGHT_BUTTON_TYPE = 2;

/** A banner notification as the realtime layer delivers it (spec section 3). */
export type BannerNotification = {
  uuid: string;
  notify_type: number;
  left?: { type?: number; content?: string };
  middle: { title: string; summary?: string };
  right?: { type?: number; content?: string };
  meta?: { tokens?: number };
  show_seconds?: number;
};

export type NotificationBannerProps = {
  banner: BannerNotification;
  onOpen?: (banner: BannerNotification) => void;
  onAction?: (banner: BannerNotification) => void;
  onDismiss: (uuid: string) => void;
  dismissLabel?: string;
};

/** One banner: avatar, title (LIVE badge for type 20), summary (2 lines, 4 for live), tokens, button. */
export function NotificationBanner({ banner, onOpen, onAction, onDismiss, dismissLabel = 'Dismiss' }: NotificationBannerProps) {
  const live = banner.notify_type === LIVE_NOTIFY_TYPE;
  const content: ReactNode = (
    <>
      <Avatar src={banner.left?.content} name={banner.middle.title} size="medium" decorative />
      <span className={styles.texts}>
        <span className={styles.titleRow}>
          {live && <LiveBadge />}
          <span className={styles.title}>{banner.middle.title}</span>
        </span>
        {banner.middle.summary && <span className={cx(styles.summary, live && styles.summaryLive)}>{banner.middle.summary}</span>}
        {banner.meta?.tokens !== undefined && <CoinAmount amount={banner.meta.tokens} size="sm" />}
      </span>
    </>
  );
  return (
    <div className={styles.banner} data-testid="notification-banner" data-live={live || undefined}>
      {onOpen ? (
        <button type="button" data-swipe-surface className={cx(styles.main, styles.mainButton)} onClick={() => onOpen(banner)}>
          {content}
        </button>
      ) : (
        <div className={styles.main}>{content}</div>
      )}
      {banner.right?.type === RIGHT_BUTTON_TYPE && banner.right.content && (
        <Button size="sm" onPress={() => onAction?.(banner)}>
          {banner.right.content}
        </Button>
      )}
      <IconButton icon="close" label={dismissLabel} size="small" onPress={() => onDismiss(banner.uuid)} />
    </div>
  );
}

function AutoHide({ banner, onDismiss, children }: { banner: BannerNotification; onDismiss: (uuid: string) => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(banner.uuid), (banner.show_seconds ?? BANNER_DEFAULT_SECONDS) * 1000);
    return () => clearTimeout(timer);
  }, [banner.uuid, banner.show_seconds, onDismiss]);
  return <>{children}</>;
}

export type NotificationBannersProps = Omit<NotificationBannerProps, 'banner'> & {
  banners: BannerNotification[];
  /** A swipe up of more than 10 px (or Escape) dismisses every banner. */
  onDismissAll: () => void;
  /** Each banner leaves after show_seconds (default 1 s); off for stories and screenshots. */
  autoHide?: boolean;
  label?: string;
};

/** The top notification banners (global overlay): slide in from the top, leave on their own. */
export function NotificationBanners({ banners, onDismissAll, autoHide = true, label = 'Notifications', ...bannerProps }: NotificationBannersProps) {
  const swipe = useSwipeUp(onDismissAll);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <section className={styles.stack} aria-label={label} aria-live="polite" onKeyDown={(event) => event.key === 'Escape' && onDismissAll()} {...swipe}>
          <AnimatePresence initial={true}>
            {banners.map((banner) => (
              <m.div
                key={banner.uuid}
                initial={{ y: '-120%', opacity: 0 }}
                animate={{ y: 0, opacity: 1 }}
                exit={{ y: '-120%', opacity: 0 }}
                transition={{ duration: motionMs.medium / 1000, ease: 'easeOut' }}
              >
                {autoHide ? (
                  <AutoHide banner={banner} onDismiss={bannerProps.onDismiss}>
                    <NotificationBanner banner={banner} {...bannerProps} />
                  </AutoHide>
                ) : (
                  <NotificationBanner banner={banner} {...bannerProps} />
                )}
              </m.div>
            ))}
          </AnimatePresence>
        </section>
      </MotionConfig>
    </LazyMotion>
  );
}
