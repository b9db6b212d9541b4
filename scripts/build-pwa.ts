/**
 * The installable app's part of the build (issue 24, ADR 111), after `remix vite:build`: writes the
 * offline page into build/client, bundles the service worker (app/sw) with Vite, and lets Workbox
 * inject the precache list: the build's assets, the icons, the favicon and the offline page, each
 * with a revision, so a new build's worker fetches what changed and drops the rest.
 * `npm run build` and `npm start`'s rebuild run it: `tsx scripts/build-pwa.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PATH, SW_PATH } from '../common/pwa';
import { tokens } from '../design-system/tokens/tokens';

const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'build', 'client');
const bundle = path.join(root, 'build', 'sw');
if (!fs.existsSync(path.join(client, 'assets'))) throw new Error('No build/client/assets: run `remix vite:build` first.');

/** Readable without the network, scripts or the app's CSS: the tokens' colours and fonts inline. */
function offlinePage(): string {
  const { color, font } = tokens;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${color.background}">
<title>You are offline</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${color.background}; color: ${color.text};
    font-family: ${font.family}; line-height: 1.5; }
  main { max-width: 26rem; padding: 2rem 1.5rem; text-align: center; }
  img { width: 4rem; height: 4rem; border-radius: 1rem; }
  h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
  p { color: ${color.textMuted}; margin: 0 0 1.5rem; }
  a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 999px; background: ${color.accent}; color: ${color.textOnAccent};
    font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" alt="">
<h1>You are offline</h1>
<p>This page needs a connection. Check your network, then try again.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;
}

fs.writeFileSync(path.join(client, OFFLINE_PATH.slice(1)), offlinePage());

// One classic script (workers registered without type: 'module' load everywhere); Workbox's own
// development logging is left out by NODE_ENV.
await build({
  configFile: false,
  logLevel: 'warn',
  root,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: bundle,
    emptyOutDir: true,
    target: 'es2020',
    lib: { entry: path.join(root, 'app', 'sw', 'service-worker.ts'), formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
  },
});

// Remix's SSR build leaves the stylesheets of its own chunks in assets/ (ADR 117): no script names them, and no page links them.
const assets = path.join(client, 'assets');
const scripts = fs
  .readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'))
  .join('\n');
const unlinked = fs.readdirSync(assets).filter((name) => name.endsWith('.css') && !scripts.includes(name));

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(bundle, 'sw.js'),
  swDest: path.join(client, SW_PATH.slice(1)),
  globDirectory: client,
  globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', OFFLINE_PATH.slice(1)],
  globIgnores: unlinked.map((name) => `assets/${name}`),
  modifyURLPrefix: { '': '/' },
  // Fingerprinted names change with their content: no revision needed.
  dontCacheBustURLsMatching: /^\/?assets\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: ${SW_PATH} precaches ${count} files (${(size / 1024).toFixed(0)} KiB)`);
