/**
 * The global notification banner host (spec sections 2 and 4): realtime_notify with is_show
 * shows a banner for show_seconds (default 1 s); pressing it opens its link; a swipe up of more
 * than 10 px dismisses the banners; type 20 carries the LIVE badge (the design system's
 * NotificationBanners does the showing, timing and swiping).
 */
import { useNavigate } from '@remix-run/react';
import { Suspense } from 'react';
import { LazyNotificationBanners } from '#ds';
import { WhenIdle } from '../../lib/idle';
import type { RealtimeNotify } from '../../../common/notifications';
import { useBanners } from '../../stores/notifications';
import { useRealtimeStore } from '../../stores/realtime';
import { addsUnread, bannerFromNotify, hiddenByOpenConversation, type BannerWithLink } from './banner';

/** What a realtime_notify does on the page: TN up when is_add, a banner when is_show (not one repeating the chat or list on screen). */
export function receiveRealtimeNotify(notify: RealtimeNotify, uuid: string = crypto.randomUUID()) {
  useBanners.getState().noteReceived();
  if (addsUnread(notify)) useRealtimeStore.getState().addUnreadNotification();
  const banner = bannerFromNotify(notify, uuid);
  if (!banner) return;
  const where = { activeConversationId: useRealtimeStore.getState().activeConversationId, onConversationList: onConversationList() };
  if (!hiddenByOpenConversation(notify, where)) useBanners.getState().show(banner);
}

const onConversationList = () => typeof window !== 'undefined' && window.location.pathname === '/message';

export function BannerHost() {
  const banners = useBanners((s) => s.banners);
  const dismiss = useBanners((s) => s.dismiss);
  const dismissAll = useBanners((s) => s.dismissAll);
  const navigate = useNavigate();
  const open = (banner: BannerWithLink) => {
    dismiss(banner.uuid);
    // Links of this site only (a path); anything else is ignored.
    if (banner.link?.startsWith('/') && !banner.link.startsWith('//')) navigate(banner.link);
  };
  // The banners' code (with Framer Motion) loads once the page is idle, before the socket brings any,
  // so their live region is there when the first one arrives (ADR 105).
  return (
    <WhenIdle now={banners.length > 0}>
      <Suspense fallback={null}>
        <LazyNotificationBanners
          banners={banners}
          onDismiss={dismiss}
          onDismissAll={dismissAll}
          onOpen={(b) => open(b as BannerWithLink)}
          onAction={(b) => open(b as BannerWithLink)}
        />
      </Suspense>
    </WhenIdle>
  );
}
