/** The screens that later work fills: each renders its frame and says it is not open yet. */
import { useCurrentEntry } from '../features/shell/AppShell';
import { NotYetAvailable } from '../features/shell/ScreenFrame';

export { accessLoader as loader } from '../features/session/access.server';
export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export default function Screen() {
  const match = useCurrentEntry();
  return <NotYetAvailable title={match?.entry.title ?? 'Page'} />;
}
