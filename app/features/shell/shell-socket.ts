/**
 * The shell's socket (spec sections 4 and 7), loaded on demand by ClientEffects once the page has
 * hydrated and is idle, so socket.io-client is not part of a first visit (ADR 105). On connect it is
 * marked online, the outbox goes out and the unread totals are pulled; the call and live screens
 * get the same socket.
 */
import { USER_TYPE } from '../../../common/constants';
import { api } from '../../lib/api';
import { deviceId } from '../../lib/device';
import { attachSocket, dispatchSocketEvent } from '../../realtime/events';
import { connectChatSocket } from '../../realtime/socket';
import { usePlatform } from '../../stores/platform';
import { useRealtimeStore } from '../../stores/realtime';
import { flushChatOutbox } from '../chat/chat-client';
import { receiveRealtimeNotify } from '../notifications/BannerHost';
import { onLogout } from '../session/logout';

export type ShellSocketOptions = {
  userId: number | undefined;
  loggedIn: boolean;
  /** The live this page's socket carries (`li`), on /live/join_live. */
  liveId: string | undefined;
  /** The session was ended elsewhere (revoked from /user/account, or logged out there). */
  onSignout: () => void;
  /** The profile, role or balance changed. */
  onUserInfoChange: () => void;
};

/** Connects the socket; returns its close. */
export function openShellSocket({ userId, loggedIn, liveId, onSignout, onUserInfoChange }: ShellSocketOptions): () => void {
  const { platform } = usePlatform.getState();
  const store = useRealtimeStore.getState();
  const connection = connectChatSocket({
    query: {
      ui: userId === undefined ? undefined : String(userId),
      ut: String(loggedIn ? USER_TYPE.loggedIn : USER_TYPE.anonymous),
      di: deviceId(),
      pt: platform,
      li: liveId,
    },
    onOnline: () => {
      store.setOnline(true);
      document.documentElement.dataset.chatOnline = 'true';
      if (!loggedIn || userId === undefined) return;
      // Messages typed while offline go out now, once.
      void flushChatOutbox(userId);
      api()
        .call('system.init', {}, { silent: true })
        .then((init) => useRealtimeStore.getState().setCounters(init))
        .catch(() => undefined);
    },
    onOffline: () => {
      store.setOnline(false);
      document.documentElement.dataset.chatOnline = 'false';
    },
    onSignout,
    onChatMessage: (message) => {
      if (userId !== undefined) useRealtimeStore.getState().receiveChatMessage(message, userId);
      dispatchSocketEvent('chat_message', message);
    },
    onRealtimeNotify: (notify) => receiveRealtimeNotify(notify),
    onUserInfoChange,
  });
  const detach = attachSocket(connection.socket);
  const unregister = onLogout(connection.close);
  // Back online while the socket stayed up (a short outage): the outbox goes out too, once.
  const flushOnline = () => {
    if (loggedIn && userId !== undefined) void flushChatOutbox(userId);
  };
  window.addEventListener('online', flushOnline);
  return () => {
    unregister();
    detach();
    window.removeEventListener('online', flushOnline);
    connection.close();
  };
}
