#!/usr/bin/env node
// coturn (Debian's `coturn` package) next to the app, for development and the e2e suite (issue 21,
// ADR 100): a TURN server on one address with coturn's REST credentials (--use-auth-secret), so
// the app hands browsers time-limited credentials made from TURN_SECRET and never a password.
//
//   TURN_SECRET=... node scripts/coturn.mjs start   runs turnserver until Ctrl-C, printing the app's env
//   TURN_SECRET=... node scripts/coturn.mjs check   starts one, relays UDP through it to a peer, stops it
//
// Env: TURN_SECRET (required, 16+ characters), TURN_LISTEN_IP (127.0.0.1), TURN_PORT (3478),
// TURN_REALM (fanstage.local). On loopback, peers on loopback are allowed (both browsers are on this
// machine); on any other address they are refused as coturn does by default.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when Debian's coturn is installed. */
export function hasTurnserver() {
  return spawnSync('sh', ['-c', 'command -v turnserver'], { stdio: 'ignore' }).status === 0;
}

/** coturn's REST credential (the server's server/domain/calls/ice.ts makes the same). */
export function turnCredential(secret, userId, expiry) {
  const username = `${expiry}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** One STUN Binding request; resolves when the server answers (it is up), rejects after `timeoutMs`. */
function stunPing(ip, port, timeoutMs) {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket(ip.includes(':') ? 'udp6' : 'udp4');
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0); // Binding request, no attributes
    request.writeUInt32BE(0x2112a442, 4); // magic cookie
    randomBytes(12).copy(request, 8);
    const done = (error) => {
      clearInterval(resend);
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve();
    };
    socket.on('message', (message) => message.readUInt16BE(0) === 0x0101 && message.subarray(8, 20).equals(request.subarray(8, 20)) && done());
    socket.on('error', done);
    const send = () => socket.send(request, port, ip);
    const resend = setInterval(send, 200);
    const timer = setTimeout(() => done(new Error(`turnserver did not answer on ${ip}:${port}`)), timeoutMs);
    send();
  });
}

/**
 * Starts turnserver; resolves once it answers STUN. Returns the URLs for TURN_URLS / STUN_URLS and
 * stop(), or null when coturn is not installed.
 * @param {{ secret: string; ip?: string; port?: number; realm?: string; minPort?: number; maxPort?: number; quiet?: boolean }} options
 */
export async function startCoturn({ secret, ip = '127.0.0.1', port = 3478, realm = 'fanstage.local', minPort = 49152, maxPort = 65535, quiet = false }) {
  if (!secret || secret.length < 16) throw new Error('TURN_SECRET must be set (16 characters or more)');
  if (!hasTurnserver()) return null;
  // coturn opens an SQLite user database even when it does not need one: a temporary one, not /var/lib/turn.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-coturn-'));
  const loopback = ip === '127.0.0.1' || ip === '::1';
  const args = [
    '-n', // no config file: everything is here
    `--listening-ip=${ip}`,
    `--relay-ip=${ip}`,
    `--listening-port=${port}`,
    `--min-port=${minPort}`,
    `--max-port=${maxPort}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    `--realm=${realm}`,
    '--fingerprint',
    '--no-cli',
    '--no-tls',
    '--no-dtls',
    '--no-multicast-peers',
    // coturn refuses loopback peers by default; a relay between two browsers on this machine needs them.
    ...(loopback ? ['--allow-loopback-peers'] : []),
    `--userdb=${path.join(dir, 'turndb')}`,
    `--pidfile=${path.join(dir, 'turnserver.pid')}`,
    '--log-file=stdout',
    '--simple-log',
    '--no-software-attribute',
  ];
  const child = spawn('turnserver', args, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([stunPing(ip, port, 10_000), exited.then((code) => Promise.reject(new Error(`turnserver exited with ${code}`)))]);
  } catch (error) {
    await stop();
    throw error;
  }
  const host = ip.includes(':') ? `[${ip}]` : ip;
  return {
    pid: child.pid,
    stunUrls: [`stun:${host}:${port}`],
    turnUrls: [`turn:${host}:${port}?transport=udp`, `turn:${host}:${port}?transport=tcp`],
    stop,
  };
}

function run(command, args, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => (clearTimeout(timer), resolve({ code, out })));
  });
}

/**
 * Proves the running coturn relays: turnutils_uclient allocates with REST credentials and sends UDP
 * through its relay to turnutils_peer (an echo), and a wrong credential is refused. `login`: the
 * credential to use (default: one made from `secret`).
 * @param {{ secret: string; ip?: string; port?: number; peerPort?: number; login?: { username: string; credential: string } }} options
 */
export async function checkRelay({
  secret,
  ip = '127.0.0.1',
  port = 3478,
  peerPort = port + 2,
  login = turnCredential(secret, 1, Math.floor(Date.now() / 1000) + 600),
}) {
  const peer = spawn('turnutils_peer', ['-L', ip, '-p', String(peerPort)], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 300));
    const { username, credential } = login;
    const client = (password) => ['-u', username, '-w', password, '-e', ip, '-r', String(peerPort), '-n', '5', '-m', '1', '-l', '100', '-p', String(port), ip];
    const good = await run('turnutils_uclient', client(credential), 30_000);
    const received = Number(/tot_recv_msgs=(\d+)\s*$/m.exec(good.out)?.[1] ?? 0);
    const refused = await run('turnutils_uclient', client('not-the-credential'), 30_000);
    const wrongRefused = /Cannot complete Allocation/.test(refused.out);
    return { ok: received > 0 && wrongRefused, received, wrongRefused, output: good.out };
  } finally {
    peer.kill('SIGTERM');
  }
}

const settings = () => ({
  secret: process.env.TURN_SECRET,
  ip: process.env.TURN_LISTEN_IP || '127.0.0.1',
  port: Number(process.env.TURN_PORT || 3478),
  realm: process.env.TURN_REALM || 'fanstage.local',
});

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const command = process.argv[2] ?? 'start';
  const options = settings();
  if (command === 'start') {
    const coturn = await startCoturn(options);
    if (!coturn) {
      console.error('turnserver is not installed: apt-get install coturn');
      process.exit(1);
    }
    console.log(
      `coturn is up. Start the app with:\n  STUN_URLS=${coturn.stunUrls.join(',')} TURN_URLS=${coturn.turnUrls.join(',')} TURN_SECRET=<the same secret>`,
    );
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => coturn.stop().then(() => process.exit(0)));
  } else if (command === 'check') {
    const coturn = await startCoturn({ ...options, quiet: true });
    if (!coturn) {
      console.error('turnserver is not installed: apt-get install coturn');
      process.exit(1);
    }
    try {
      const result = await checkRelay(options);
      console.log(`relayed ${result.received} packets; a wrong credential ${result.wrongRefused ? 'was refused' : 'was ACCEPTED'}`);
      process.exitCode = result.ok ? 0 : 1;
      if (!result.ok) console.log(result.output);
    } finally {
      await coturn.stop();
    }
  } else {
    console.error('usage: node scripts/coturn.mjs start|check');
    process.exit(2);
  }
}
