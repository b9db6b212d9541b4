/**
 * /manage/dmca_form/success: the notice was received. Only the notice this browser just sent (its
 * receipt cookie, set by the form's action) is confirmed; opened directly, the page claims nothing
 * and goes to the form (issue 20).
 */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Stack, Text, TextLink } from '#ds';
import { COOKIES } from '../../common/constants';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export function loader({ context, request }: LoaderFunctionArgs) {
  const notice = Number(new URL(request.url).searchParams.get('notice'));
  const receipt = context.cookies.get(COOKIES.dmcaReceipt);
  if (!Number.isSafeInteger(notice) || notice <= 0 || receipt !== String(notice)) throw redirect('/manage/dmca_form');
  return { notice };
}

export default function DmcaSuccess() {
  const { notice } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title="Request Received">
      <Stack gap="medium">
        <div role="status">
          <Text size="lg">{`We received your notice (number ${notice}).`}</Text>
        </div>
        <Text>We sent a confirmation to your email address and will write again when we have reviewed it.</Text>
        <TextLink href="/manage/terms">Terms and policies</TextLink>
      </Stack>
    </ScreenFrame>
  );
}
