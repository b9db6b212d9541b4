/**
 * The incoming-call banners, mounted once by the app shell for signed-up users (spec sections 4
 * and 5): call_invite shows (or replaces) a banner, call_cancel removes it, a swipe up clears them
 * all, timeout_sec ends each. On every socket (re)connect the calls still ringing are fetched, for
 * a tab opened mid-ring or a device woken by web push. The design system's IncomingCallBanners
 * does the showing, the timer, the swipe and the pending accept.
 */
import { useNavigate } from '@remix-run/react';
import { Suspense, useEffect, useState } from 'react';
import { LazyIncomingCallBanners, type IncomingCall as BannerCall } from '#ds';
import { CallPermissionDialog } from './CallPermissionDialog';
import { WhenIdle } from '../../lib/idle';
import { api } from '../../lib/api';
import { onSocketConnect, onSocketEvent } from '../../realtime/events';
import { useIncomingCalls } from './incoming-calls';
import { checkCallMedia } from './media-check';

/** Spec section 5's dialog; "the product" is the spec's stand-in for the product's name. */
class AcceptStopped extends Error {}

/** `me`: the signed-up user's id; null (a visitor, an anonymous account) shows and listens to nothing. */
export function CallBannerHost({ me }: { me: number | null }) {
  const calls = useIncomingCalls((s) => s.calls);
  const navigate = useNavigate();
  const [askPermission, setAskPermission] = useState(false);

  useEffect(() => {
    if (me === null) return;
    const { receive, remove } = useIncomingCalls.getState();
    const stops = [
      onSocketEvent('call_invite', (call) => receive(call)),
      onSocketEvent('call_cancel', ({ call_id }) => remove(call_id)),
      onSocketConnect(() => {
        api()
          .call('call.incoming', {}, { silent: true })
          .then(({ list }) => useIncomingCalls.getState().sync(list))
          .catch(() => undefined); // offline or not yet: the socket's events still arrive
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      // Another user (or none): their banners go.
      useIncomingCalls.getState().clear();
    };
  }, [me]);

  if (me === null) return null;

  const accept = async (banner: BannerCall) => {
    const callId = Number(banner.call_id);
    const media = await checkCallMedia();
    if (media === 'denied') setAskPermission(true);
    // Any other media failure stops the accept without a word (spec section 5).
    if (media !== 'ok') throw new AcceptStopped();
    try {
      const answer = await api().call('call.accept', { call_id: callId });
      if (answer.result !== 'ok') throw new AcceptStopped();
    } catch (failure) {
      // The client has shown the generic error tip; the caller is reachable in chat.
      navigate(`/chatRoom?u1=${me}&u2=${banner.send_user_info.id}`);
      throw failure;
    }
    useIncomingCalls.getState().remove(callId);
    navigate(`/video-call?call_id=${callId}`);
  };

  const decline = (banner: BannerCall) => {
    const callId = Number(banner.call_id);
    useIncomingCalls.getState().remove(callId);
    // A failure shows the generic error tip (the client does); the ringing ends by its timeout.
    api()
      .call('call.decline', { call_id: callId })
      .catch(() => undefined);
  };

  return (
    <>
      {/* The banners' code (with Framer Motion) loads once the page is idle, before the socket rings (ADR 105). */}
      <WhenIdle now={calls.length > 0}>
        <Suspense fallback={null}>
          <LazyIncomingCallBanners
            calls={calls}
            onAccept={accept}
            onDecline={decline}
            onTimeout={(banner) => useIncomingCalls.getState().remove(Number(banner.call_id))}
            onDismissAll={() => useIncomingCalls.getState().clear()}
          />
        </Suspense>
      </WhenIdle>
      <CallPermissionDialog open={askPermission} onOpenChange={setAskPermission} />
    </>
  );
}
