/**
 * Web push in the browser (issue 7 item 6, ADR 072): the app's one service worker (app/sw, ADR
 * 111: offline page, precache and push) is registered for everyone where supported; permission is asked only from a user's press ("Enable push
 * notifications"); once granted, the device is reported (add_device_installation) at once and
 * every 3,000,000 ms, and forgotten (del_device_installation) on logout. Login is reported for
 * the push device only when notification permission is granted.
 */
import { PUSH_DEVICE_REPORT_MS } from '../../../common/constants';
import { SW_PATH } from '../../../common/pwa';
import { api } from '../../lib/api';
import { deviceId } from '../../lib/device';
import { readLocal, writeLocal } from '../../lib/storage';

const INSTALLATION_KEY = 'push_installation_id';

export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushState(): PushState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission;
}

/** This browser's installation id (made once, kept in localStorage). */
export function installationId(): string {
  const existing = readLocal(INSTALLATION_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeLocal(INSTALLATION_KEY, id);
  return id;
}

/** The worker for every visitor (offline page, precache), not only for push; push needs it too. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SW_PATH).catch(() => null);
}

async function subscription(): Promise<PushSubscription> {
  const registration = (await registerServiceWorker()) ?? (await navigator.serviceWorker.ready);
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const { public_key } = await api().call('push.vapid_public_key', {}, { silent: true });
  const key = Uint8Array.from(atob(public_key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Reports this device with its subscription; only when permission is granted. */
export async function reportDevice(): Promise<boolean> {
  if (pushState() !== 'granted') return false;
  const sub = (await subscription()).toJSON();
  await api().call(
    'push.add_device_installation',
    {
      installation_id: installationId(),
      device_id: deviceId(),
      subscription: { endpoint: sub.endpoint ?? '', keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' } },
    },
    { silent: true },
  );
  return true;
}

/** The repeat report of this page (one at a time, whoever started it). */
let repeat: ReturnType<typeof setInterval> | null = null;

/** From a press: asks for permission, then reports the device and keeps reporting it (no need to wait for the next page load). */
export async function enablePush(): Promise<PushState | 'failed'> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  try {
    await reportDevice();
    startPushReporting({ reportNow: false });
    return 'granted';
  } catch {
    return 'failed';
  }
}

/**
 * For a logged-in user: report now and every 3,000,000 ms, when permission is granted. One
 * repeat per page: starting again while it runs only reports. The returned stop ends the repeat,
 * also one started later by enablePush (the shell calls it on logout).
 */
export function startPushReporting(options: { reportNow?: boolean } = {}): () => void {
  if (pushState() !== 'granted') return stopPushReporting;
  const report = () => void reportDevice().catch(() => undefined);
  if (options.reportNow !== false) report();
  repeat ??= setInterval(report, PUSH_DEVICE_REPORT_MS);
  return stopPushReporting;
}

export function stopPushReporting(): void {
  if (repeat !== null) clearInterval(repeat);
  repeat = null;
}

/** On logout (while the session still works): this device gets no more pushes of this user. */
export async function forgetDevice(): Promise<void> {
  if (pushState() !== 'granted') return;
  await api()
    .call('push.del_device_installation', { device_id: deviceId() }, { silent: true })
    .catch(() => undefined);
}
