import { useLocation, useNavigate } from '@remix-run/react';
import { lazy, Suspense, useState } from 'react';
import { TabBar } from '#ds';
import { useOpenedOnce } from '../../lib/opened-once';
import { PLATFORM } from '../../../common/constants';
import { api } from '../../lib/api';
import type { RootLoaderData } from '../../root.server';
import type { Viewer } from '../../lib/navigation';
import { useRealtimeStore } from '../../stores/realtime';
import { usePlatform } from '../../stores/platform';

/**
 * The five tabs (home, notifications, publish, messages, me). Publish: a creator gets the
 * create popup (New Post, and Live when SL is on and the platform is not chatter: camera and
 * microphone access first, then /live?ts=); anyone else goes to the creator audit with a redirect back here.
 */
/** The skip link "Skip to navigation" jumps here. */
export const TAB_BAR_ID = 'tab-bar';

const CreateMenu = lazy(() => import('./CreateMenu'));

export function AppTabBar({ viewer, settings }: { viewer: Viewer; settings?: RootLoaderData['settings'] }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { TC, TN } = useRealtimeStore();
  const platform = usePlatform((s) => s.platform);
  const [createOpen, setCreateOpen] = useState(false);
  const me = viewer.loggedIn && viewer.userName ? `/@${viewer.userName}` : '/login';
  const liveAvailable = Boolean(settings?.SL) && platform !== PLATFORM.chatter;
  // The create popup's code (Radix's dialog, the live access check) loads with its first opening (ADR 105, 116).
  const createOpened = useOpenedOnce(createOpen);

  const onPublish = () => {
    if (viewer.userRole === 1) return setCreateOpen(true);
    // Spec section 7: a fan's tap on the camera icon is reported (errors ignored), then leads to the application.
    void api()
      .call('system.common_report', { action: 'creator_verify', type: 'click_camera_icon' }, { silent: true })
      .catch(() => undefined);
    navigate(`/creator_audit?redirect=${encodeURIComponent(pathname + search)}`);
  };

  return (
    <>
      <TabBar
        id={TAB_BAR_ID}
        label="Main"
        items={[
          { id: 'home', label: 'Home', icon: 'home', href: '/home', current: pathname === '/home' },
          { id: 'notifications', label: 'Notifications', icon: 'bell', href: '/notifications', badge: TN, current: pathname === '/notifications' },
          { id: 'publish', label: 'Publish', icon: 'camera', onPress: onPublish },
          { id: 'messages', label: 'Messages', icon: 'chat', href: '/message', badge: TC, current: pathname === '/message' },
          { id: 'me', label: 'Me', icon: 'person', href: me, current: pathname === me },
        ]}
      />
      {createOpened && (
        <Suspense fallback={null}>
          <CreateMenu open={createOpen} onOpenChange={setCreateOpen} liveAvailable={liveAvailable} />
        </Suspense>
      )}
    </>
  );
}
