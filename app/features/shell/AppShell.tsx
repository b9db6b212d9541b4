/**
 * The frame around every page, driven by the route manifest: width (feed or full), the
 * wide-screen side panel, the bottom tab bar where the manifest allows it, the toasts, and
 * the client-side effects (API client, server clock, version check, chat socket, guards) and the
 * global overlays (banners, age gate, install guide).
 */
import { Link, useMatches, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { forwardRef, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { AppLayout, DesignSystemProvider, ErrorPage, SidePanel, SkipLinks, ToastProvider } from '#ds';
import { SERVER_PATH_PREFIXES } from '../../../common/constants';
import { entryById } from '../../../routes.manifest';
import type { RootLoaderData } from '../../root.server';
import { showsTabBar, type EntryMatch, type Viewer } from '../../lib/navigation';
import { usePageError } from '../../stores/page-error';
import { goBack } from '../errors/RouteErrorBoundary';
import { AppTabBar, TAB_BAR_ID } from './AppTabBar';
import { useFocusHeadingOnNavigate } from './focus-on-navigate';
import { AgeGate } from '../age-gate/AgeGate';
import { ClientEffects } from './ClientEffects';
import { WhenIdle } from '../../lib/idle';
import '../install/install-offer';

// Hosts that show nothing until something happens, and the effects no first paint needs: loaded when the page is idle (ADR 105, 116).
const IdleHosts = lazy(() => import('./IdleHosts'));

type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** Internal links go through the router; external ones and the server's own paths are plain anchors. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, ...rest }, ref) {
  if (/^(https?:|mailto:)/.test(href) || SERVER_PATH_PREFIXES.some((prefix) => href.startsWith(prefix))) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});

const SIDE_LINKS = [
  { label: 'Concierge desk', href: '/concierge' },
  { label: 'Complaint and appeal process', href: '/complaint-process' },
  { label: 'Terms and policies', href: '/manage/terms' },
  { label: 'Copyright (DMCA) notice', href: '/manage/dmca_form' },
  { label: 'Contact us', href: '/contact-us' },
];

export const ANONYMOUS_VIEWER: Viewer = { loggedIn: false, userRole: null, userName: null };

/** The manifest entry of the page being shown, with its params. */
export function useCurrentEntry(): EntryMatch | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return useMemo(() => {
    const entry = leaf ? entryById(leaf.id) : undefined;
    return entry && leaf ? { entry, params: leaf.params as Record<string, string> } : null;
  }, [leaf]);
}

export function AppShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const match = useCurrentEntry();
  const viewer = root?.viewer ?? ANONYMOUS_VIEWER;
  const pageError = usePageError((s) => s.error) ?? root?.pageError;
  const navigate = useNavigate();
  const tabBar = match && showsTabBar(match, viewer) ? <AppTabBar viewer={viewer} settings={root?.settings} /> : undefined;
  useFocusHeadingOnNavigate();

  return (
    <DesignSystemProvider linkComponent={RouterLink}>
      <ToastProvider>
        <SkipLinks links={[{ label: 'Skip to content', target: 'main' }, ...(tabBar ? [{ label: 'Skip to navigation', target: TAB_BAR_ID }] : [])]} />
        <AppLayout width={match?.entry.width ?? 'feed'} sidePanel={<SidePanel links={SIDE_LINKS} socialLinks={root?.socialLinks ?? []} />} tabBar={tabBar}>
          {pageError ? <ErrorPage status={pageError.status} message={pageError.message} onBack={() => goBack(navigate)} /> : children}
        </AppLayout>
        {root && <ClientEffects root={root} />}
        {root && <AgeGate exempt={match?.entry.ageGateExempt ?? false} isBot={root.isBot} />}
        {root && (
          <WhenIdle now={false}>
            <Suspense fallback={null}>
              <IdleHosts root={root} match={match} viewer={viewer} />
            </Suspense>
          </WhenIdle>
        )}
      </ToastProvider>
    </DesignSystemProvider>
  );
}
