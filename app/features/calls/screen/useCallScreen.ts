/**
 * The client side of /video-call (issue 21): the server's view of the call (loader, call_join,
 * call_state events, API answers), this page's media (CallController) and the actions.
 * The room is joined on every (re)connect of the socket; leaving the page leaves the room and
 * releases the camera, but only "Hang up" (the red button, or Back while the call is on) ends the call.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallView, IceConfig } from '../../../../common/calls';
import { api } from '../../../lib/api';
import { onSocketConnect, onSocketEvent, socketRequest, socketSend } from '../../../realtime/events';

/** How long a call_join or call_signal waits for the server's answer. */
const CALL_ANSWER_MS = 10_000;
import { CallController, hasTurn, initialMediaState, rtcConfig, type CallMediaState } from './call-controller';
import { callPhase, clockOffset, elapsedSeconds, laterView } from './call-phase';

export interface CallScreenStart {
  initial: CallView;
  ice: IceConfig;
}

export function useCallScreen({ initial, ice }: CallScreenStart) {
  const callId = initial.call_id;
  const [call, setCall] = useState(initial);
  const [offset, setOffset] = useState(() => clockOffset(initial, Date.now()));
  const [media, setMedia] = useState<CallMediaState>(initialMediaState);
  const [now, setNow] = useState(() => Date.now());
  const [hangingUp, setHangingUp] = useState(false);
  const controller = useRef<CallController | null>(null);
  const ended = call.state === 'ended';

  const latest = useRef(initial);
  const applyView = useCallback((view: CallView) => {
    if (laterView(latest.current, view) !== view) return;
    latest.current = view;
    setCall(view);
    setOffset(clockOffset(view, Date.now()));
  }, []);
  const refresh = useCallback(
    () =>
      api()
        .call('call.detail', { call_id: callId }, { silent: true })
        .then(applyView)
        .catch(() => undefined),
    [applyView, callId],
  );

  useEffect(() => {
    if (initial.state === 'ended') return;
    // A refused join (the call ended meanwhile) shows what the server says about it now.
    const join = () =>
      socketRequest('call_join', { call_id: callId }, CALL_ANSWER_MS)
        .then(applyView)
        .catch(() => refresh());
    const media = new CallController({
      role: initial.role,
      config: rtcConfig(ice.ice_servers, window.location.search),
      createPeerConnection: (config) => new RTCPeerConnection(config),
      getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
      enumerateDevices: () => navigator.mediaDevices.enumerateDevices(),
      sendSignal: (signal) => socketRequest('call_signal', { call_id: callId, signal }, CALL_ANSWER_MS),
      requestRestart: () => void join(),
      onFirstConnected: () =>
        void api()
          .call('call.connected', { call_id: callId }, { silent: true })
          .then(applyView)
          .catch(() => refresh()),
    });
    controller.current = media;
    const offMedia = media.subscribe(setMedia);
    void media.start();
    const offs = [
      onSocketEvent('call_state', applyView),
      onSocketEvent('call_ready', ({ call_id }) => call_id === callId && void media.onReady()),
      onSocketEvent('call_signal', ({ call_id, signal }) => call_id === callId && void media.handleSignal(signal)),
      onSocketConnect(() => void join()),
    ];
    return () => {
      for (const off of offs) off();
      offMedia();
      media.close();
      controller.current = null;
      socketSend('call_leave', { call_id: callId });
    };
    // One controller per page of a call: the loader's first view and ICE servers start it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callId]);

  // The call is over: the camera goes off at once, whoever ended it.
  useEffect(() => {
    if (ended) controller.current?.close();
  }, [ended]);

  // The clock of a connected call.
  useEffect(() => {
    if (call.state !== 'connected') return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [call.state]);

  const hangUp = useCallback(async () => {
    if (hangingUp || ended) return;
    setHangingUp(true);
    try {
      if (call.state === 'ringing' && call.role === 'caller') {
        await api().call('call.cancel', { call_id: callId });
        await refresh();
      } else {
        applyView(await api().call('call.hangup', { call_id: callId }));
      }
    } catch {
      // The toast said why; what the server knows now is what the page shows.
      await refresh();
    } finally {
      setHangingUp(false);
    }
  }, [applyView, call.role, call.state, callId, ended, hangingUp, refresh]);

  const turn = useMemo(() => hasTurn(ice.ice_servers), [ice]);
  return {
    call,
    media,
    phase: callPhase(call, media, turn),
    elapsed: elapsedSeconds(call, now, offset),
    hangingUp,
    hangUp,
    toggleMic: () => controller.current?.setMic(!media.micOn),
    toggleCamera: () => controller.current?.setCamera(!media.cameraOn),
    switchCamera: () => void controller.current?.switchCamera().catch(() => undefined),
  };
}
