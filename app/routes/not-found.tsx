import { notFound } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** Any path that matches no page: status 404, "This page could not be found". */
export const loader = (): never => notFound();

export default function NotFound() {
  return null;
}
