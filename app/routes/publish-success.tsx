import { useSearchParams } from '@remix-run/react';
import { Box } from '#ds';
import { PublishSuccessView } from '../features/publish/PostListView';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /publish/success: after posting or scheduling. */
export default function PublishSuccess() {
  const [params] = useSearchParams();
  const scheduled = params.get('scheduled') === '1';
  const at = Number(params.get('at'));
  return (
    <ScreenFrame title={scheduled ? 'Post Scheduled' : 'Posted'}>
      <Box paddingX="large" paddingY="large">
        <PublishSuccessView scheduled={scheduled} at={scheduled && Number.isFinite(at) && at > 0 ? at : undefined} />
      </Box>
    </ScreenFrame>
  );
}
