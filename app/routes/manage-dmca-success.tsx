/** /manage/dmca_form/success: the notice was received. */
import { useSearchParams } from '@remix-run/react';
import { Stack, Text, TextLink } from '#ds';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export default function DmcaSuccess() {
  const [params] = useSearchParams();
  const notice = Number(params.get('notice'));
  return (
    <ScreenFrame title="Request Received">
      <Stack gap="medium">
        <div role="status">
          <Text size="lg">{Number.isSafeInteger(notice) && notice > 0 ? `We received your notice (number ${notice}).` : 'We received your notice.'}</Text>
        </div>
        <Text>We sent a confirmation to your email address and will write again when we have reviewed it.</Text>
        <TextLink href="/manage/terms">Terms and policies</TextLink>
      </Stack>
    </ScreenFrame>
  );
}
