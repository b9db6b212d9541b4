import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Box, Stack, TextLink } from '#ds';
import { MASS_STATUS } from '../../common/mass';
import { MassSuccessView } from '../features/mass/MassSenderView';
import { requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/**
 * /mass/success?id={id}: after sending or scheduling a mass message (issue 20: only after something was done).
 * The server says what is true of that message; opened without one of the creator's own scheduled or
 * sending messages (typed, or a failed one), it claims nothing and shows the list.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireCreator(context, request);
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect('/mass/list');
  const { list } = await context.services.mass.list(user.user_id, { before: id + 1, limit: 1 });
  const message = list[0];
  if (!message || message.id !== id || message.status === MASS_STATUS.Failed) throw redirect('/mass/list');
  const scheduled = message.status === MASS_STATUS.Scheduled && message.scheduled_at * 1000 > Date.now();
  return { scheduled, at: scheduled ? message.scheduled_at : undefined };
}

export default function MassSuccess() {
  const { scheduled, at } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title={scheduled ? 'Mass Message Scheduled' : 'Mass Message Sent'}>
      <Box paddingX="large" paddingY="large">
        <Stack gap="large" align="center">
          <MassSuccessView scheduled={scheduled} at={at} />
          <TextLink href="/mass/list">See your mass messages</TextLink>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
