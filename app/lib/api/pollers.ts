/**
 * Background timers of spec sections 4 and 9: the server clock (system/fetch every 60 s;
 * difference = client clock minus ts) and the version check (/v.json every 600000 ms; a
 * changed version flags an update, which reloads the page when it is hidden or on the
 * next navigation).
 */
import { SERVER_TIME_POLL_MS, VERSION_CHECK_MS } from '../../../common/constants';
import type { ApiClient } from './client';

let timeDifference = 0;
export const getTimeDifference = () => timeDifference;
/** Seeds the difference from the server time the page was rendered with. */
export function setServerNow(serverSeconds: number, clientSeconds = Date.now() / 1000) {
  timeDifference = clientSeconds - serverSeconds;
}

export function startServerClock(api: ApiClient): () => void {
  const sync = async () => {
    try {
      const { ts } = await api.call('system.fetch', {}, { silent: true });
      setServerNow(ts);
    } catch {
      // The next poll tries again.
    }
  };
  void sync();
  const timer = setInterval(sync, SERVER_TIME_POLL_MS);
  return () => clearInterval(timer);
}

export interface VersionWatch {
  updatePending: () => boolean;
  stop: () => void;
}

export function watchVersion(
  currentVersion: string,
  options: { fetchVersion?: () => Promise<string>; reload?: () => void; interval?: number } = {},
): VersionWatch {
  let pending = false;
  const fetchVersion = options.fetchVersion ?? (async () => ((await (await fetch('/v.json', { cache: 'no-store' })).json()) as { version: string }).version);
  const reload = options.reload ?? (() => window.location.reload());
  const check = async () => {
    try {
      if ((await fetchVersion()) !== currentVersion) pending = true;
    } catch {
      // Offline: check again later.
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden' && pending) reload();
    else if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(check, options.interval ?? VERSION_CHECK_MS);
  return {
    updatePending: () => pending,
    stop: () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
