// The device's time zone, read off the page's thread (device.ts, ADR 121).
self.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
