/**
 * The live room's behaviour (issue 22): the room state from the socket's live events and the API's
 * answers (room-state.ts), the chat, the ticket through the spend door, and the media: a viewer
 * watches while the creator publishes (and again when the creator comes back); the creator's page
 * opens the camera and microphone and publishes while the live runs.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { IceConfig } from '../../../../common/calls';
import { coinsText } from '#ds';
import type { LiveView } from '../../../../common/live';
import { publishLive, watchLive } from '../live-media';
import { onSocketEvent, reconnectSocket } from '../../../realtime/events';
import { joinLiveHref } from '../live-api';
import { useSpend } from '../../pay/spend';
import { liveApi } from './live-api';
import { initialRoom, isCreator, roomPhase, roomReducer, shouldPublish, shouldWatch } from './room-state';

/** After a failed watch or publish (the SFU not ready, the creator just back), the next try. */
export const MEDIA_RETRY_MS = 2_000;
export const TICKET_KEY = (liveId: number) => `live:${liveId}:ticket`;

export type CameraProblem = 'denied' | 'failed' | null;

let iceOnce: Promise<IceConfig> | null = null;
/** The ICE servers, fetched once per page life (a failure is fetched again next time). */
function iceConfig(): Promise<IceConfig> {
  iceOnce ??= liveApi.iceServers().catch((error: unknown) => {
    iceOnce = null;
    throw error;
  });
  return iceOnce;
}

export function useLiveRoom(initial: LiveView) {
  const liveId = initial.live_id;
  const [state, dispatch] = useReducer(roomReducer, initial, initialRoom);
  const phase = roomPhase(state);
  const creator = isCreator(state);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraProblem>(null);
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState('');
  // Lines going out, in order: a line typed while the last one is on its way is sent after it, never dropped.
  const [sending, setSending] = useState(0);
  const chatQueue = useRef<Promise<void>>(Promise.resolve());
  const [buying, setBuying] = useState(false);
  const spend = useSpend();

  useEffect(() => {
    const offs = [
      onSocketEvent('live_state', (live) => dispatch({ type: 'state', live })),
      onSocketEvent('live_refused', (p) => dispatch({ type: 'refused', ...p })),
      onSocketEvent('live_chat', (line) => dispatch({ type: 'chat', line })),
      onSocketEvent('live_gift', (gift) => dispatch({ type: 'gift', gift })),
      onSocketEvent('live_kicked', ({ live_id }) => dispatch({ type: 'kicked', live_id })),
      onSocketEvent('live_replaced', ({ live_id }) => dispatch({ type: 'replaced', live_id })),
      onSocketEvent('live_ended', ({ live_id }) => dispatch({ type: 'ended', live_id })),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  // In the room: the chat so far.
  const inRoom = phase === 'room';
  useEffect(() => {
    if (!inRoom) return;
    liveApi
      .chatBacklog(liveId)
      .then(({ list }) => dispatch({ type: 'backlog', lines: list }))
      .catch(() => undefined);
  }, [inRoom, liveId]);

  // The creator's summary, once ended (also for a page opened after the end).
  const ended = phase === 'ended';
  useEffect(() => {
    if (!ended || !creator || state.summary) return;
    liveApi
      .summary(liveId)
      .then((summary) => dispatch({ type: 'summary', summary }))
      .catch(() => undefined);
  }, [ended, creator, state.summary, liveId]);

  const retry = useCallback(() => setTimeout(() => setAttempt((n) => n + 1), MEDIA_RETRY_MS), []);

  // Viewer: watch while the creator publishes; a new watch each time publishing comes back.
  const watch = shouldWatch(state);
  useEffect(() => {
    if (!watch) return;
    let closed = false;
    let close = () => undefined as void;
    let timer: ReturnType<typeof setTimeout> | undefined;
    iceConfig()
      .then((ice) => watchLive(liveId, ice))
      .then((media) => {
        if (closed) return media.close();
        close = () => media.close();
        setRemote(media.stream);
      })
      .catch(() => {
        if (!closed) timer = retry();
      });
    return () => {
      closed = true;
      clearTimeout(timer);
      close();
      setRemote(null);
    };
  }, [watch, liveId, attempt, retry]);

  // Creator: the camera and microphone while the live runs (the calls' permission texts if refused).
  const wantsCamera = creator && inRoom && state.live.state === 'running';
  useEffect(() => {
    if (!wantsCamera) return;
    let closed = false;
    let stream: MediaStream | null = null;
    const devices = globalThis.navigator?.mediaDevices;
    if (!devices?.getUserMedia) {
      setCamera('failed');
      return;
    }
    devices
      .getUserMedia({ video: true, audio: true })
      .then((s) => {
        stream = s;
        if (closed) return s.getTracks().forEach((t) => t.stop());
        setCamera(null);
        setLocal(s);
      })
      .catch((error: unknown) => setCamera((error as { name?: unknown } | null)?.name === 'NotAllowedError' ? 'denied' : 'failed'));
    return () => {
      closed = true;
      stream?.getTracks().forEach((t) => t.stop());
      setLocal(null);
    };
  }, [wantsCamera]);

  const publish = shouldPublish(state) && local !== null;
  useEffect(() => {
    if (!publish || !local) return;
    let closed = false;
    let close = () => undefined as void;
    let timer: ReturnType<typeof setTimeout> | undefined;
    iceConfig()
      .then((ice) => publishLive(liveId, local, ice))
      .then((publisher) => {
        if (closed) return publisher.close();
        close = () => publisher.close();
        return publisher.connected;
      })
      .catch(() => {
        if (closed) return;
        close();
        timer = retry();
      });
    return () => {
      closed = true;
      clearTimeout(timer);
      close();
    };
  }, [publish, local, liveId, attempt, retry]);

  const sendChat = useCallback(() => {
    const text = draft.trim();
    if (!text) return chatQueue.current;
    setDraft('');
    setSending((n) => n + 1);
    chatQueue.current = chatQueue.current.then(async () => {
      try {
        dispatch({ type: 'chat', line: await liveApi.sendChat(liveId, text) });
      } catch {
        // The toast said why (a muted chat, a long line); the line comes back to edit unless a new one is being typed.
        setDraft((current) => current || text);
      } finally {
        setSending((n) => n - 1);
      }
    });
    return chatQueue.current;
  }, [draft, liveId]);

  const buyTicket = useCallback(async () => {
    if (buying) return;
    setBuying(true);
    const price = state.live.ticket_price;
    try {
      await spend({
        title: `A ticket to ${state.live.title}`,
        coins: price,
        purpose: 'to buy a ticket to this Live',
        confirmLabel: `Buy ticket for ${coinsText(price)}`,
        spend: async () => {
          dispatch({ type: 'view', live: await liveApi.buyTicket(liveId, TICKET_KEY(liveId)) });
          // The server admits a socket to the room when it connects with `li`: enter again, now with the ticket.
          reconnectSocket();
        },
      });
    } finally {
      setBuying(false);
    }
  }, [buying, spend, state.live.ticket_price, state.live.title, liveId]);

  const share = useCallback(async () => {
    const url = `${window.location.origin}${joinLiveHref(liveId)}`;
    void liveApi.share(liveId);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: state.live.title, url });
        return null;
      }
      await navigator.clipboard.writeText(url);
      return 'Link copied';
    } catch {
      return null; // dismissed
    }
  }, [liveId, state.live.title]);

  return {
    state,
    phase,
    dispatch,
    stream: creator ? local : remote,
    camera,
    draft,
    setDraft,
    sending: sending > 0,
    sendChat,
    buying,
    buyTicket,
    share,
  };
}
