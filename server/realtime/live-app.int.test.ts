/**
 * Live rooms wired in the app (server/app.ts): the real lives domain answers the `li` query, the
 * embedded SFU carries media from a werift publisher (the creator's socket) to a werift viewer, a
 * viewer without a ticket is refused, and the creator's end reaches the room. The room rules in
 * depth: live.int.test.ts (stand-in domain) and server/domain/live/live.int.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { ERRORS } from '../../common/errors';
import { LIVE_API } from '../../common/live';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/realtime';
import { fakeIp, json, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { createSession } from '../domain/sessions';
import { testPublisher, testViewer, type TestPublisher, type TestViewer } from '../media/test-peers';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Person = { token: string; userId: number };

let t: TestServer & { dataDir: string };
let made = 0;
const closers: { close(): unknown }[] = [];

beforeAll(async () => {
  t = await startIdentityServer({ LIVE_JOB_INTERVAL_MS: '0', CALL_JOB_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0' });
});
afterAll(async () => {
  for (const closer of closers.reverse()) await closer.close();
  await t?.close();
});

async function person(role: 0 | 1 = 0): Promise<Person> {
  const db = t.server.database.db;
  const [user] = await db
    .insert(users)
    .values({ userName: `live_app_${++made}`, nickname: `Live ${made}`, isAnonymous: false, userRole: role })
    .returning();
  return { token: (await createSession(db, user!.id)).token, userId: user!.id };
}

async function open(who: Person, liveId: number) {
  const heard: { event: string; payload: unknown }[] = [];
  const socket: Client = connectSocket(t.url, {
    transports: ['websocket'],
    extraHeaders: { Cookie: `__antk=${who.token}` },
    reconnection: false,
    query: { li: String(liveId) },
  });
  closers.push({ close: () => socket.close() });
  for (const event of ['live_state', 'live_refused', 'live_ended'] as const) socket.on(event, (payload: unknown) => heard.push({ event, payload }));
  await expect.poll(() => heard.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return { socket, heard };
}

it('a creator goes live and a viewer receives the stream through the app; a ticketless viewer is refused; end reaches the room', async () => {
  const creator = await person(1);
  const fan = await person();
  const started = await json(await t.call('POST', `/api${LIVE_API.start}`, { title: 'Wired', ticket_price: 0 }, withToken(creator.token, fakeIp())));
  expect(started.status).toBe(200);
  const liveId = started.body.data.live_id as number;

  const creatorRoom = await open(creator, liveId);
  expect(creatorRoom.heard[0]).toMatchObject({ event: 'live_state', payload: { live_id: liveId, entry: 'creator' } });
  const publisher: TestPublisher = await testPublisher(async (offer) => {
    const answer = await creatorRoom.socket.timeout(10_000).emitWithAck('live_publish', { live_id: liveId, sdp: offer });
    if (!answer.ok) throw new Error(answer.message);
    return answer.data.sdp;
  });
  closers.push(publisher);

  const fanRoom = await open(fan, liveId);
  expect(fanRoom.heard[0]).toMatchObject({ event: 'live_state', payload: { live_id: liveId, entry: 'free' } });
  const offer = await fanRoom.socket.timeout(10_000).emitWithAck('live_watch', { live_id: liveId });
  if (!offer.ok) throw new Error(offer.message);
  const viewer: TestViewer = await testViewer(offer.data.sdp, async (answer) => {
    const done = await fanRoom.socket.timeout(10_000).emitWithAck('live_watch_answer', { live_id: liveId, sdp: answer });
    if (!done.ok) throw new Error(done.message);
  });
  closers.push(viewer);
  await viewer.videoPackets(20);

  // A ticketed live: a fan without a ticket hears live_refused with the catalogue's words.
  const other = await person(1);
  const ticketed = await json(await t.call('POST', `/api${LIVE_API.start}`, { title: 'Paid', ticket_price: 30 }, withToken(other.token, fakeIp())));
  const refused = await open(fan, ticketed.body.data.live_id);
  expect(refused.heard[0]).toEqual({
    event: 'live_refused',
    payload: { live_id: ticketed.body.data.live_id, code: ERRORS.LIVE_TICKET_REQUIRED.code, message: ERRORS.LIVE_TICKET_REQUIRED.message },
  });

  const ended = await json(await t.call('POST', `/api${LIVE_API.end}`, { live_id: liveId }, withToken(creator.token, fakeIp())));
  expect(ended.status).toBe(200);
  await expect.poll(() => fanRoom.heard.map((h) => h.event), { timeout: 10_000 }).toContain('live_ended');
  // The SFU room is gone with the live: watching again is refused.
  const again = await fanRoom.socket.timeout(10_000).emitWithAck('live_watch', { live_id: liveId });
  expect(again.ok).toBe(false);
});
