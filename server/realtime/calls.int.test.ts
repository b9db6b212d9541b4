/**
 * Call rooms and signalling (issue 21, ADR 100): only members of a live call enter its room,
 * call_ready reaches the room when both members are in it, and a signal reaches the other
 * member's sockets in the room and nobody else. The calls domain is a stand-in here (the rooms
 * ask it one question: detail). With REDIS_URL the same runs across two socket.io servers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSignal, CallState, CallView } from '../../common/calls';
import { ERRORS } from '../../common/errors';
import type { ClientToServerEvents, ServerToClientEvents, SocketAck } from '../../common/realtime';
import { anonymous, signUp, startIdentityServer } from '../../test/identity';
import type { TestServer } from '../../test/server';
import type { CallService } from '../domain/calls/types';
import type { Services } from '../services';
import { AppError } from '../domain/errors';
import { originRule } from '../http/origin';
import { attachRealtime, type RealtimeServer } from './index';
import { closeCallRoom, presentMembers, SIGNAL_LIMIT, SIGNAL_SDP_MAX } from './calls';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const { REDIS_URL } = process.env;
const calls = new Map<number, { caller: number; callee: number; state: CallState }>();
// Ids far from other suites' rooms on a shared Redis.
let nextCallId = 7_000_000 + Math.floor(Math.random() * 1_000_000);

function viewOf(call: { caller: number; callee: number; state: CallState }, callId: number, userId: number): CallView {
  const role = userId === call.caller ? 'caller' : 'callee';
  const now = Math.floor(Date.now() / 1000);
  return {
    call_id: callId,
    state: call.state,
    end_reason: call.state === 'ended' ? 'hung_up' : null,
    role,
    payer: role === 'caller',
    peer: { id: role === 'caller' ? call.callee : call.caller, nick_name: 'Peer', user_name: 'peer', portrait: '' },
    price_per_minute: 10,
    min_time: 1,
    now,
    created_at: now,
    connected_at: null,
    ended_at: null,
    timeout_sec: 140,
    coins_charged: 0,
    minutes_charged: 0,
    seconds_left: null,
    low_balance: false,
  };
}

/** The one question the rooms ask, answered as the calls domain does. */
const fakeCalls = {
  async detail(userId: number, callId: number) {
    const call = calls.get(callId);
    if (!call) throw new AppError('CALL_NOT_FOUND');
    if (userId !== call.caller && userId !== call.callee) throw new AppError('CALL_NOT_MEMBER');
    return viewOf(call, callId, userId);
  },
  // The server's calls job runs during these tests too.
  runOnce: async () => undefined,
} as CallService as unknown as Services['calls'];

let t: TestServer & { dataDir: string };
const extra: { close(): Promise<void> }[] = [];
const sockets: Client[] = [];
/** Where each side's sockets connect: one server, or (with Redis) the callee on another. */
const topologies: { name: string; callerUrl: () => string; calleeUrl: () => string; io: () => RealtimeServer }[] = [];
let secondUrl = '';

beforeAll(async () => {
  t = await startIdentityServer(REDIS_URL ? { REDIS_URL } : {});
  t.server.services.calls = fakeCalls;
  if (REDIS_URL) {
    // A second socket.io server on the same database and Redis: another process, as far as rooms go.
    const httpServer = http.createServer();
    const realtime = await attachRealtime(httpServer, {
      db: t.server.database.db,
      redisUrl: REDIS_URL,
      proxy: t.config,
      anonymousPerIp: 0,
      origins: originRule(t.config),
      callRooms: fakeCalls,
    });
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    secondUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    extra.push(realtime);
  }
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const server of extra) await server.close();
  await t?.close();
});

topologies.push({ name: 'one server', callerUrl: () => t.url, calleeUrl: () => t.url, io: () => t.server.io });
if (REDIS_URL) topologies.push({ name: 'two servers over Redis', callerUrl: () => t.url, calleeUrl: () => secondUrl, io: () => t.server.io });

async function socketOf(url: string, token: string): Promise<Client> {
  const socket: Client = connectSocket(url, { transports: ['websocket'], extraHeaders: { Cookie: `__antk=${token}` }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

/** Everything a socket hears of the calls, in order. */
function recorder(socket: Client) {
  const heard: { event: string; payload: unknown }[] = [];
  socket.on('call_ready', (payload) => heard.push({ event: 'call_ready', payload }));
  socket.on('call_signal', (payload) => heard.push({ event: 'call_signal', payload }));
  return heard;
}

const join = (socket: Client, callId: number): Promise<SocketAck<CallView>> => socket.timeout(5000).emitWithAck('call_join', { call_id: callId });
const signal = (socket: Client, callId: number, body: unknown): Promise<SocketAck<null>> =>
  socket.timeout(5000).emitWithAck('call_signal', { call_id: callId, signal: body as CallSignal });
const next = <E extends 'call_ready' | 'call_signal'>(socket: Client, event: E) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => socket.once(event, resolve as never));
/** Lets events in flight land (across Redis too) before checking that something did NOT arrive. */
const settle = () => new Promise((r) => setTimeout(r, REDIS_URL ? 300 : 100));

let userNo = 0;
async function member(name: string) {
  userNo++;
  return signUp(t, `${name}${userNo}x`);
}

function newCall(caller: number, callee: number, state: CallState = 'accepted') {
  const id = nextCallId++;
  calls.set(id, { caller, callee, state });
  return id;
}

const offer: CallSignal = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };

describe.each(topologies)('call rooms ($name)', (topology) => {
  it('admits members only, to calls that have not ended', async () => {
    const [fan, creator, stranger] = [await member('room_fan'), await member('room_creator'), await member('room_stranger')];
    const visitor = await anonymous(t);
    const callId = newCall(fan.userId, creator.userId);
    const ended = newCall(fan.userId, creator.userId, 'ended');

    const fanSocket = await socketOf(topology.callerUrl(), fan.token);
    const joined = await join(fanSocket, callId);
    expect(joined).toMatchObject({ ok: true, data: { call_id: callId, role: 'caller', state: 'accepted' } });

    const strangerSocket = await socketOf(topology.calleeUrl(), stranger.token);
    expect(await join(strangerSocket, callId)).toEqual({ ok: false, code: ERRORS.CALL_NOT_MEMBER.code, message: ERRORS.CALL_NOT_MEMBER.message });
    expect(await join(fanSocket, ended)).toMatchObject({ ok: false, code: ERRORS.CALL_ENDED.code });
    expect(await join(fanSocket, nextCallId + 1000)).toMatchObject({ ok: false, code: ERRORS.CALL_NOT_FOUND.code });
    const visitorSocket = await socketOf(topology.calleeUrl(), visitor.token);
    expect(await join(visitorSocket, callId)).toMatchObject({ ok: false, code: ERRORS.AUTH_REQUIRED.code });
    for (const payload of [{}, { call_id: 'x' }, { call_id: -1 }, null]) {
      expect(await fanSocket.timeout(5000).emitWithAck('call_join', payload as never)).toMatchObject({ ok: false, code: ERRORS.BAD_REQUEST.code });
    }
    // Refusals leave the socket connected and the room as it was.
    expect(strangerSocket.connected).toBe(true);
    expect(await presentMembers(topology.io(), callId)).toEqual([fan.userId]);
  });

  it('announces call_ready to both members once both are in the room, and again after a re-join', async () => {
    const [fan, creator] = [await member('ready_fan'), await member('ready_creator')];
    const callId = newCall(fan.userId, creator.userId);
    const fanSocket = await socketOf(topology.callerUrl(), fan.token);
    const fanHeard = recorder(fanSocket);
    await join(fanSocket, callId);
    // A second tab of the same user is not the other member.
    const fanTab = await socketOf(topology.callerUrl(), fan.token);
    await join(fanTab, callId);
    await settle();
    expect(fanHeard).toEqual([]);

    const creatorSocket = await socketOf(topology.calleeUrl(), creator.token);
    const fanReady = next(fanSocket, 'call_ready');
    const creatorReady = next(creatorSocket, 'call_ready');
    expect(await join(creatorSocket, callId)).toMatchObject({ ok: true, data: { role: 'callee' } });
    expect(await fanReady).toEqual({ call_id: callId });
    expect(await creatorReady).toEqual({ call_id: callId });
    expect(await presentMembers(topology.io(), callId)).toEqual([fan.userId, creator.userId].sort((a, b) => a - b));

    // The creator's network drops: a new socket joins and the room hears call_ready again (the ICE restart's cue).
    creatorSocket.close();
    const again = next(fanSocket, 'call_ready');
    const rejoined = await socketOf(topology.calleeUrl(), creator.token);
    await join(rejoined, callId);
    expect(await again).toEqual({ call_id: callId });
  });

  it("relays a signal to the other member's sockets in the room only", async () => {
    const [fan, creator, stranger] = [await member('sig_fan'), await member('sig_creator'), await member('sig_stranger')];
    const callId = newCall(fan.userId, creator.userId);
    const fanSocket = await socketOf(topology.callerUrl(), fan.token);
    const fanInRoom = await socketOf(topology.calleeUrl(), fan.token);
    const fanOutside = await socketOf(topology.callerUrl(), fan.token);
    const creatorSocket = await socketOf(topology.calleeUrl(), creator.token);
    const creatorOutside = await socketOf(topology.callerUrl(), creator.token);
    const strangerSocket = await socketOf(topology.calleeUrl(), stranger.token);
    for (const socket of [fanSocket, fanInRoom, creatorSocket]) expect((await join(socket, callId)).ok).toBe(true);
    await settle(); // the call_ready of the joins
    const silent = [fanSocket, fanInRoom, fanOutside, creatorOutside, strangerSocket].map(recorder);

    const received = next(creatorSocket, 'call_signal');
    expect(await signal(fanSocket, callId, { ...offer, extra: 'dropped' })).toEqual({ ok: true, data: null });
    expect(await received).toEqual({ call_id: callId, signal: offer });

    const candidate: CallSignal = {
      type: 'candidate',
      candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    const back = next(fanSocket, 'call_signal');
    const backTab = next(fanInRoom, 'call_signal');
    expect(await signal(creatorSocket, callId, candidate)).toEqual({ ok: true, data: null });
    expect(await back).toEqual({ call_id: callId, signal: candidate });
    expect(await backTab).toEqual({ call_id: callId, signal: candidate });
    await settle();
    // The sender's own tabs, the members' sockets outside the room and the stranger heard nothing (the fan's tabs only the answer).
    expect(silent.map((heard) => heard.length)).toEqual([1, 1, 0, 0, 0]);
  });

  it('refuses signals from sockets outside the room, after leaving, after the room closed, and malformed ones', async () => {
    const [fan, creator, stranger] = [await member('ref_fan'), await member('ref_creator'), await member('ref_stranger')];
    const callId = newCall(fan.userId, creator.userId);
    const fanSocket = await socketOf(topology.callerUrl(), fan.token);
    const creatorSocket = await socketOf(topology.calleeUrl(), creator.token);
    const strangerSocket = await socketOf(topology.callerUrl(), stranger.token);
    const notJoined = await socketOf(topology.calleeUrl(), fan.token);
    await join(fanSocket, callId);
    await join(creatorSocket, callId);
    await settle();
    const creatorHeard = recorder(creatorSocket);
    const notMember = { ok: false, code: ERRORS.CALL_NOT_MEMBER.code, message: ERRORS.CALL_NOT_MEMBER.message };

    expect(await signal(strangerSocket, callId, offer)).toEqual(notMember);
    expect(await signal(notJoined, callId, offer)).toEqual(notMember);
    const malformed = [
      { type: 'offer' },
      { type: 'offer', sdp: '' },
      { type: 'offer', sdp: 'x'.repeat(SIGNAL_SDP_MAX + 1) },
      { type: 'bye', sdp: 'v=0' },
      { type: 'candidate', candidate: { candidate: 'c', sdpMid: '0' } },
      { type: 'candidate', candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: -1 } },
      { type: 'answer', sdp: 42 },
      'offer',
      null,
    ];
    for (const body of malformed) expect(await signal(fanSocket, callId, body)).toMatchObject({ ok: false, code: ERRORS.BAD_REQUEST.code });
    expect(await fanSocket.timeout(5000).emitWithAck('call_signal', { call_id: 0, signal: offer } as never)).toMatchObject({
      ok: false,
      code: ERRORS.BAD_REQUEST.code,
    });
    await settle();
    expect(creatorHeard).toEqual([]);

    fanSocket.emit('call_leave', { call_id: callId });
    await settle();
    expect(await signal(fanSocket, callId, offer)).toEqual(notMember);
    expect(await presentMembers(topology.io(), callId)).toEqual([creator.userId]);

    closeCallRoom(topology.io(), callId);
    await settle();
    expect(await signal(creatorSocket, callId, offer)).toEqual(notMember);
    expect(await presentMembers(topology.io(), callId)).toEqual([]);
    expect(creatorSocket.connected).toBe(true);
  });

  it('limits the signals one socket may send', async () => {
    const [fan, creator] = [await member('lim_fan'), await member('lim_creator')];
    const callId = newCall(fan.userId, creator.userId);
    const fanSocket = await socketOf(topology.callerUrl(), fan.token);
    await join(fanSocket, callId);
    const answers = await Promise.all(Array.from({ length: SIGNAL_LIMIT.count + 1 }, () => signal(fanSocket, callId, offer)));
    expect(answers.filter((a) => a.ok)).toHaveLength(SIGNAL_LIMIT.count);
    expect(answers.at(-1)).toMatchObject({ ok: false, code: ERRORS.RATE_LIMITED.code });
  });
});
