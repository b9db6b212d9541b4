/**
 * The /video-call screen for one phase of the call (call-phase.ts): the stage with the videos,
 * the card in the middle, the controls. Presentational: the stories render every phase with it.
 */
import { Button, ButtonLink, CallControls, CallInfo, CallNotice, CallStage, CallStatus, CallSummary, CoinAmount, visuallyHidden } from '#ds';
import type { ReactNode } from 'react';
import type { CallView } from '../../../../common/calls';
import type { CallMediaState } from './call-controller';
import {
  buyCoinsPath,
  chatRoomPath,
  endedText,
  formatDuration,
  ICE_FAILED_NO_TURN,
  ICE_FAILED_TITLE,
  ICE_FAILED_WITH_TURN,
  notConnectedText,
  PERMISSION_TEXT,
  PERMISSION_TITLE,
  type CallPhase,
} from './call-phase';

export interface CallScreenViewProps {
  me: number;
  call: CallView;
  phase: CallPhase;
  media: CallMediaState;
  /** Seconds since the call connected (server clock). */
  elapsed: number;
  hangingUp: boolean;
  onHangUp: () => void;
  onToggleMic: () => void;
  onToggleCamera: () => void;
  onSwitchCamera: () => void;
}

const MEDIA_UNAVAILABLE_TITLE = 'Your camera could not start.';
const MEDIA_UNAVAILABLE_TEXT = 'Another app may be using it, or this device has none. Close other apps that use the camera and try again.';

export function CallScreenView({ me, call, phase, media, elapsed, hangingUp, onHangUp, onToggleMic, onToggleCamera, onSwitchCamera }: CallScreenViewProps) {
  const peerName = call.peer.nick_name || call.peer.user_name;
  const peerPortrait = call.peer.portrait || undefined;
  const backToChat = (
    <ButtonLink href={chatRoomPath(me, call.peer.id)} variant="secondary" icon="chat">
      Back to chat
    </ButtonLink>
  );
  const hangUpButton = (
    <Button variant="danger" icon="hangUp" loading={hangingUp} onPress={onHangUp}>
      Hang up
    </Button>
  );
  const status = (props: { title: string; text?: string; waiting?: boolean; problem?: 'videoOff' | 'close'; actions?: ReactNode }) => (
    <CallStatus peerName={peerName} peerPortrait={peerPortrait} {...props} />
  );

  let overlay: ReactNode = null;
  switch (phase.kind) {
    case 'ringing':
      overlay = status({
        title: 'Ringing...',
        waiting: true,
        actions: (
          <Button variant="secondary" loading={hangingUp} onPress={onHangUp}>
            Cancel
          </Button>
        ),
      });
      break;
    case 'connecting':
      overlay = status({ title: 'Connecting...', waiting: true });
      break;
    case 'not_connected':
      overlay = status({ ...notConnectedText(phase.reason, call), actions: backToChat });
      break;
    case 'summary':
      overlay = (
        <CallSummary
          peerName={peerName}
          peerPortrait={peerPortrait}
          duration={formatDuration(elapsed)}
          coins={call.coins_charged}
          coinsLabel={call.payer ? 'Coins spent' : 'Coins charged'}
          endedBy={endedText(phase.reason, call)}
          actions={backToChat}
        />
      );
      break;
    case 'permission':
      overlay = status({ title: PERMISSION_TITLE, text: PERMISSION_TEXT, problem: 'videoOff', actions: phase.ended ? backToChat : hangUpButton });
      break;
    case 'media_unavailable':
      overlay = status({ title: MEDIA_UNAVAILABLE_TITLE, text: MEDIA_UNAVAILABLE_TEXT, problem: 'videoOff', actions: phase.ended ? backToChat : hangUpButton });
      break;
    case 'ice_failed':
      overlay = status({
        title: ICE_FAILED_TITLE,
        text: phase.turn ? ICE_FAILED_WITH_TURN : ICE_FAILED_NO_TURN,
        problem: 'close',
        actions: phase.ended ? backToChat : hangUpButton,
      });
      break;
    case 'live':
      break;
  }

  const live = phase.kind === 'live';
  const inCall = live || phase.kind === 'connecting';
  const lowBalance = live && call.payer && call.low_balance;
  return (
    <CallStage
      peerName={peerName}
      peerPortrait={peerPortrait}
      remoteStream={media.remote}
      remoteHidden={!live}
      localStream={phase.kind === 'summary' || phase.kind === 'not_connected' ? null : media.local}
      localCameraOff={!media.cameraOn}
      dataAttributes={{ 'data-call-state': call.state, 'data-call-phase': phase.kind, 'data-ice-state': media.ice, 'data-end-reason': call.end_reason ?? '' }}
      info={
        live ? (
          <CallInfo
            elapsed={formatDuration(elapsed)}
            coins={
              call.price_per_minute > 0 ? (
                <>
                  <span className={visuallyHidden}>{call.payer ? 'Coins spent so far: ' : 'Coins charged so far: '}</span>
                  <CoinAmount amount={call.coins_charged} size="sm" exact />
                </>
              ) : undefined
            }
          />
        ) : undefined
      }
      notice={
        <>
          {lowBalance && (
            <CallNotice
              tone="warning"
              action={
                <ButtonLink href={buyCoinsPath(call.call_id)} variant="primary" size="sm">
                  Buy coins
                </ButtonLink>
              }
            >
              Your coins run out in about a minute
            </CallNotice>
          )}
          {live && phase.reconnecting && <CallNotice>Reconnecting...</CallNotice>}
        </>
      }
      overlay={overlay}
      controls={
        inCall ? (
          <CallControls
            micOn={media.micOn}
            cameraOn={media.cameraOn}
            canSwitchCamera={media.canSwitchCamera}
            onToggleMic={onToggleMic}
            onToggleCamera={onToggleCamera}
            onSwitchCamera={onSwitchCamera}
            onHangUp={onHangUp}
            hangingUp={hangingUp}
            mediaDisabled={media.media !== 'ready'}
          />
        ) : undefined
      }
    />
  );
}
