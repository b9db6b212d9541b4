import { useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { EmptyState, ScreenHeader } from '#ds';
import { goBack } from '../errors/RouteErrorBoundary';
import { useCurrentEntry } from './AppShell';

/** A screen: header with the back button (none on the tab pages, which are where back leads) and the title, then its content. */
export function ScreenFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  const isTabPage = useCurrentEntry()?.entry.tabBar === true;
  return (
    <>
      <ScreenHeader title={title} onBack={isTabPage ? undefined : () => goBack(navigate)} actions={actions} />
      <main id="main">{children}</main>
    </>
  );
}

/** A screen whose feature has not been built yet says so plainly (no sample data). */
export function NotYetAvailable({ title }: { title: string }) {
  return (
    <ScreenFrame title={title}>
      <EmptyState title="Not available yet" description={`${title} is not open yet on this site. Everything else keeps working in the meantime.`} />
    </ScreenFrame>
  );
}
