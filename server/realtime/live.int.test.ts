/**
 * Live rooms (issue 22, ADR 101): a socket with `li` enters when the domain admits it (else
 * live_refused), a second session of the same viewer replaces the first, kick and close take
 * sockets out, and media flows from a werift publisher through the embedded SFU to a werift
 * viewer signalled over the socket. The domain is a small stand-in answering LiveRoomRules.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import type { LiveEntry, LiveView } from '../../common/live';
import type { ClientToServerEvents, ServerToClientEvents, SocketAck } from '../../common/realtime';
import { signUp, startIdentityServer } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { AppError } from '../domain/errors';
import type { LiveRoomControl, LiveRoomRules } from '../domain/live/types';
import { createSession } from '../domain/sessions';
import { originRule } from '../http/origin';
import { EmbeddedSfu } from '../media/embedded-sfu';
import { testPublisher, testViewer } from '../media/test-peers';
import { attachRealtime } from './index';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const lives = new Map<number, { creator: number; state: 'running' | 'ended'; kicked: Set<number>; sessions: Map<number, number | null> }>();
const publishing: { liveId: number; up: boolean }[] = [];
let nextLiveId = 8_000_000 + Math.floor(Math.random() * 1_000_000);

function view(liveId: number, entry: LiveEntry): LiveView {
  const live = lives.get(liveId)!;
  const now = Math.floor(Date.now() / 1000);
  return {
    live_id: liveId,
    creator: { id: live.creator, nick_name: 'Creator', user_name: 'creator', portrait: '' },
    title: 'Test live',
    state: live.state,
    end_reason: null,
    ticket_price: 0,
    price_changes_left: 2,
    chat_muted: false,
    viewer_count: 0,
    publishing: false,
    entry,
    now,
    starts_at: null,
    started_at: now,
    ended_at: null,
  };
}

/** The domain's rules, as LiveService answers them: running, not kicked, one session per viewer. */
const rules: LiveRoomRules = {
  async enter(visitor, liveId, sessionId) {
    const live = lives.get(liveId);
    if (!live) throw new AppError('LIVE_NOT_FOUND');
    if (live.state === 'ended') throw new AppError('LIVE_ENDED');
    if (visitor.userId === null) throw new AppError('AUTH_REQUIRED');
    if (live.kicked.has(visitor.userId)) throw new AppError('LIVE_KICKED');
    const previous = live.sessions.get(visitor.userId) ?? null;
    live.sessions.set(visitor.userId, sessionId);
    return { view: view(liveId, visitor.userId === live.creator ? 'creator' : 'free'), replacedSessionId: previous !== sessionId ? previous : null };
  },
  async publishing(liveId, _creatorId, up) {
    publishing.push({ liveId, up });
  },
  async assertPublisher(userId, liveId) {
    if (lives.get(liveId)?.creator !== userId) throw new AppError('LIVE_NOT_CREATOR');
  },
  async presenceChanged() {},
};

let t: TestServer & { dataDir: string };
let url = '';
let control: LiveRoomControl;
const sfu = new EmbeddedSfu();
const closers: { close(): Promise<void> | void }[] = [];

beforeAll(async () => {
  t = await startIdentityServer();
  const httpServer = http.createServer();
  const realtime = await attachRealtime(httpServer, {
    db: t.server.database.db,
    proxy: t.config,
    anonymousPerIp: 0,
    origins: originRule(t.config),
    liveRooms: { rules, sfu },
  });
  control = realtime.liveControl;
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  closers.push(realtime);
});
afterAll(async () => {
  for (const closer of closers.reverse()) await closer.close();
  await t?.close();
});

/** A socket as the shell opens it on /live/join_live?live_id= (the `li` query), with what it heard. */
async function open(token: string, liveId?: number) {
  const heard: { event: string; payload: unknown }[] = [];
  const socket: Client = connectSocket(url, {
    transports: ['websocket'],
    extraHeaders: { Cookie: `__antk=${token}` },
    reconnection: false,
    query: liveId ? { li: String(liveId) } : {},
  });
  closers.push({ close: () => void socket.close() });
  for (const event of ['live_state', 'live_refused', 'live_kicked', 'live_replaced', 'live_ended'] as const) {
    socket.on(event, (payload: unknown) => heard.push({ event, payload }));
  }
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const first = () => heard.find((h) => h.event === 'live_state' || h.event === 'live_refused');
  if (liveId) await expect.poll(first).toBeTruthy();
  return { socket, heard, first };
}

let userNo = 0;
const user = async (name: string) => signUp(t, `${name}${++userNo}lv`);

function newLive(creator: number) {
  const id = nextLiveId++;
  lives.set(id, { creator, state: 'running', kicked: new Set(), sessions: new Map() });
  return id;
}

const watch = (socket: Client, liveId: number): Promise<SocketAck<{ live_id: number; sdp: string }>> =>
  socket.timeout(10_000).emitWithAck('live_watch', { live_id: liveId });

describe('live rooms', () => {
  it('admits a viewer with live_state and refuses an unknown or ended live with live_refused', async () => {
    const creator = await user('creator');
    const fan = await user('fan');
    const liveId = newLive(creator.userId);
    const admitted = await open(fan.token, liveId);
    expect(admitted.first()).toMatchObject({ event: 'live_state', payload: { live_id: liveId, entry: 'free' } });
    await expect.poll(() => control.present(liveId)).toEqual([fan.userId]);

    const unknown = await open(fan.token, nextLiveId + 1000);
    expect(unknown.first()).toEqual({
      event: 'live_refused',
      payload: { live_id: nextLiveId + 1000, code: ERRORS.LIVE_NOT_FOUND.code, message: ERRORS.LIVE_NOT_FOUND.message },
    });
    // Refused: not in the room, so no watching either.
    expect(await watch(unknown.socket, nextLiveId + 1000)).toMatchObject({ ok: false, code: ERRORS.LIVE_NOT_FOUND.code });
  });

  it('a second session of the viewer replaces the first; kick removes and bars; close ends the room', async () => {
    const creator = await user('creator');
    const fan = await user('fan');
    const other = await user('other');
    const liveId = newLive(creator.userId);
    const first = await open(fan.token, liveId);
    const secondToken = (await createSession(t.server.database.db, fan.userId)).token;
    const second = await open(secondToken, liveId);
    expect(second.first()).toMatchObject({ event: 'live_state' });
    await expect.poll(() => first.heard.map((h) => h.event)).toContain('live_replaced');
    const third = await open(other.token, liveId);

    // Only the second session's socket is in the room now: a broadcast reaches it and not the first.
    const chat = new Promise((resolve) => second.socket.once('live_chat', resolve));
    control.broadcast(liveId, 'live_chat', { id: 1, live_id: liveId, user: view(liveId, 'free').creator, text: 'hi', created_at: 0 });
    expect(await chat).toMatchObject({ text: 'hi' });
    expect(await watch(first.socket, liveId)).toMatchObject({ ok: false });

    await control.kick(liveId, fan.userId);
    await expect.poll(() => second.heard.map((h) => h.event)).toContain('live_kicked');
    await expect.poll(() => control.present(liveId)).toEqual([other.userId]);
    lives.get(liveId)!.kicked.add(fan.userId);
    const again = await open(fan.token, liveId);
    expect(again.first()).toMatchObject({ event: 'live_refused', payload: { code: ERRORS.LIVE_KICKED.code } });

    await control.close(liveId);
    await expect.poll(() => third.heard.map((h) => h.event)).toContain('live_ended');
    await expect.poll(() => control.present(liveId)).toEqual([]);
  });

  it('carries media: the creator publishes over the socket, a viewer watches and receives packets', async () => {
    const creator = await user('creator');
    const fan = await user('fan');
    const liveId = newLive(creator.userId);
    const creatorSocket = await open(creator.token, liveId);
    const fanSocket = await open(fan.token, liveId);

    // Nothing published yet.
    expect(await watch(fanSocket.socket, liveId)).toMatchObject({ ok: false, code: ERRORS.LIVE_NOT_PUBLISHING.code });
    // Only the creator publishes.
    const refused = await fanSocket.socket.timeout(10_000).emitWithAck('live_publish', { live_id: liveId, sdp: 'v=0\r\n' });
    expect(refused).toMatchObject({ ok: false, code: ERRORS.LIVE_NOT_CREATOR.code });

    const publisher = await testPublisher(async (offer) => {
      const answer = await creatorSocket.socket.timeout(10_000).emitWithAck('live_publish', { live_id: liveId, sdp: offer });
      if (!answer.ok) throw new Error(answer.message);
      return answer.data.sdp;
    });
    closers.push(publisher);
    expect(publishing).toContainEqual({ liveId, up: true });

    const offer = await watch(fanSocket.socket, liveId);
    if (!offer.ok) throw new Error(offer.message);
    const viewer = await testViewer(offer.data.sdp, async (answer) => {
      const done = await fanSocket.socket.timeout(10_000).emitWithAck('live_watch_answer', { live_id: liveId, sdp: answer });
      if (!done.ok) throw new Error(done.message);
    });
    closers.push(viewer);
    await viewer.videoPackets(20);

    // The creator's socket goes: the SFU unpublishes and the domain hears it (its grace period starts).
    creatorSocket.socket.close();
    await expect.poll(() => publishing, { timeout: 10_000 }).toContainEqual({ liveId, up: false });
    expect(sfu.isPublishing(liveId)).toBe(false);

    // The viewer's socket goes: its subscription goes with it.
    fanSocket.socket.close();
    await expect.poll(() => sfu.stats().viewers, { timeout: 10_000 }).toBe(0);
  });

  it('refuses an oversized SDP', async () => {
    const creator = await user('creator');
    const liveId = newLive(creator.userId);
    const { socket } = await open(creator.token, liveId);
    const answer = await socket.timeout(10_000).emitWithAck('live_publish', { live_id: liveId, sdp: 'x'.repeat(100_001) });
    expect(answer).toMatchObject({ ok: false, code: ERRORS.BAD_REQUEST.code });
  });
});
