#!/usr/bin/env node
// Janus (Debian's `janus` package) next to the app, for development, the e2e suite's second pass
// and the integration tests (issue 22, ADR 101): the VideoRoom plugin and the WebSocket transport
// alone, on loopback, from a config generated in a temporary dir (Debian's /etc/janus is not used).
//
//   node scripts/janus.mjs start    runs janus until Ctrl-C, printing the app's JANUS_URL
//
// Env: JANUS_WS_PORT (8188), JANUS_ADMIN_KEY (a random one), JANUS_NAT_1_1 (unset: host candidates only).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIB = '/usr/lib/x86_64-linux-gnu/janus';

/** True when Debian's janus is installed. */
export function hasJanus() {
  return spawnSync('sh', ['-c', 'command -v janus'], { stdio: 'ignore' }).status === 0 && fs.existsSync(path.join(LIB, 'plugins/libjanus_videoroom.so'));
}

/** Every .so of a folder but `keep`: Janus's config disables by file name. */
function allBut(folder, keep) {
  return fs
    .readdirSync(path.join(LIB, folder))
    .filter((name) => name.endsWith('.so') && name !== keep)
    .join(',');
}

function config({ dir, port, adminKey, nat11 }) {
  fs.writeFileSync(
    path.join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${LIB}/plugins"
  transports_folder = "${LIB}/transports"
  events_folder = "${LIB}/events"
  loggers_folder = "${LIB}/loggers"
  debug_level = 3
  admin_secret = "${adminKey}"
  protected_folders = []
}
media: {
  ipv6 = false
}
nat: {
  nice_debug = false
  full_trickle = false
  ice_ignore_list = "vmnet"
  ${nat11 ? `nat_1_1_mapping = "${nat11}"` : ''}
}
plugins: {
  disable = "${allBut('plugins', 'libjanus_videoroom.so')}"
}
transports: {
  disable = "${allBut('transports', 'libjanus_websockets.so')}"
}
events: {
  broadcast = false
  disable = "${allBut('events', '')}"
}
loggers: {
  disable = "${fs.existsSync(path.join(LIB, 'loggers')) ? allBut('loggers', '') : ''}"
}
`,
  );
  fs.writeFileSync(
    path.join(dir, 'janus.transport.websockets.jcfg'),
    `general: {
  json = "compact"
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
  );
  fs.writeFileSync(
    path.join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = "${adminKey}"
  lock_rtp_forward = true
}
`,
  );
}

/** Resolves when something accepts TCP connections on 127.0.0.1:port. */
async function listening(port, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (exited()) throw new Error('janus exited');
    if (Date.now() > deadline) throw new Error(`janus did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts janus; resolves once its WebSocket transport listens. Returns { url, adminKey, pid, stop },
 * or null when janus is not installed.
 * @param {{ port?: number; adminKey?: string; nat11?: string; quiet?: boolean }} options
 */
export async function startJanus({ port = 8188, adminKey = randomBytes(12).toString('hex'), nat11, quiet = false } = {}) {
  if (!hasJanus()) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-janus-'));
  config({ dir, port, adminKey, nat11 });
  const child = spawn('janus', ['-F', dir, '-C', path.join(dir, 'janus.jcfg')], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, 10_000, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `ws://127.0.0.1:${port}`, adminKey, pid: child.pid, stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const command = process.argv[2] ?? 'start';
  if (command !== 'start') {
    console.error('usage: node scripts/janus.mjs start');
    process.exit(2);
  }
  const janus = await startJanus({
    port: Number(process.env.JANUS_WS_PORT || 8188),
    adminKey: process.env.JANUS_ADMIN_KEY || undefined,
    nat11: process.env.JANUS_NAT_1_1 || undefined,
  });
  if (!janus) {
    console.error('janus is not installed: apt-get install janus');
    process.exit(1);
  }
  console.log(`janus is up. Start the app with:\n  JANUS_URL=${janus.url} JANUS_ADMIN_KEY=${janus.adminKey}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => janus.stop().then(() => process.exit(0)));
}
