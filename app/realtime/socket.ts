/**
 * The chat socket (spec sections 4 and 7): connects with query ui, ut, di, pt; on connect
 * it is marked online and the unread totals are pulled; on disconnect it is marked offline
 * and reconnects after 5 s; it also reconnects on coming online, on a click and when the
 * page becomes visible.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_RECONNECT_MS } from '../../common/constants';
import type { ClientToServerEvents, LiveChatMessage, ServerToClientEvents, UserInfoChange } from '../../common/realtime';
import type { RealtimeNotify } from '../../common/notifications';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketOptions {
  query: { ui?: string; ut: string; di?: string; pt: string; li?: string };
  onOnline: () => void;
  onOffline: () => void;
  /** The server ended this session (spec section 7: "signout"). */
  onSignout?: () => void;
  /** A stored chat message (spec section 7: "chat_message"). */
  onChatMessage?: (message: LiveChatMessage) => void;
  /** A notification (spec section 3: "realtime_notify"). */
  onRealtimeNotify?: (notify: RealtimeNotify) => void;
  /** The user's profile, role or balance changed: reload the user ("user_info_change"). */
  onUserInfoChange?: (info: UserInfoChange) => void;
  /** For tests: an already created (not yet connected) socket. */
  socket?: ChatSocket;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  };
}

export function connectChatSocket(options: SocketOptions) {
  const query = Object.fromEntries(Object.entries(options.query).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const socket: ChatSocket =
    options.socket ??
    io({
      query,
      autoConnect: false,
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelay: SOCKET_RECONNECT_MS,
      reconnectionDelayMax: SOCKET_RECONNECT_MS,
      randomizationFactor: 0,
    });
  const target = options.target ?? window;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const reconnect = () => {
    if (!closed && !socket.connected) socket.connect();
  };
  socket.on('connect', () => {
    clearTimeout(retry);
    options.onOnline();
  });
  socket.on('signout', () => options.onSignout?.());
  socket.on('chat_message', (message) => options.onChatMessage?.(message));
  socket.on('realtime_notify', (notify) => options.onRealtimeNotify?.(notify));
  socket.on('user_info_change', (info) => options.onUserInfoChange?.(info));
  socket.on('disconnect', (reason) => {
    options.onOffline();
    // socket.io retries by itself except after a server-side or manual disconnect.
    if (reason === 'io server disconnect') retry = setTimeout(reconnect, SOCKET_RECONNECT_MS);
  });
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') reconnect();
  };
  target.addEventListener('online', reconnect);
  target.addEventListener('click', reconnect);
  target.document.addEventListener('visibilitychange', onVisible);
  socket.connect();

  return {
    socket,
    close() {
      closed = true;
      clearTimeout(retry);
      target.removeEventListener('online', reconnect);
      target.removeEventListener('click', reconnect);
      target.document.removeEventListener('visibilitychange', onVisible);
      socket.disconnect();
    },
  };
}
