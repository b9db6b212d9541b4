/**
 * Stopping `npm start` (issue 18 point 8, ADR 088): SIGTERM or SIGINT sent to npm's own process
 * stops the whole tree through the server's graceful shutdown, and the port is free again.
 * Linux only: the process tree is read from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// The first start may build the app (a fresh clone), so the waits are generous; nothing asserts on time.
const STARTED_WITHIN_MS = 600_000;
const STOPPED_WITHIN_MS = 120_000;

/** pid -> [parent pid, process group] of every process, from /proc. */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so read after the last ")".
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), [Number(ppid), Number(pgrp)]);
    } catch {
      // ended while we looked
    }
  }
  return table;
}

/** `pid` and all its descendants still running, plus anything left in its process group. */
function treeOf(pid: number): number[] {
  const table = processTable();
  const found = new Set<number>([...table].filter(([, [, group]]) => group === pid).map(([p]) => p));
  if (table.has(pid)) found.add(pid);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, [parent]] of table) {
      if (found.has(parent) && !found.has(p)) {
        found.add(p);
        grew = true;
      }
    }
  }
  return [...found];
}

const alive = (pid: number) => processTable().has(pid);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether nothing listens on the port any more: we can bind it ourselves. */
async function portIsFree(port: number): Promise<boolean> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (bound) await new Promise((resolve) => server.close(resolve));
  return bound;
}

async function until(what: string, check: () => boolean | Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let started: { npm: ChildProcess; dataDir: string } | null = null;
afterEach(() => {
  // Whatever a failed test left running goes (only what this test started: npm's process group).
  for (const pid of started?.npm.pid ? treeOf(started.npm.pid) : []) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (started) fs.rmSync(started.dataDir, { recursive: true, force: true });
  started = null;
});

describe.skipIf(process.platform !== 'linux')('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops as a whole and frees its port on ${signal} to npm's process`, { timeout: STARTED_WITHIN_MS + STOPPED_WITHIN_MS + 30_000 }, async () => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-start-'));
      const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
      // What npm start runs by itself (not vitest's "test"), with the log that shows the shutdown.
      Object.assign(env, { NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'info', MASS_JOB_INTERVAL_MS: '0', POST_SCHEDULER_INTERVAL_MS: '0' });
      // Not vitest's environment: with VITEST set, vite.config.ts leaves Remix out and a first build would fail.
      for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete (env as Record<string, unknown>)[name];
      // Its own process group, so what survives can be found and cleaned up whatever happens.
      const npm = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      started = { npm, dataDir };
      let output = '';
      npm.stdout!.on('data', (chunk) => (output += chunk));
      npm.stderr!.on('data', (chunk) => (output += chunk));
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => npm.on('exit', (code, sig) => resolve({ code, signal: sig })));

      await until(
        'GET /healthz answers',
        async () => {
          if (npm.exitCode !== null) throw new Error(`npm start ended before answering:\n${output}`);
          return fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.ok,
            () => false,
          );
        },
        STARTED_WITHIN_MS,
      );
      const tree = treeOf(npm.pid!);
      expect(tree.length).toBeGreaterThan(1); // npm and the server at least

      process.kill(npm.pid!, signal);

      await until('every process of the tree has ended', () => tree.every((pid) => !alive(pid)) && treeOf(npm.pid!).length === 0, STOPPED_WITHIN_MS);
      await until(`port ${port} is free`, () => portIsFree(port), STOPPED_WITHIN_MS);
      // Gracefully: the server's own shutdown ran (server/index.ts), and npm reports success.
      expect(output).toContain(`"signal":"${signal}","msg":"shutting down"`);
      expect(await exited).toEqual({ code: 0, signal: null });
    });
  }
});
