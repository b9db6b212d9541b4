/** STUB: replaced by the helper building this console section (issue 19). */
import { EmptyState } from '#ds';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export default function Stub() {
  return (
    <ConsoleFrame title="Staff Console">
      <EmptyState title="Being built" />
    </ConsoleFrame>
  );
}
