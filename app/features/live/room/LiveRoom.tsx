/**
 * /live/join_live for one live (issue 22): the room's behaviour (useLiveRoom) on the room's look
 * (LiveRoomView), with the live's gift and tip sheets, the creator's controls, the gift
 * animations for everyone, and the permission dialog of calls when the camera is refused.
 */
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AnimationOverlay, IconButton, LiveNotice, useToast, formatCount } from '#ds';
import { GIFT_ANIMATION_MS, GIFT_STILL_MS, GIFTS } from '../../../../common/gifts';
import type { LiveView } from '../../../../common/live';
import { CALL_PERMISSION_TEXTS, CallPermissionDialog } from '../../calls/CallPermissionDialog';
import { goBack } from '../../errors/RouteErrorBoundary';
import { giftAnimation, useGiftAnimationBase } from '../../pay/gift-animations';
import { SendGiftSheet, TipSheet } from '../../pay/SendGiftSheet';
import { ToyStatus } from '../toys/ToyStatus';
import { useToyDriver, useToyPlaying } from '../toys/use-toy';
import { LiveControls } from './LiveControls';
import { LiveRoomView } from './LiveRoomView';
import type { QueuedGift } from './room-state';
import { useLiveRoom } from './useLiveRoom';

export function giftLabel(gift: QueuedGift): string {
  const who = gift.from.nick_name || gift.from.user_name;
  const name = gift.gift_id === null ? null : GIFTS.find((g) => g.id === gift.gift_id)?.name;
  return name ? `${who} sent ${name}` : `${who} tipped ${formatCount(gift.coins)} coins`;
}

function GiftAnimation({ gift, onDone }: { gift: QueuedGift; onDone: () => void }) {
  const base = useGiftAnimationBase();
  const catalogue = GIFTS.find((g) => g.id === gift.gift_id);
  // A tip has no picture: nothing to play.
  useEffect(() => {
    if (!catalogue) onDone();
  }, [catalogue, onDone]);
  if (!catalogue) return null;
  return (
    <AnimationOverlay
      key={gift.n}
      {...giftAnimation(catalogue, base)}
      label={giftLabel(gift)}
      durationMs={GIFT_ANIMATION_MS}
      stillDurationMs={GIFT_STILL_MS}
      onDone={onDone}
    />
  );
}

/** The toy line (toys feature, ADR 103): viewers see the level running; the creator's browser also drives the toy. */
function ViewerToy({ liveId }: { liveId: number }) {
  return <ToyStatus toy={useToyPlaying(liveId)} />;
}
function CreatorToy({ liveId }: { liveId: number }) {
  const toy = useToyDriver(liveId);
  return <ToyStatus toy={toy.running} showTipper error={toy.error} onDismissError={toy.dismissError} />;
}

export function LiveRoom({ initial }: { initial: LiveView }) {
  const room = useLiveRoom(initial);
  const { state, dispatch } = room;
  const { live } = state;
  const navigate = useNavigate();
  const toast = useToast();
  const [permission, setPermission] = useState(false);
  const creatorName = live.creator.nick_name || live.creator.user_name;
  const creator = live.entry === 'creator';
  const playing = state.gifts[0];
  // Refused camera: the calls' permission dialog once, then the notice's help button.
  useEffect(() => {
    if (room.camera === 'denied') setPermission(true);
  }, [room.camera]);

  return (
    <main id="main">
      <LiveRoomView
        state={state}
        phase={room.phase}
        stream={room.stream}
        cameraProblem={
          room.camera ? (
            <LiveNotice>
              {room.camera === 'denied' ? CALL_PERMISSION_TEXTS.content : 'Your camera could not start.'}{' '}
              <IconButton icon="help" label="Camera and microphone access" size="small" onPress={() => setPermission(true)} />
            </LiveNotice>
          ) : null
        }
        draft={room.draft}
        onDraft={room.setDraft}
        onSendChat={() => void room.sendChat()}
        sending={room.sending}
        buying={room.buying}
        onBuyTicket={() => void room.buyTicket()}
        onShare={() => void room.share().then((message) => message && toast.show(message, { tone: 'success' }))}
        onWatchHere={() => window.location.reload()}
        onClose={() => goBack(navigate)}
        gifts={
          creator ? null : (
            <>
              <SendGiftSheet
                creatorId={live.creator.id}
                creatorName={creatorName}
                liveId={live.live_id}
                trigger={<IconButton icon="gift" label="Send a gift" variant="secondary" />}
              />
              <TipSheet
                creatorId={live.creator.id}
                creatorName={creatorName}
                liveId={live.live_id}
                trigger={<IconButton icon="coin" label="Send a tip" variant="secondary" />}
              />
            </>
          )
        }
        controls={
          creator ? (
            <LiveControls live={live} onView={(view) => dispatch({ type: 'view', live: view })} onEnded={(summary) => dispatch({ type: 'summary', summary })} />
          ) : null
        }
        toyStatus={creator ? <CreatorToy liveId={live.live_id} /> : <ViewerToy liveId={live.live_id} />}
        animation={playing ? <GiftAnimation key={playing.n} gift={playing} onDone={() => dispatch({ type: 'giftDone', n: playing.n })} /> : null}
      />
      <CallPermissionDialog open={permission} onOpenChange={setPermission} />
    </main>
  );
}
