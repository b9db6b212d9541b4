/** Web pushes (ADR 072): shown as notifications; a click opens their link (pages of this site only). */
const FALLBACK_LINK = '/notifications';

export function showPush(self: ServiceWorkerGlobalScope, event: PushEvent, appName: string): void {
  let data: { title?: string; body?: string; tag?: string; link?: string } = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || appName, {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      data: { link: data.link || FALLBACK_LINK },
    }),
  );
}

export function openPushLink(self: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.notification.close();
  let url = new URL(FALLBACK_LINK, self.location.origin);
  try {
    const link = new URL(event.notification.data && event.notification.data.link, self.location.origin);
    // Only pages of this site are opened.
    if (link.origin === self.location.origin) url = link;
  } catch {
    // A malformed link opens the notifications page.
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((w) => w.url === url.href);
      if (same) return same.focus();
      const open = windows.find((w) => 'navigate' in w);
      if (open) return open.navigate(url.href).then((w) => (w ? w.focus() : self.clients.openWindow(url.href)));
      return self.clients.openWindow(url.href);
    }),
  );
}
