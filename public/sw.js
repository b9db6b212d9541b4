/* Fanstage service worker: shows web pushes (ADR 072) and opens their link on click. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Fanstage';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag,
      icon: '/favicon.svg',
      data: { link: data.link || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let url = new URL('/notifications', self.location.origin);
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
});
