import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box, EmptyState, TextLink } from '#ds';
import { ERRORS } from '../../common/errors';
import { actorOf, orRouteError, requireSignedUp } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { JoinMembership } from '../features/subs/JoinMembership';
import { SubsDetailView, type SubsDetailViewProps } from '../features/subs/SubsViews';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/**
 * /subs/subs_detail?id=<membership>: one membership and its charges. ?creator=<user_name>: the
 * viewer's latest membership of that creator, or the offer to join it.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  const viewerId = user.user_id;
  const params = new URL(request.url).searchParams;
  const id = Number(params.get('id'));
  const creatorName = params.get('creator');
  if (Number.isSafeInteger(id) && id > 0) {
    const detail = await services.memberships.detail(viewerId, id).catch(() => null);
    if (!detail) throw data({ code: ERRORS.MEMBERSHIP_NOT_FOUND.code }, { status: 404 });
    const offer = await services.memberships.offer(viewerId, detail.membership.creator.user_id);
    return { detail, offer, isFan: detail.membership.fan.user_id === viewerId };
  }
  // Opened without a membership or a creator: point to the list.
  if (!creatorName) return { detail: null, offer: null, isFan: true };
  const creatorId = await services.memberships.creatorIdByName(creatorName);
  if (!creatorId) throw data({ code: ERRORS.PROFILE_NOT_FOUND.code }, { status: 404 });
  // A creator who blocks the visitor's location is not offered to them (ADR 093); a member still manages their membership by id above.
  const offer = await orRouteError(services.money.membershipOffer(actorOf(context), { creatorId }));
  const detail = offer.membership ? await services.memberships.detail(viewerId, offer.membership.id) : null;
  return { detail, offer, isFan: true };
}

export default function SubsDetail() {
  const { detail, offer, isFan } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [enabling, setEnabling] = useState(false);
  const [enableStatus, setEnableStatus] = useState<SubsDetailViewProps['enableStatus']>();
  const enableAutoRenew = async (id: number) => {
    if (enabling) return;
    setEnabling(true);
    setEnableStatus(undefined);
    try {
      await api().call('membership.enable_auto_renew', { id }, { silent: true });
      setEnableStatus({ tone: 'success', text: 'Auto renew is on again.' });
      revalidator.revalidate();
    } catch (failure) {
      setEnableStatus({ tone: 'danger', text: (failure as Error).message });
    } finally {
      setEnabling(false);
    }
  };
  if (!offer) {
    return (
      <ScreenFrame title="Subscription">
        <EmptyState icon="person" title="No membership chosen" action={<TextLink href="/subs/subscriptions">See your subscriptions</TextLink>} />
      </ScreenFrame>
    );
  }
  const creatorName = offer.creator.nickname || offer.creator.user_name;
  const join = (rejoin: boolean) => (
    <JoinMembership
      creatorId={offer.creator.user_id}
      creatorName={creatorName}
      priceDollars={offer.price_dollars}
      coins={offer.coins}
      rejoin={rejoin}
      onJoined={(membershipId) => navigate(`/subs/subs_detail?id=${membershipId}`, { replace: true })}
    />
  );
  return (
    <ScreenFrame title="Subscription">
      <Box paddingX="large" paddingY="large">
        {detail ? (
          <SubsDetailView
            membership={detail.membership}
            history={detail.history}
            isFan={isFan}
            onEnableAutoRenew={() => void enableAutoRenew(detail.membership.id)}
            enabling={enabling}
            enableStatus={enableStatus}
            rejoin={detail.membership.state === 'expired' && offer.membership?.id === detail.membership.id ? join(true) : undefined}
          />
        ) : (
          join(false)
        )}
      </Box>
    </ScreenFrame>
  );
}
