import type { LinksFunction } from '@remix-run/node';
import { ReporterProvider } from './features/moderation/ReportDialog';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react';
import { themeClass, tokens } from '#ds';
import { AppShell } from './features/shell/AppShell';
import { BlurMediaContext } from './features/age-gate/ExplicitMedia';
import { RouteErrorBoundary } from './features/errors/RouteErrorBoundary';
import { useNonce } from './lib/nonce';
import { APPLE_TOUCH_ICON, MANIFEST_PATH } from '../common/pwa';
import type { RootLoaderData } from './root.server';
import interBasic from '../design-system/theme/fonts/inter-basic-wght.woff2?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installable app (ADR 111): the manifest, and the icon iOS puts on the home screen.
  { rel: 'manifest', href: MANIFEST_PATH },
  { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON },
  // The font nearly every screen needs, asked for at low priority (ADR 122): with font-display: swap the
  // text paints in the fallback meanwhile, and the stylesheet, the scripts and the LCP picture go first.
  { rel: 'preload', href: interBasic, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', fetchpriority: 'low' },
];

export { pageMeta as meta } from './lib/meta';
export { loader } from './root.server';

// Guards and auth rules depend on the URL and the session: run them on every navigation.
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootLoaderData>('root');
  return (
    <html lang="en" className={themeClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={tokens.color.background} />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="black" />
        <Meta />
        <Links />
      </head>
      <body data-logged-in={data?.viewer.loggedIn ? 'true' : 'false'} data-user-name={data?.viewer.userName ?? ''} data-user-role={data?.viewer.userRole ?? ''}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootLoaderData>('root');
  return (
    <BlurMediaContext.Provider value={data?.blurMedia ?? false}>
      <AppShell>
        <ReporterProvider>
          <Outlet />
        </ReporterProvider>
      </AppShell>
    </BlurMediaContext.Provider>
  );
}

export function ErrorBoundary() {
  return (
    <AppShell>
      <RouteErrorBoundary />
    </AppShell>
  );
}
