/**
 * Scale-out (issue 7): two server processes sharing PostgreSQL and Redis behave as one: a
 * message sent through one reaches a client connected to the other, and the unread counters
 * agree on both. Runs when DATABASE_URL and REDIS_URL are set (CI's PostgreSQL pass).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp, withToken } from '../../test/identity';
import { signedCaller, type TestServer } from '../../test/server';
import { loadConfig } from '../config';

const { DATABASE_URL, REDIS_URL } = process.env;
const children: ChildProcess[] = [];
const nodes: TestServer[] = [];
let databaseName: string;
let dataDir: string;

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
    // One shared data dir: the outbox the sign-ups read their codes from.
    const env = { DATABASE_URL: url.toString(), REDIS_URL: REDIS_URL!, DATA_DIR: dataDir, TRUST_PROXY: '1' };
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
  });

  it('a message sent through one process reaches a client of the other; counters agree on both', async () => {
    const [one, two] = nodes;
    const sender = await signUp(one, 'scale_sender');
    const recipient = await signUp(two, 'scale_recipient');
    const socket = connectSocket(two.url, { transports: ['websocket'], extraHeaders: { Cookie: `__antk=${recipient.token}` }, reconnection: false });
    await new Promise<void>((resolve, reject) => (socket.on('connect', () => resolve()), socket.on('connect_error', reject)));
    await new Promise((r) => setTimeout(r, 100)); // the room join reaches Redis
    const received = new Promise<{ body: string; conversation_id: number }>((resolve) => socket.on('chat_message', resolve));

    const sent = await json(await one.call('POST', '/api/core/chat/send/', { to_user_id: recipient.userId, client_id: 'scale-out-0001', body: 'across nodes' }, withToken(sender.token)));
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
});
