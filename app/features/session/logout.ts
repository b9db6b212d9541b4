/**
 * Logout (spec section 4): end the session on the server, close the chat socket, clear
 * stored session data and timers, reset the platform, then go to /login after 500 ms.
 * A failed logout goes to /login too.
 */
import { LOGOUT_REDIRECT_DELAY_MS } from '../../../common/constants';
import { api } from '../../lib/api';
import { clearIdentityCookies } from './anonymous';
import { STORAGE_KEYS } from '../../lib/storage';
import { usePlatform } from '../../stores/platform';
import { useDrafts } from '../../stores/drafts';
import { useRealtimeStore } from '../../stores/realtime';
import { useReferral } from '../../stores/referral';

const cleanups = new Set<() => void>();
/** Sockets and timers register here so logout can stop them. */
export function onLogout(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

const beforeLogout = new Set<() => Promise<void>>();
/** Work that needs the session still open (forgetting the push device) runs before the logout call. */
export function onBeforeLogout(task: () => Promise<void>): () => void {
  beforeLogout.add(task);
  return () => beforeLogout.delete(task);
}

let loggingOut = false;

export async function logout(go: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  await Promise.allSettled([...beforeLogout].map((task) => task()));
  try {
    await api().call('auth.logout', {}, { silent: true });
  } catch {
    // Still leave: the spec sends a failed logout to /login as well.
  }
  for (const cleanup of [...cleanups]) cleanup();
  cleanups.clear();
  try {
    window.localStorage.removeItem(STORAGE_KEYS.anonymousUser);
    clearIdentityCookies();
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable.
  }
  usePlatform.getState().reset();
  useReferral.getState().reset();
  useDrafts.getState().reset();
  useRealtimeStore.setState({ TC: 0, TN: 0, SC: 0, conversations: {}, activeConversationId: null, online: false });
  setTimeout(() => {
    loggingOut = false;
    go('/login');
  }, LOGOUT_REDIRECT_DELAY_MS);
}
