/**
 * /video-call?call_id={id} (spec section 2; issue 21): the page a caller lands on after inviting
 * and a callee after accepting. The loader checks membership (CALL_NOT_FOUND 404, CALL_NOT_MEMBER
 * 403: the error page) and hands the call and this user's ICE servers to the client side.
 * Without a call_id there is no call to show: an empty state, not an error (the page exists).
 */
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ButtonLink, EmptyState } from '#ds';
import { ERRORS } from '../../common/errors';
import { CallScreen } from '../features/calls/screen/CallScreen';
import { orRouteError, requireSignedUp } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  const raw = new URL(request.url).searchParams.get('call_id');
  if (raw === null || raw === '') return { me: user.user_id, call: null, ice: null };
  if (!/^\d{1,15}$/.test(raw) || Number(raw) <= 0) throw data({ code: ERRORS.CALL_NOT_FOUND.code, message: ERRORS.CALL_NOT_FOUND.message }, { status: 404 });
  const { calls, ice } = context.services;
  const call = await orRouteError(calls.detail(user.user_id, Number(raw)));
  return { me: user.user_id, call, ice: ice.config(user.user_id) };
}

export default function VideoCall() {
  const { me, call, ice } = useLoaderData<typeof loader>();
  if (!call || !ice) {
    return (
      <ScreenFrame title="Video Call">
        <EmptyState
          icon="video"
          title="No call to show"
          description="Video calls start from a creator's profile or from a chat."
          action={<ButtonLink href="/message">Go to messages</ButtonLink>}
        />
      </ScreenFrame>
    );
  }
  // A new call (Call again, another invite) is a new screen with its own camera and connection.
  return <CallScreen key={call.call_id} me={me} initial={call} ice={ice} />;
}
