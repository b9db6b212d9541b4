/**
 * The installable app's files (issue 24, ADR 111): the web app manifest (its name from APP_NAME,
 * its colours from the design tokens) and the service worker, which must never be cached long
 * (a browser compares it byte for byte to find a new version). In development the worker is
 * bundled on first request, without a precache list.
 */
import { Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH, SW_PATH, APP_ICONS } from '../../common/pwa';
import { palette } from '../../design-system/tokens/tokens';
import type { Config } from '../config';
import type { RemixMode } from '../http/headers';

export function webAppManifest(appName: string) {
  return {
    id: '/home',
    name: appName,
    short_name: appName,
    description: `${appName}: creators and fans, posts, chat, lives and calls.`,
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: palette.background,
    theme_color: palette.background,
    icons: APP_ICONS,
    shortcuts: [
      { name: 'Messages', url: '/message', icons: [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes }] },
      { name: 'New post', url: '/publish', icons: [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes }] },
    ],
  };
}

async function devWorker(root: string): Promise<string> {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    root,
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: { write: false, lib: { entry: path.join(root, 'app', 'sw', 'service-worker.ts'), formats: ['iife'], name: 'serviceWorker' } },
  });
  const [result] = (Array.isArray(output) ? output : [output]) as { output: { code: string }[] }[];
  return result!.output[0]!.code.replace('self.__WB_MANIFEST', '[]');
}

export function pwaRoutes(config: Config, mode: RemixMode, dirs: { root: string; client: string }): Router {
  const router = Router();
  const manifest = JSON.stringify(webAppManifest(config.APP_NAME));
  router.get(MANIFEST_PATH, (_req, res) => {
    res.set({ 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' }).send(manifest);
  });
  let dev: Promise<string> | undefined;
  router.get(SW_PATH, (_req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    if (mode === 'dev') {
      dev ??= devWorker(dirs.root);
      dev.then((code) => res.type('text/javascript').send(code), next);
      return;
    }
    const file = path.join(dirs.client, SW_PATH.slice(1));
    if (mode === 'build' && fs.existsSync(file)) res.sendFile(file);
    else next();
  });
  return router;
}
