import { useLocation, useNavigate, useNavigationType } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '#ds';
import { USER_TYPE } from '../../../common/constants';
import { isChunkLoadError } from '../../../common/errors-core';
import type { RootLoaderData } from '../../root.server';
import { configureApi } from '../../lib/api';
import { setServerNow, startServerClock, watchVersion, type VersionWatch } from '../../lib/api/pollers';
import { deviceId, timezone } from '../../lib/device';
import { guardTarget, matchEntry, replaceOnBack } from '../../lib/navigation';
import { usePageError } from '../../stores/page-error';
import { usePlatform } from '../../stores/platform';
import { reloadForChunkError } from '../errors/chunk-reload';

/** Client-only wiring of the shell a page needs from its first render; renders nothing. The rest waits for idle (IdleHosts.tsx). */
export function ClientEffects({ root }: { root: RootLoaderData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { show } = useToast();
  const version = useRef<VersionWatch | null>(null);
  const firstLocation = useRef(true);
  // The latest root data and callbacks, for the long-lived client set up once below.
  const latest = useRef({ root, navigate, show });
  latest.current = { root, navigate, show };

  useEffect(() => setServerNow(root.serverNow), [root.serverNow]);
  // Marks the page as hydrated: e2e tests wait for it after a full load (a click before hydration does nothing).
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);

  // The API client is made during the first render in the browser, so pages' own effects
  // (which run before this component's) can already call it.
  const [client] = useState(() => (typeof document === 'undefined' ? null : createClient()));
  function createClient() {
    const current = () => latest.current.root;
    const userType = () => String(current().viewer.loggedIn ? USER_TYPE.loggedIn : USER_TYPE.anonymous);
    return configureApi({
      apiOrigin: current().env.API_ORIGIN,
      signKey: current().env.SIGN_KEY,
      identity: () => {
        const { platform, platformUi, platformRole } = usePlatform.getState();
        const id = current().user?.user_id;
        return {
          'x-fm-ui': id === undefined ? undefined : String(id),
          'x-fm-ut': userType(),
          'x-user-type': userType(),
          'x-user-role': String(current().viewer.userRole ?? -1),
          'x-fm-platform': platform,
          'x-fm-platform-ui': platformUi,
          'x-fm-platform-role': platformRole,
          'x-fm-timezone': timezone(),
          'x-fm-di': deviceId(),
        };
      },
      resolveContext: () => ({
        loggedIn: current().viewer.loggedIn,
        currentPath: window.location.pathname + window.location.search + window.location.hash,
        onLivePage: window.location.pathname.startsWith('/live'),
      }),
      onFailure: (resolution) => {
        const { navigate: go, show: toast } = latest.current;
        if (resolution.kind === 'toast') toast(resolution.message);
        else if (resolution.kind === 'errorPage') usePageError.getState().set({ status: resolution.status, message: resolution.message });
        else if (resolution.kind === 'redirect') {
          toast(resolution.message);
          go(resolution.to);
        } else {
          toast(resolution.message);
          void import('../session/logout').then((session) => session.logout());
        }
      },
    });
  }

  // The server clock and the version check: set up once per page load.
  useEffect(() => {
    const stopClock = startServerClock(client!);
    version.current = watchVersion(latest.current.root.version);
    const stopChunkWatch = watchChunkErrors();
    return () => {
      stopClock();
      version.current?.stop();
      stopChunkWatch();
    };
  }, [client]);

  // Navigation rules that need the browser: the #step_7 login guard, back to /home, pending updates.
  // Keyed on the location only: each navigation is handled once.
  useEffect(() => {
    if (usePageError.getState().error) usePageError.getState().set(null);
    // The page load itself reports POP too: it is neither a navigation nor a back.
    const pageLoad = firstLocation.current;
    firstLocation.current = false;
    if (!pageLoad && version.current?.updatePending()) {
      window.location.assign(location.pathname + location.search + location.hash);
      return;
    }
    if (!pageLoad && replaceOnBack(navigationType, location)) {
      navigate('/home', { replace: true });
      return;
    }
    const entry = matchEntry(location.pathname)?.entry;
    if (entry?.guard === 'login') {
      const url = new URL(location.pathname + location.search, window.location.origin);
      const to = guardTarget(entry, url, latest.current.root.viewer, location.hash);
      if (to) navigate(to, { replace: true });
    }
  }, [location, navigationType, navigate]);

  return null;
}

/** A chunk that fails to load (a deploy replaced it) reloads the page, at most once a minute. */
function watchChunkErrors(): () => void {
  const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
    const error = 'reason' in event ? event.reason : (event.error ?? event.message);
    if (isChunkLoadError(error)) reloadForChunkError();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
  };
}
