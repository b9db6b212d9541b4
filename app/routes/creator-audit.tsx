/**
 * /creator_audit?redirect={path}: becoming a creator (issue 19, ADR 091). A signed-up fan sends
 * the host application here, then sees its state; once approved (the socket's user_info_change
 * makes the shell reload the user, and this loader with it) Continue goes back to where they
 * came from, already a creator.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { countryChoices, type ApplicationInput } from '../../common/creators';
import { safeRedirectPath } from '../../common/identity-rules';
import { ApplicationForm } from '../features/creators/ApplicationForm';
import { ApplicationStatus } from '../features/creators/ApplicationStatus';
import { orRouteError, requireSignedUp } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { apiTransport } from '../features/upload/transport';
import { uploadFile } from '../features/upload/upload';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  const application = await orRouteError(context.services.creators.mine(user.user_id));
  return {
    application,
    isCreator: user.user_role === 1,
    redirect: safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/home'),
    countries: countryChoices(),
  };
}

const uploadPhoto = async (file: File) => (await uploadFile(file, { transport: apiTransport, purpose: 'verification' })).media_id;

export default function CreatorAudit() {
  const { application, isCreator, redirect, countries } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [applying, setApplying] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (input: ApplicationInput) => {
    await api().call('creator.application.submit', input, { silent: true });
    setApplying(false);
    revalidator.revalidate();
  };
  const withdraw = async () => {
    setWithdrawing(true);
    setError(undefined);
    try {
      await api().call('creator.application.withdraw', {}, { silent: true });
      revalidator.revalidate();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setWithdrawing(false);
    }
  };

  // A creator who never applied (made one another way, application_id 0) has nothing to apply for.
  const shown = isCreator ? { application_id: 0, reason: '', created_at: '', decided_at: null, ...application, state: 'approved' as const } : application;
  const showForm = !isCreator && (!shown || applying);
  return (
    <ScreenFrame title="Become a Creator">
      <Box paddingX="large" paddingY="large">
        {showForm || !shown ? (
          <ApplicationForm countries={countries} upload={uploadPhoto} submit={submit} />
        ) : (
          <ApplicationStatus
            application={shown}
            onContinue={() => navigate(redirect)}
            onWithdraw={() => void withdraw()}
            withdrawing={withdrawing}
            onApplyAgain={() => setApplying(true)}
            error={error}
          />
        )}
      </Box>
    </ScreenFrame>
  );
}
