/** Push device reports (spec: add_device_installation repeated every 3,000,000 ms), with fake timers and a stub browser. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The spec's number (section 9), written here rather than imported: a changed constant fails this test. */
const REPORT_EVERY_MS = 3_000_000;

const posts: string[] = [];
vi.mock('../../lib/api', () => ({
  api: () => ({
    call: async (name: string) => {
      if (name === 'push.vapid_public_key') return { public_key: 'BAAA' };
      posts.push(name);
      return {};
    },
  }),
}));
vi.mock('../../lib/device', () => ({ deviceId: () => 'device-1' }));

const reports = () => posts.filter((p) => p === 'push.add_device_installation').length;
/** Lets the report's promise chain (subscription, post) run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

let permission: NotificationPermission = 'default';
let requested: NotificationPermission = 'granted';

beforeEach(() => {
  vi.useFakeTimers();
  posts.length = 0;
  permission = 'default';
  requested = 'granted';
  const subscription = { toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'p', auth: 'a' } }) };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  const Notification = {
    get permission() {
      return permission;
    },
    requestPermission: async () => (permission = requested),
  };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('navigator', { serviceWorker: { register: async () => registration, ready: Promise.resolve(registration) } });
  vi.stubGlobal('window', { PushManager: {}, Notification, localStorage: { getItem: () => 'inst-1', setItem: () => undefined } });
});
afterEach(async () => {
  const { stopPushReporting } = await import('./push-client');
  stopPushReporting();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('push device reports', () => {
  it('granting permission on /notifications reports at once and then every 3,000,000 ms, without a page load', async () => {
    const { enablePush, startPushReporting } = await import('./push-client');
    // The page load: no permission yet, so nothing is reported or repeated.
    const stop = startPushReporting();
    await settle();
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    await settle();
    expect(reports()).toBe(0);

    expect(await enablePush()).toBe('granted');
    expect(reports()).toBe(1);
    vi.advanceTimersByTime(REPORT_EVERY_MS - 1);
    await settle();
    expect(reports()).toBe(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(reports()).toBe(2);
    vi.advanceTimersByTime(REPORT_EVERY_MS - 1);
    await settle();
    expect(reports()).toBe(2);
    vi.advanceTimersByTime(1);
    await settle();
    expect(reports()).toBe(3);

    // Logout: the shell's stop also ends the repeat enablePush started.
    stop();
    vi.advanceTimersByTime(REPORT_EVERY_MS * 3);
    await settle();
    expect(reports()).toBe(3);
  });

  it('a refused permission starts nothing', async () => {
    requested = 'denied';
    const { enablePush } = await import('./push-client');
    expect(await enablePush()).toBe('denied');
    vi.advanceTimersByTime(REPORT_EVERY_MS * 2);
    await settle();
    expect(reports()).toBe(0);
  });

  it('with permission already granted, the page load reports now and repeats once, however often it is started', async () => {
    permission = 'granted';
    const { startPushReporting } = await import('./push-client');
    startPushReporting();
    startPushReporting({ reportNow: false });
    await settle();
    expect(reports()).toBe(1);
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    await settle();
    expect(reports()).toBe(2);
  });
});
