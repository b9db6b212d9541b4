/** Where the installable app's files live (issue 24, ADR 111): the server, the worker, the build and the page agree. */
export const SW_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** Precached; the worker answers with it when a page cannot be loaded. */
export const OFFLINE_PATH = '/offline.html';

/** public/icons (scripts/pwa-icons.ts draws them from public/favicon.svg). Maskable ones keep the mark inside the 80 % safe zone. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
