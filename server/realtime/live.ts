/**
 * Live rooms and the lives' media signalling (issue 22, ADR 101). A socket opened with the `li`
 * query enters the room "live:{id}" when the domain admits it (LiveRoomRules.enter), hears
 * live_state, and may watch: live_watch gets the SFU's offer, live_watch_answer completes it (the
 * viewer key is the socket id). The creator's live_publish gives the SFU their offer; when their
 * publishing socket goes, the SFU unpublishes and the domain starts its grace period. A socket that
 * leaves the room, however (left, kicked, replaced, live closed), drops its SFU subscription.
 */
import { z } from 'zod';
import { recordId, recordIdParam } from '../../common/numbers';
import type { ServerEvent, ServerEventPayload } from '../../common/realtime';
import type { Visitor } from '../domain/locations/rules';
import type { LiveRoomControl, LiveRoomRules } from '../domain/live/types';
import { AppError } from '../domain/errors';
import { toAppError } from '../http/errors';
import { log } from '../log';
import type { Sfu } from '../media/sfu';
import { liveRoom, sessionRoom, userRoom, type RealtimeServer, type RealtimeSocket } from './rooms';
import { badRequest, refusal, sdpText, signalBudget } from './signalling';

export interface LiveRoomsOptions {
  rules: LiveRoomRules;
  sfu: Sfu;
}

const livePayload = z.object({ live_id: recordId });
const sdpPayload = z.object({ live_id: recordId, sdp: sdpText });
const LIVE_ROOM = /^live:(\d+)$/;
/** How often at most a room hears its viewer count change. */
export const PRESENCE_THROTTLE_MS = 500;

/** The room's sockets that belong to `room` too (a user's or a session's), on every process. */
async function inBoth(io: RealtimeServer, liveId: number, room: string) {
  const sockets = await io.in(room).fetchSockets();
  return sockets.filter((socket) => socket.rooms.has(liveRoom(liveId)));
}

/**
 * Handles the `li` query, live_publish, live_watch and live_watch_answer on every socket. Returns
 * the domain's side of the rooms. Without `options`, a socket with `li` hears live_refused UNAVAILABLE.
 */
export function attachLiveRooms(io: RealtimeServer, options: LiveRoomsOptions | undefined, ipOf: (socket: RealtimeSocket) => string): LiveRoomControl {
  /** This process's publishing socket per live: a reconnected creator's older socket must not unpublish the new stream. */
  const publishers = new Map<number, string>();

  /** Lives whose viewer count is due to be broadcast: one broadcast per live and PRESENCE_THROTTLE_MS, however many come and go. */
  const countDue = new Set<number>();
  const presenceChanged = (liveId: number) => {
    if (!options || countDue.has(liveId)) return;
    countDue.add(liveId);
    setTimeout(() => {
      countDue.delete(liveId);
      options.rules.presenceChanged(liveId).catch((error: unknown) => log.warn({ err: error, liveId }, 'live: viewer count'));
    }, PRESENCE_THROTTLE_MS).unref();
  };

  // Whatever took a socket out of a live room, its subscription goes (this process holds it), and the count changes.
  io.of('/').adapter.on('leave-room', (room: string, socketId: string) => {
    const match = LIVE_ROOM.exec(room);
    if (!match || !options) return;
    void options.sfu.leave(Number(match[1]), socketId).catch((error: unknown) => log.warn({ err: error }, 'live: sfu.leave'));
    presenceChanged(Number(match[1]));
  });

  async function enter(socket: RealtimeSocket, liveId: number) {
    try {
      if (!options) throw new AppError('UNAVAILABLE');
      const visitor: Visitor = { userId: socket.data.user?.user_id ?? null, ip: ipOf(socket) };
      const { view, replacedSessionId } = await options.rules.enter(visitor, liveId, socket.data.sessionId ?? null);
      if (socket.disconnected) return;
      await socket.join(liveRoom(liveId));
      socket.emit('live_state', view);
      presenceChanged(liveId);
      if (replacedSessionId !== null && replacedSessionId !== socket.data.sessionId) {
        for (const older of await inBoth(io, liveId, sessionRoom(replacedSessionId))) {
          older.emit('live_replaced', { live_id: liveId });
          older.leave(liveRoom(liveId));
        }
      }
    } catch (error) {
      const appError = toAppError(error);
      socket.emit('live_refused', { live_id: liveId, code: appError.code, message: appError.message });
    }
  }

  io.on('connection', (socket) => {
    const withinBudget = signalBudget();
    const li = recordIdParam.safeParse(socket.handshake.query.li);
    if (socket.handshake.query.li !== undefined && li.success) void enter(socket, li.data);

    /** Checks budget and payload; the caller's work gets the parsed payload. */
    const handle =
      <S extends z.ZodType, T>(schema: S, work: (payload: z.infer<S>, sfu: Sfu, rules: LiveRoomRules) => Promise<T>) =>
      async (payload: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return;
        try {
          if (!withinBudget(Date.now())) throw new AppError('RATE_LIMITED');
          const parsed = schema.safeParse(payload);
          if (!parsed.success) throw badRequest(parsed.error);
          if (!options) throw new AppError('UNAVAILABLE');
          ack({ ok: true, data: await work(parsed.data, options.sfu, options.rules) });
        } catch (error) {
          ack(refusal(error));
        }
      };

    socket.on(
      'live_publish',
      handle(sdpPayload, async ({ live_id: liveId, sdp }, sfu, rules) => {
        const user = socket.data.user;
        if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
        await rules.assertPublisher(user.user_id, liveId);
        const answer = await sfu.publish(liveId, sdp);
        if (socket.disconnected) {
          await sfu.unpublish(liveId);
          return { live_id: liveId, sdp: answer };
        }
        publishers.set(liveId, socket.id);
        socket.data.publishing = [...new Set([...(socket.data.publishing ?? []), liveId])];
        await rules.publishing(liveId, user.user_id, true);
        return { live_id: liveId, sdp: answer };
      }),
    );

    socket.on(
      'live_watch',
      handle(livePayload, async ({ live_id: liveId }, sfu) => {
        if (!socket.rooms.has(liveRoom(liveId))) throw new AppError('LIVE_NOT_FOUND');
        return { live_id: liveId, sdp: await sfu.watch(liveId, socket.id) };
      }),
    );

    socket.on(
      'live_watch_answer',
      handle(sdpPayload, async ({ live_id: liveId, sdp }, sfu) => {
        if (!socket.rooms.has(liveRoom(liveId))) throw new AppError('LIVE_NOT_FOUND');
        await sfu.answer(liveId, socket.id, sdp);
        return null;
      }),
    );

    socket.on('disconnect', () => {
      if (!options) return;
      const user = socket.data.user;
      for (const liveId of socket.data.publishing ?? []) {
        if (publishers.get(liveId) !== socket.id || !user) continue;
        publishers.delete(liveId);
        void (async () => {
          await options.sfu.unpublish(liveId);
          // The domain runs the grace period from here.
          await options.rules.publishing(liveId, user.user_id, false);
        })().catch((error: unknown) => log.warn({ err: error, liveId }, 'live: unpublish on disconnect'));
      }
    });
  });

  return liveRoomControl(io, options?.sfu);
}

/**
 * The domain's side of the rooms (LiveRoomControl), from the socket.io server alone: what
 * attachRealtime returns as `liveControl`, and what a service connected later (root.connect(io))
 * can build itself with the same SFU.
 */
export function liveRoomControl(io: RealtimeServer, sfu: Sfu | undefined): LiveRoomControl {
  return {
    async present(liveId) {
      const sockets = await io.in(liveRoom(liveId)).fetchSockets();
      const ids = new Set<number>();
      for (const socket of sockets) if (socket.data.user) ids.add(socket.data.user.user_id);
      return [...ids].sort((a, b) => a - b);
    },
    broadcast<E extends ServerEvent>(liveId: number, event: E, payload: ServerEventPayload<E>) {
      (io.to(liveRoom(liveId)).emit as (event: E, payload: ServerEventPayload<E>) => boolean)(event, payload);
    },
    async kick(liveId, userId) {
      for (const socket of await inBoth(io, liveId, userRoom(userId))) {
        socket.emit('live_kicked', { live_id: liveId });
        socket.leave(liveRoom(liveId));
      }
    },
    async close(liveId) {
      io.to(liveRoom(liveId)).emit('live_ended', { live_id: liveId });
      io.in(liveRoom(liveId)).socketsLeave(liveRoom(liveId));
      await sfu?.close(liveId);
    },
  };
}
