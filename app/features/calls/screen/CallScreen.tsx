/**
 * /video-call for one call: the header and the screen. Back on a call in progress hangs up, as the
 * red button does, and stays for the "Call ended" summary (duration, coins); Back then leaves.
 */
import { useNavigate } from '@remix-run/react';
import { ScreenHeader } from '#ds';
import { goBack } from '../../errors/RouteErrorBoundary';
import { CallScreenView } from './CallScreenView';
import { useCallScreen, type CallScreenStart } from './useCallScreen';

export function CallScreen({ me, initial, ice }: CallScreenStart & { me: number }) {
  const screen = useCallScreen({ initial, ice });
  const navigate = useNavigate();
  const { call, phase } = screen;
  const inProgress = call.state !== 'ended';
  const peerName = call.peer.nick_name || call.peer.user_name;
  return (
    <>
      <ScreenHeader title={peerName} backLabel={inProgress ? 'Hang up' : 'Back'} onBack={() => (inProgress ? void screen.hangUp() : goBack(navigate))} />
      <main id="main">
        <CallScreenView
          me={me}
          call={call}
          phase={phase}
          media={screen.media}
          elapsed={screen.elapsed}
          hangingUp={screen.hangingUp}
          onHangUp={() => void screen.hangUp()}
          onToggleMic={screen.toggleMic}
          onToggleCamera={screen.toggleCamera}
          onSwitchCamera={screen.switchCamera}
        />
      </main>
    </>
  );
}
