/// <reference lib="webworker" />
/**
 * The one service worker (issue 24, ADR 111; web push from ADR 072). scripts/build-pwa.ts bundles
 * it after the app's build and injects the precache list: the build's assets, the icons and the
 * offline page. Pages are never stored (they carry the user's data): they come from the network,
 * and without one the offline page answers. API calls, sockets and /media pass by untouched.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PATH } from '../../common/pwa';
import { openPushLink, showPush } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Answers a page that cannot be loaded.
const OFFLINE_URL = OFFLINE_PATH;

// A new version takes over at once: assets are fingerprinted, so an old page keeps asking for its
// own files (a missing one is the chunk-failure reload), and documents always come from the network.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/media\//] },
  ),
);

self.addEventListener('push', (event) => showPush(self, event, 'Fanstage'));
self.addEventListener('notificationclick', (event) => openPushLink(self, event));
