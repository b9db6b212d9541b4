/**
 * The Remix Vite plugin options (vite.config.ts imports them) and the Remix route
 * config, built from routes.manifest.ts so the manifest stays the single source.
 * app/routes.ts re-exports `routeConfig` because the v3_routeConfig flag reads it there.
 */
import type { VitePluginConfig } from '@remix-run/dev';
import { index, route, type RouteConfigEntry } from '@remix-run/route-config';
import { routes as manifest } from './routes.manifest';

export const remixOptions: VitePluginConfig = {
  appDirectory: 'app',
  buildDirectory: 'build',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};

export function routeConfig(): RouteConfigEntry[] {
  return manifest.map((entry) => (entry.routePath === '' ? index(entry.module, { id: entry.id }) : route(entry.routePath, entry.module, { id: entry.id })));
}
