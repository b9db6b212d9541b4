/**
 * socket.io on the app's HTTP server: the handshake is authenticated by the session
 * cookie (or auth.token), each user joins the room "user:{id}". Channels of spec 7:
 * chat_message, user_info_change, signout, realtime_notify; events call_invite, call_cancel.
 * With REDIS_URL the Redis adapter lets several processes behave as one.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { SOCKET_PING_INTERVAL_MS, SOCKET_PING_TIMEOUT_MS } from '../../common/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/realtime';
import type { Database } from '../db';
import { findSession } from '../domain/sessions';
import type { OriginRule } from '../http/origin';
import type { ProxyConfig } from '../http/context';
import { sessionCookieOf } from '../http/cookies';
import { clientIp } from '../http/proxy';
import { capAnonymousSockets } from './anonymous-cap';
import { sessionRoom, userRoom, type RealtimeServer, type SocketData } from './rooms';
import { attachCallRooms, type CallRoomRules } from './calls';
import { attachLiveRooms, type LiveRoomsOptions } from './live';

export { callRoom, liveRoom, sessionRoom, userOnline, userRoom, type RealtimeServer, type SocketData } from './rooms';
export { liveRoomControl, type LiveRoomsOptions } from './live';
export { closeCallRoom, presentMembers, type CallRoomRules } from './calls';

export interface RealtimeOptions {
  db: Database;
  redisUrl?: string;
  /** Trusted proxies and the public URL: the session cookie's name in force and the client's address (ADR 086). */
  proxy: ProxyConfig;
  /** Sockets without a signed-up account open at once from one address; 0: no cap. */
  anonymousPerIp: number;
  /** Which origins may open a socket (ADR 085). */
  origins: OriginRule;
  /** Call rooms and WebRTC signalling (issue 21, ADR 100): who may join a call's room. Unset: call_join answers UNAVAILABLE. */
  callRooms?: CallRoomRules;
  /** Live rooms and their SFU (issue 22, ADR 101): who may enter and publish. Unset: a socket with `li` hears live_refused UNAVAILABLE. */
  liveRooms?: LiveRoomsOptions;
}

export async function attachRealtime(httpServer: HttpServer, options: RealtimeOptions) {
  const io: RealtimeServer = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    pingInterval: SOCKET_PING_INTERVAL_MS,
    pingTimeout: SOCKET_PING_TIMEOUT_MS,
    serveClient: false,
    // The handshake (polling or WebSocket) is refused to other sites' pages: a socket carries the
    // user's private events and its cookie goes along from any same-site page (ADR 085).
    allowRequest: (req, callback) => {
      try {
        options.origins.check(req);
        callback(null, true);
      } catch {
        callback('CROSS_SITE_REQUEST', false);
      }
    },
    // CORS headers for the configured origins alone (the app's own pages need none): no other page reads a polling answer.
    cors: { origin: [...options.origins.configured], credentials: true },
  });
  let closeRedis = async () => {};
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closeRedis = async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
  }

  io.use(async (socket, next) => {
    try {
      const cookieToken = sessionCookieOf(socket.request, options.proxy);
      const authToken = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const session = await findSession(options.db, authToken ?? cookieToken);
      const query = socket.handshake.query;
      socket.data = {
        user: session?.user ?? null,
        sessionId: session?.sessionId,
        deviceId: typeof query.di === 'string' ? query.di : undefined,
        platform: typeof query.pt === 'string' ? query.pt : undefined,
      };
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.use(capAnonymousSockets(options.anonymousPerIp, (req) => clientIp(req, options.proxy.TRUST_PROXY)));

  io.on('connection', (socket) => {
    const user = socket.data.user;
    if (user) void socket.join(userRoom(user.user_id));
    if (socket.data.sessionId) void socket.join(sessionRoom(socket.data.sessionId));
  });
  attachCallRooms(io, options.callRooms);
  const liveControl = attachLiveRooms(io, options.liveRooms, (socket) => clientIp(socket.request, options.proxy.TRUST_PROXY));

  return {
    io,
    /** The domain's side of the live rooms (LiveRoomControl): present, broadcast, kick, close. */
    liveControl,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeRedis();
      await options.liveRooms?.sfu.shutdown();
    },
  };
}
