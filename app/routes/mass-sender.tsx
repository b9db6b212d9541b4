import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { ERRORS } from '../../common/errors';
import { type MassDraft, type MassErrors, MassSenderView } from '../features/mass/MassSenderView';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import type { ApiError } from '../lib/api/client';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /mass/sender: write one message to an audience (creators; the manifest requires role 1). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { session, services } = context;
  if (!session || session.user.is_anonymous) throw data({ code: ERRORS.AUTH_REQUIRED.code }, { status: 401 });
  return { sizes: await services.mass.audienceSizes(session.user) };
}

export default function MassSender() {
  const { sizes } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<MassErrors>({});

  const submit = async (draft: MassDraft) => {
    setSubmitting(true);
    setErrors({});
    try {
      await api().post('fapi/core/mass/create/', { ...draft }, { silent: true });
      navigate(`/mass/success${draft.send_at ? '?scheduled=1' : ''}`);
    } catch (failure) {
      const { message, failure: why } = failure as ApiError;
      const field = why?.kind === 'http' ? why.field : undefined;
      setErrors({ [field === 'body' || field === 'send_at' || field === 'price' ? field : 'form']: message });
      setSubmitting(false);
    }
  };

  return (
    <ScreenFrame title="New Mass Message">
      <Box paddingX="large" paddingY="large">
        <MassSenderView sizes={sizes} submitting={submitting} errors={errors} onSubmit={(draft) => void submit(draft)} />
      </Box>
    </ScreenFrame>
  );
}
