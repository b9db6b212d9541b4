/**
 * Scale-out (issue 7): two server processes sharing PostgreSQL and Redis behave as one: a
 * message sent through one reaches a client connected to the other, and the unread counters
 * agree on both. Runs when DATABASE_URL and REDIS_URL are set (CI's PostgreSQL pass).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp, withToken } from '../../test/identity';
import { signedCaller, type TestServer } from '../../test/server';
import { loadConfig } from '../config';
import { SANDBOX_PAYMENT_METHODS } from '../../common/payment-methods';

const { DATABASE_URL, REDIS_URL } = process.env;
const children: ChildProcess[] = [];
const nodes: TestServer[] = [];
let databaseName: string;
let dataDir: string;
/** A stand-in push service (ADR 072): counts the pushes it is sent. */
let pushes = 0;
const pushService = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    pushes++;
    res.statusCode = 201;
    res.end();
  });
});
let pushOrigin = '';

async function startNode(env: Record<string, string>): Promise<TestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/serve-api.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ ...env, NODE_ENV: 'test' });
  return { url, config, call: signedCaller(url, config) } as TestServer;
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('two server processes on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    databaseName = `fanstage_scale_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-scale-'));
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    // One shared data dir: the outbox the sign-ups read their codes from.
    const env = { DATABASE_URL: url.toString(), REDIS_URL: REDIS_URL!, DATA_DIR: dataDir, TRUST_PROXY: 'loopback', PUSH_ENDPOINT_ORIGINS: pushOrigin };
    // The first process migrates; the second finds the schema ready.
    nodes.push(await startNode(env));
    nodes.push(await startNode(env));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))));
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    pushService.close();
  });

  it('a message sent through one process reaches a client of the other; counters agree on both', async () => {
    const [one, two] = nodes;
    const sender = await signUp(one, 'scale_sender');
    const recipient = await signUp(two, 'scale_recipient');
    const socket = connectSocket(two.url, { transports: ['websocket'], extraHeaders: { Cookie: `__antk=${recipient.token}` }, reconnection: false });
    await new Promise<void>((resolve, reject) => (socket.on('connect', () => resolve()), socket.on('connect_error', reject)));
    await new Promise((r) => setTimeout(r, 100)); // the room join reaches Redis
    const received = new Promise<{ body: string; conversation_id: number }>((resolve) => socket.on('chat_message', resolve));

    const sent = await json(
      await one.call(
        'POST',
        '/api/core/chat/send/',
        { to_user_id: recipient.userId, client_id: 'scale-out-0001', body: 'across nodes' },
        withToken(sender.token),
      ),
    );
    expect(sent.status).toBe(200);
    expect((await received).body).toBe('across nodes');
    for (const node of nodes) {
      const { body } = await json(await node.call('GET', '/api/core/system/init/', {}, withToken(recipient.token)));
      expect(body.data).toMatchObject({ TC: 1 });
    }
    await json(await two.call('POST', '/api/core/chat/read/', { conversation_id: (await received).conversation_id }, withToken(recipient.token)));
    for (const node of nodes) {
      const { body } = await json(await node.call('GET', '/api/core/system/init/', {}, withToken(recipient.token)));
      expect(body.data).toMatchObject({ TC: 0 });
    }
    socket.close();
  });

  it('a notification made on one process reaches a socket on the other, and then no push is sent; without a socket it is pushed', async () => {
    const [one, two] = nodes;
    const fan = await signUp(one, 'scale_fan');
    const creator = await signUp(two, 'scale_creator');
    // Only creators receive coins (ADR 087).
    const own = new URL(DATABASE_URL!);
    own.pathname = `/${databaseName}`;
    const db = new pg.Client({ connectionString: own.toString() });
    await db.connect();
    await db.query('update users set user_role = 1 where id = $1', [creator.userId]);
    await db.end();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = {
      endpoint: `${pushOrigin}/push/scale`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    const added = await two.call(
      'POST',
      '/api/core/push/add_device_installation/',
      { installation_id: 'scale', device_id: 'scale-device', subscription },
      withToken(creator.token),
    );
    expect(added.status).toBe(200);
    const bought = await one.call(
      'POST',
      '/api/pay/coins/buy',
      { coins: 20, payment_method: SANDBOX_PAYMENT_METHODS.succeeds, idem_key: 'scale-buy-0001' },
      withToken(fan.token),
    );
    expect(bought.status).toBe(200);

    const socket = connectSocket(two.url, { transports: ['websocket'], extraHeaders: { Cookie: `__antk=${creator.token}` }, reconnection: false });
    await new Promise<void>((resolve, reject) => (socket.on('connect', () => resolve()), socket.on('connect_error', reject)));
    await new Promise((r) => setTimeout(r, 100)); // the room join reaches Redis
    const notified = new Promise<{ meta: { tokens: number } }>((resolve) => socket.on('realtime_notify', resolve));
    pushes = 0;
    // The tip's request (and so notify) runs on process one; the creator's socket is on process two.
    expect((await one.call('POST', '/api/pay/tip', { creator_id: creator.userId, coins: 5, idem_key: 'scale-tip-0001' }, withToken(fan.token))).status).toBe(
      200,
    );
    expect((await notified).meta.tokens).toBe(5);
    expect(pushes).toBe(0);
    socket.close();
    await new Promise((r) => setTimeout(r, 200)); // the leave reaches every process
    expect((await one.call('POST', '/api/pay/tip', { creator_id: creator.userId, coins: 6, idem_key: 'scale-tip-0002' }, withToken(fan.token))).status).toBe(
      200,
    );
    expect(pushes).toBe(1);
  });
});
