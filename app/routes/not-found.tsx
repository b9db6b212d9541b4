import { data } from '@remix-run/node';
import type { RouteErrorData } from '../features/errors/route-error';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** Any path that matches no page: status 404, "This page could not be found". */
export function loader(): never {
  throw data({ notFound: true } satisfies RouteErrorData, { status: 404 });
}

export default function NotFound() {
  return null;
}
