#!/usr/bin/env node
// Chat delivery through the real send path, next to a bare socket.io server, in one run.
// Usage: ulimit -n 20000; [BREAKDOWN=1] node --import tsx bench/chat.mjs [--quick] [clients=1000,5000] [rate msgs/s=100] [seconds=10] [warm-up seconds=3] [trials=5]
// (--quick: 50 clients, 50 msgs/s for 1 s after 1 s of warm-up, 1 trial; given numbers still win)
//
// Ours: createAppServer (API + socket.io, no Remix) on PGlite in a temporary data dir (or a fresh PostgreSQL
// database when DATABASE_URL is set); N signed-up users each hold one socket.io connection
// (websocket, session cookie); 20 senders POST /api/core/chat/send/ at a steady rate (open loop)
// to random connected users; latency = POST sent -> `chat_message` received by the recipient.
// Each run first sends at the same rate for the warm-up seconds, not counted (JIT, pool, caches),
// then measures the steady state.
// Bare: a socket.io 4.8 server whose HTTP POST handler only emits to the recipient's room (no auth,
// no database): the floor for "HTTP in, socket.io out" on this machine.
// Bare + INSERT: the same server storing each message first with one durable INSERT into the same
// kind of database: the floor for "persisted before it is emitted", so a reader sees how much of
// ours' distance from the bare server any durable chat would have on this machine.
// Each server runs in its own process, as it would in production, and the clients and senders in
// this one: the load generator's own work and garbage do not pause the server under test (nor
// the other way round). The servers are measured the same way, one after the other, in several
// trials (bare, bare + INSERT, ours, bare...): a p99 of 1,000 deliveries rests on its 10 slowest, and on a
// small shared machine one stall moves it by half, so each trial's ratio is taken between
// neighbouring runs and the summary gives the medians; it also gives the p99 of every trial's
// deliveries together (5,000 of them, 50 slowest), which one stall moves much less.
// BREAKDOWN=1: each server also reports, for the measured seconds, how long a send took inside it
// (request to response), where a send and the slowest 1% spent it (before, in and after the statement),
// each named database statement's round trip as the pool saw it, its GC pauses and the sends they
// overlapped, its event-loop delay, its CPU time per send and, on PostgreSQL, the write-ahead log
// written per send. It adds a 1 ms timer and a wrapper around pg's Pool.query (on PGlite too,
// ADR 109), so the headline figures are for runs without it. It lives in chat-breakdown.mjs.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { createAppServer } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { users } from '../server/db/schema/index.ts';
import { createSession } from '../server/domain/sessions.ts';
import { preparedSql } from '../server/db/prepared.ts';
import { freshDatabase } from '../test/server.ts';
import { percentile, percentileOf, watchServer } from './chat-breakdown.mjs';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const sizes = (args[0] ?? (quick ? '50' : '1000,5000')).split(',').map(Number);
const rate = Number(args[1] ?? (quick ? 50 : 100));
const seconds = Number(args[2] ?? (quick ? 1 : 10));
const warmUp = Number(args[3] ?? (quick ? 1 : 3));
const trials = Number(args[4] ?? (quick ? 1 : 5));
const SENDERS = 20;
const log = console.log;
console.warn = () => {};

/** Connects `count` clients (in batches), each calling onMessage(payload) on chat_message. */
async function connectClients(url, count, options, onMessage) {
  const sockets = [];
  for (let start = 0; start < count; start += 250) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 250); i++) {
      const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, ...options(i) });
      socket.on('chat_message', onMessage);
      sockets.push(socket);
      batch.push(
        new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        }),
      );
    }
    await Promise.all(batch);
  }
  await new Promise((r) => setTimeout(r, 300)); // rooms joined
  return sockets;
}

/**
 * Sends `rate` messages a second (open loop): the warm-up ones, then `seconds` of measured ones;
 * waits for deliveries and returns the figures of the measured ones.
 */
async function measure(send, pending, onMeasuring) {
  const latencies = [];
  let failed = 0;
  const warm = Math.round(rate * warmUp);
  const total = warm + rate * seconds;
  const started = performance.now();
  let measuredFrom = started;
  let sent = 0;
  let lastDelivery = started;
  pending.onDelivered = (ms, n) => {
    if (n < warm) return;
    latencies.push(ms);
    lastDelivery = performance.now();
  };
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) {
        const n = sent++;
        if (n === warm) {
          measuredFrom = performance.now();
          onMeasuring();
        }
        send(n).catch(() => n >= warm && failed++);
      }
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  const deadline = performance.now() + 30_000;
  while (latencies.length + failed < total - warm && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  latencies.sort((a, b) => a - b);
  return {
    delivered: latencies.length,
    failed,
    lost: total - warm - latencies.length - failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / ((lastDelivery - measuredFrom) / 1000),
    latencies,
  };
}

/** The child: our server with `count` recipients and the senders signed up; answers its address and their sessions. */
async function serveOurs(count) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-chat-'));
  const database = await freshDatabase({ dataDir });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/fanstage-bench-chat', REQUIRE_SIGNATURE: '0', RATE_LIMITS: '0' });
  const server = await createAppServer(config, { remix: 'none', database });
  await new Promise((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const people = [];
  for (let start = 0; start < count + SENDERS; start += 500) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count + SENDERS - start) }, (_, i) => ({
          userName: `bench_${start + i}`,
          nickname: `Bench ${start + i}`,
          isAnonymous: false,
        })),
      )
      .returning({ id: users.id });
    people.push(...rows);
  }
  for (const person of people) person.token = (await createSession(database.db, person.id)).token;
  const senders = people.slice(count);
  // The steady state is people who have talked before: every sender's conversation with every
  // recipient exists, with a message in it (a first message also creates the conversation, a
  // rarer, longer path). The statistics are taken after, as autovacuum would have by then, so the
  // planner knows the tables are not empty.
  const senderIds = sql.join(
    senders.map((p) => sql`${p.id}`),
    sql`, `,
  );
  await database.db.execute(sql`insert into conversations (user_a, user_b, last_timetoken)
    select least(s.id, r.id), greatest(s.id, r.id), (extract(epoch from now()) * 1000000)::bigint - 1000000 from users s, users r
    where s.user_name like 'bench_%' and r.user_name like 'bench_%' and s.id in (${senderIds}) and r.id not in (${senderIds})`);
  await database.db.execute(sql`insert into conversation_members (conversation_id, user_id, peer_id, last_timetoken)
    select id, user_a, user_b, last_timetoken from conversations union all select id, user_b, user_a, last_timetoken from conversations`);
  await database.db.execute(sql`insert into messages (conversation_id, sender_id, client_id, msg_type, body, timetoken)
    select id, case when user_a in (${senderIds}) then user_a else user_b end, 'seed-' || id, 1, 'hello', last_timetoken from conversations`);
  await database.db.execute(sql`insert into unread_counters (user_id) select id from users where user_name like 'bench_%'`);
  await database.db.execute(sql`analyze`);
  // Closing the server closes its database; the data dir (tens of MB each) goes with it.
  const close = async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${server.httpServer.address().port}`, people, httpServer: server.httpServer, close };
}

/** The child: the bare server (`store`, when given, runs before the emit). */
async function serveBare(store) {
  const httpServer = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const message = JSON.parse(Buffer.concat(chunks).toString());
      await store?.(message);
      io.to(`user:${message.to}`).emit('chat_message', { client_id: message.client_id, body: message.body });
      res.setHeader('Content-Type', 'application/json');
      res.end('{"result":"ok","data":{}}');
    });
  });
  const io = new Server(httpServer, { serveClient: false });
  io.on('connection', (socket) => socket.join(`user:${socket.handshake.query.uid}`));
  await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${httpServer.address().port}`, httpServer, close: () => new Promise((resolve) => io.close(resolve)) };
}

/**
 * The child: the bare server that first stores each message with one durable INSERT (its own
 * table in a fresh database, prepared, autocommit): the floor for "persisted before it is
 * emitted" on this machine and database.
 */
async function serveFloor() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-floor-'));
  const database = await freshDatabase({ dataDir });
  await database.db.execute(
    sql`create table bench_messages (id bigserial primary key, recipient int not null, client_id text not null, body text not null, created_at timestamptz not null default now())`,
  );
  const insert = preparedSql(
    database.db,
    'bench_insert',
    () =>
      sql`insert into bench_messages (recipient, client_id, body) values (${sql.placeholder('to')}, ${sql.placeholder('clientId')}, ${sql.placeholder('body')})`,
  );
  const bare = await serveBare(async ({ to, client_id, body }) => insert.execute({ to, clientId: client_id, body }));
  return {
    ...bare,
    close: async () => {
      await bare.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a server in its own process; resolves to what it answered, a way to say the measured part begins, and one to stop it (resolves to its breakdown). */
async function startServer(kind, count) {
  const child = fork(import.meta.filename, ['--serve', kind, String(count)], { execArgv: ['--import', 'tsx'] });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code})`)));
  });
  let breakdown;
  child.on('message', (message) => (breakdown = message.breakdown ?? breakdown));
  return {
    ...ready,
    measuring: () => child.send('measure'),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(breakdown));
        child.send('close');
      }),
  };
}

/**
 * POSTs JSON on kept-alive connections and resolves to the status once the answer is read. Plain
 * http.request: fetch's streams allocate several times more, and the load generator's own
 * garbage collection pauses land on the deliveries it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
function postJson(url, headers, payload) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** Connects the clients to `server`, sends through `post`, stops the server and returns the figures. */
async function runClients(server, count, options, post) {
  const sentAt = new Map();
  const pending = { onDelivered: () => {} };
  const sockets = await connectClients(server.url, count, options, (message) => {
    const at = sentAt.get(message.client_id);
    if (at === undefined) return;
    sentAt.delete(message.client_id);
    pending.onDelivered(performance.now() - at[0], at[1]);
  });
  const send = async (n) => {
    const clientId = `bench-${count}-${n}-xx`;
    sentAt.set(clientId, [performance.now(), n]);
    const status = await post(n, clientId);
    if (status !== 200) throw new Error(`send: ${status}`);
  };
  const result = await measure(send, pending, server.measuring);
  for (const socket of sockets) socket.close();
  return { ...result, breakdown: await server.stop() };
}

async function runOurs(count) {
  const server = await startServer('ours', count);
  const recipients = server.people.slice(0, count);
  const senders = server.people.slice(count);
  return runClients(
    server,
    count,
    (i) => ({ extraHeaders: { Cookie: `__antk=${recipients[i].token}` } }),
    (n, clientId) =>
      postJson(
        `${server.url}/api/core/chat/send/`,
        { Cookie: `__antk=${senders[n % SENDERS].token}` },
        {
          to_user_id: recipients[Math.floor(Math.random() * count)].id,
          client_id: clientId,
          body: `message ${n}`,
        },
      ),
  );
}

async function runBare(count, kind = 'bare') {
  const server = await startServer(kind, count);
  return runClients(
    server,
    count,
    (i) => ({ query: { uid: String(i) } }),
    (n, clientId) => postJson(`${server.url}/send`, {}, { to: Math.floor(Math.random() * count), client_id: clientId, body: `message ${n}` }),
  );
}

if (process.argv[2] === '--serve') {
  const serve = { ours: () => serveOurs(Number(process.argv[4])), floor: serveFloor, bare: () => serveBare() };
  const served = await serve[process.argv[3]]();
  const watch = process.env.BREAKDOWN ? watchServer(served.httpServer) : null;
  process.on('message', async (message) => {
    if (message === 'measure') return watch?.start();
    const breakdown = await watch?.report();
    await served.close();
    if (breakdown) process.send({ breakdown }, () => process.exit(0));
    else process.exit(0);
  });
  process.send({ url: served.url, people: served.people?.map(({ id, token }) => ({ id, token })) });
} else {
  const fmt = (r) =>
    `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${r.perSecond.toFixed(0)} msgs/s  (delivered ${r.delivered}, failed ${r.failed}, lost ${r.lost})`;
  const median = (values) => percentileOf(values, 50);
  log(
    `chat delivery: ${rate} msgs/s for ${seconds} s per run after ${warmUp} s of warm-up, ${SENDERS} senders, ${trials} trials, database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite (data dir, the embedded default)'}`,
  );
  for (const count of sizes) {
    const runs = [];
    for (let trial = 1; trial <= trials; trial++) {
      const bare = await runBare(count);
      log(`${String(count).padStart(5)} clients  trial ${trial}  bare socket.io  ${fmt(bare)}`);
      if (bare.breakdown) log(`                inside: ${bare.breakdown}`);
      const floor = await runBare(count, 'floor');
      log(`${String(count).padStart(5)} clients  trial ${trial}  bare + INSERT   ${fmt(floor)}`);
      if (floor.breakdown) log(`                inside: ${floor.breakdown}`);
      const ours = await runOurs(count);
      log(`${String(count).padStart(5)} clients  trial ${trial}  fanstage        ${fmt(ours)}`);
      if (ours.breakdown) log(`                inside: ${ours.breakdown}`);
      runs.push({ bare, floor, ours, ratio: ours.p99 / bare.p99, floorRatio: floor.p99 / bare.p99 });
    }
    const of = (kind, key) => median(runs.map((r) => r[kind][key])).toFixed(1);
    // Every trial's deliveries together: a p99 that rests on 5 times as many slowest ones.
    const [bareAll, floorAll, oursAll] = ['bare', 'floor', 'ours'].map((kind) =>
      percentileOf(
        runs.flatMap((r) => r[kind].latencies),
        99,
      ),
    );
    log(
      `${String(count).padStart(5)} clients  median of ${trials}: bare p50 ${of('bare', 'p50')} / p99 ${of('bare', 'p99')} ms, fanstage p50 ${of('ours', 'p50')} / p99 ${of('ours', 'p99')} ms;` +
        ` p99 ratio ${median(runs.map((r) => r.ratio)).toFixed(2)}x (trials: ${runs.map((r) => r.ratio.toFixed(2)).join(', ')});` +
        ` bare + INSERT p50 ${of('floor', 'p50')} / p99 ${of('floor', 'p99')} ms, ${median(runs.map((r) => r.floorRatio)).toFixed(2)}x;` +
        ` all trials' deliveries together: p99 bare ${bareAll.toFixed(1)}, fanstage ${oursAll.toFixed(1)} (${(oursAll / bareAll).toFixed(2)}x),` +
        ` bare + INSERT ${floorAll.toFixed(1)} ms (${(floorAll / bareAll).toFixed(2)}x)`,
    );
  }
  process.exit(0);
}
