/** /manage/terms: every policy of the platform with a link (the manifest's legal pages), and where to report or send a DMCA notice. */
import { routes } from '../../routes.manifest';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { TermsView } from '../features/moderation/TermsView';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

// The legal pages are the written pages without the age gate (routes.manifest.ts `legal`).
const POLICIES = routes.filter((r) => r.ageGateExempt && r.content && !r.external).map((r) => ({ title: r.title, href: r.path }));

export default function Terms() {
  return (
    <ScreenFrame title="Terms and Policies">
      <TermsView policies={POLICIES} />
    </ScreenFrame>
  );
}
