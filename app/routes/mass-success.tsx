import { useSearchParams } from '@remix-run/react';
import { Box, Stack, TextLink } from '#ds';
import { MassSuccessView } from '../features/mass/MassSenderView';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /mass/success: after sending or scheduling a mass message. */
export default function MassSuccess() {
  const [params] = useSearchParams();
  return (
    <ScreenFrame title="Mass Message Scheduled">
      <Box paddingX="large" paddingY="large">
        <Stack gap="large" align="center">
          <MassSuccessView scheduled={params.get('scheduled') === '1'} />
          <TextLink href="/mass/list">See your mass messages</TextLink>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
