/**
 * /waiting: what happens while an application is reviewed (written content, public), and for a
 * signed-in applicant their host application's state (ADR 091).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Box, Stack } from '#ds';
import { ApplicationStatus } from '../features/creators/ApplicationStatus';
import { legalDocs } from '../features/legal/content';
import { WrittenDoc } from '../features/legal/WrittenDoc';
import { signedUpUserId } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  const userId = signedUpUserId(context);
  return { doc: legalDocs.waiting!, application: userId === null ? null : await context.services.creators.mine(userId) };
}

export default function Waiting() {
  const { doc, application } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title={doc.title}>
      <Stack gap="large">
        {application && (
          <Box paddingX="large" paddingTop="large">
            <ApplicationStatus application={application} compact />
          </Box>
        )}
        <WrittenDoc doc={doc} />
      </Stack>
    </ScreenFrame>
  );
}
