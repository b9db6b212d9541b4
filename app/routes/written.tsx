/** Legal and info pages: written content keyed by the manifest entry's `content`. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { legalDocs } from '../features/legal/content';
import { WrittenDoc } from '../features/legal/WrittenDoc';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { matchEntry } from '../lib/navigation';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export function loader({ request }: LoaderFunctionArgs) {
  const key = matchEntry(new URL(request.url).pathname)?.entry.content;
  const doc = key ? legalDocs[key] : undefined;
  if (!doc) throw new Response('No written content for this page', { status: 404 });
  return { doc };
}

export default function WrittenPage() {
  const { doc } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title={doc.title}>
      <WrittenDoc doc={doc} />
    </ScreenFrame>
  );
}
