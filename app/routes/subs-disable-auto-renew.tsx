import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box, EmptyState, TextLink } from '#ds';
import { ERRORS } from '../../common/errors';
import { requireSignedUp } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { DisableAutoRenewView } from '../features/subs/SubsViews';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /subs/disable-auto-renew?id=<membership>: confirm, then the membership is Cancelled (access to the end of the paid period). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  const id = Number(new URL(request.url).searchParams.get('id'));
  // Opened without a membership: point to the list.
  if (!id) return { membership: null };
  const detail = Number.isSafeInteger(id) && id > 0 ? await services.memberships.detail(user.user_id, id).catch(() => null) : null;
  if (!detail || detail.membership.fan.user_id !== user.user_id) throw data({ code: ERRORS.MEMBERSHIP_NOT_FOUND.code }, { status: 404 });
  return { membership: detail.membership };
}

export default function DisableAutoRenew() {
  const { membership } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!membership) {
    return (
      <ScreenFrame title="Turn Off Auto-Renew">
        <EmptyState icon="person" title="No membership chosen" action={<TextLink href="/subs/subscriptions">See your subscriptions</TextLink>} />
      </ScreenFrame>
    );
  }
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await api().call('membership.disable_auto_renew', { id: membership.id }, { silent: true });
      revalidator.revalidate();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <ScreenFrame title="Turn Off Auto-Renew">
      <Box paddingX="large" paddingY="large">
        <DisableAutoRenewView
          membership={membership}
          pending={pending}
          error={error}
          onConfirm={() => void confirm()}
          onKeep={() => navigate(`/subs/subs_detail?id=${membership.id}`)}
        />
      </Box>
    </ScreenFrame>
  );
}
