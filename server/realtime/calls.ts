/**
 * Call rooms and WebRTC signalling over the user's one socket (issue 21, ADR 100). The
 * /video-call page joins the room "call:{id}" (members only, not ended); when sockets of both
 * members are in it the room hears call_ready (the caller then offers, or restarts ICE after a
 * reconnect); call_signal is relayed to the other member's sockets in the room and nobody else.
 * The server never reads the SDP: it checks shape and size, and who may send it where.
 */
import { z } from 'zod';
import type { CallSignal } from '../../common/calls';
import { recordId } from '../../common/numbers';
import type { CallService } from '../domain/calls/types';
import { AppError } from '../domain/errors';
import { log } from '../log';
import { callRoom, userRoom, type RealtimeServer } from './rooms';
import { badRequest, refusal, sdpText, signalBudget } from './signalling';

export { SIGNAL_LIMIT, SIGNAL_SDP_MAX } from './signalling';

/** Who may enter a call's room: the calls domain's detail (CALL_NOT_FOUND, CALL_NOT_MEMBER), wired as `services.calls`. */
export type CallRoomRules = Pick<CallService, 'detail'>;

const CANDIDATE_MAX = 2_000;

const callPayload = z.object({ call_id: recordId });
const sdp = sdpText;
const signal: z.ZodType<CallSignal> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('offer'), sdp, restart: z.boolean().optional() }),
  z.object({ type: z.literal('answer'), sdp }),
  z.object({
    type: z.literal('candidate'),
    candidate: z.object({
      // "" is the end-of-candidates marker.
      candidate: z.string().max(CANDIDATE_MAX),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(1023).nullable(),
    }),
  }),
]);
const signalPayload = z.object({ call_id: recordId, signal });

/** The distinct user ids of the sockets in the call's room, on every process (the Redis adapter asks the others). */
export async function presentMembers(io: RealtimeServer, callId: number): Promise<number[]> {
  const sockets = await io.in(callRoom(callId)).fetchSockets();
  const ids = new Set<number>();
  for (const socket of sockets) if (socket.data.user) ids.add(socket.data.user.user_id);
  return [...ids].sort((a, b) => a - b);
}

/** Every socket leaves the call's room (the call ended): no more signals are relayed. */
export function closeCallRoom(io: RealtimeServer, callId: number): void {
  io.in(callRoom(callId)).socketsLeave(callRoom(callId));
}

/**
 * Both members present: the room hears call_ready. Two joins racing on two processes may both
 * announce it; the browser treats a second call_ready as a renegotiation, which is harmless.
 */
async function announceReady(io: RealtimeServer, callId: number) {
  try {
    if ((await presentMembers(io, callId)).length >= 2) io.to(callRoom(callId)).emit('call_ready', { call_id: callId });
  } catch (error) {
    // Another process did not answer in time: the page's next join (it rejoins on reconnect) announces it.
    log.warn({ err: error, callId }, 'call_ready not announced');
  }
}

/** Handles call_join, call_signal and call_leave on every socket; without `rules` a join answers UNAVAILABLE. */
export function attachCallRooms(io: RealtimeServer, rules: CallRoomRules | undefined): void {
  io.on('connection', (socket) => {
    const withinBudget = signalBudget();

    socket.on('call_join', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      try {
        const parsed = callPayload.safeParse(payload);
        if (!parsed.success) throw badRequest(parsed.error);
        const user = socket.data.user;
        if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
        if (!rules) throw new AppError('UNAVAILABLE');
        const callId = parsed.data.call_id;
        const view = await rules.detail(user.user_id, callId);
        if (view.state === 'ended') throw new AppError('CALL_ENDED');
        // The socket may have gone while the call was read.
        if (socket.disconnected) return;
        await socket.join(callRoom(callId));
        ack({ ok: true, data: view });
        void announceReady(io, callId);
      } catch (error) {
        ack(refusal(error));
      }
    });

    socket.on('call_signal', (payload, ack) => {
      if (typeof ack !== 'function') return;
      try {
        if (!withinBudget(Date.now())) throw new AppError('RATE_LIMITED');
        const parsed = signalPayload.safeParse(payload);
        if (!parsed.success) throw badRequest(parsed.error);
        const { call_id: callId } = parsed.data;
        const user = socket.data.user;
        // Only a socket that joined the room (a member, the call not ended) may signal in it.
        if (!user || !socket.rooms.has(callRoom(callId))) throw new AppError('CALL_NOT_MEMBER');
        // To the other member's sockets in the room: never the sender's own other tabs, never outside the room.
        socket.to(callRoom(callId)).except(userRoom(user.user_id)).emit('call_signal', { call_id: callId, signal: parsed.data.signal });
        ack({ ok: true, data: null });
      } catch (error) {
        ack(refusal(error));
      }
    });

    socket.on('call_leave', (payload) => {
      const parsed = callPayload.safeParse(payload);
      if (parsed.success) void socket.leave(callRoom(parsed.data.call_id));
    });
  });
}
