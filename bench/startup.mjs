#!/usr/bin/env node
// Prints the time from `npm start` to the first successful response, on a fresh data dir.
// Usage: node bench/startup.mjs [--quick] [--rebuild]   (--rebuild deletes build/ first: a fresh clone)
// One start is quick already: --quick only gives up after 3 minutes instead of 10 (run it after a build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const quick = process.argv.includes('--quick');
const rebuild = process.argv.includes('--rebuild');
if (rebuild) fs.rmSync('build', { recursive: true, force: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-'));
const port = 3300 + Math.floor(Math.random() * 500);
const started = performance.now();
const child = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'ignore',
  detached: true,
});

async function firstResponse(url) {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
    // A server that died on start would otherwise be waited for until the limit.
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
    if (performance.now() - started > (quick ? 180_000 : 600_000)) {
      process.kill(-child.pid, 'SIGTERM');
      throw new Error(`no response within ${quick ? 3 : 10} minutes`);
    }
  }
}

await firstResponse(`http://127.0.0.1:${port}/healthz`);
const healthz = performance.now() - started;
await firstResponse(`http://127.0.0.1:${port}/home`);
const home = performance.now() - started;
// Stopped, and gone, before its data dir is removed (the demo may still be being written in the background).
const exited = new Promise((resolve) => child.once('exit', resolve));
process.kill(-child.pid, 'SIGTERM');
await exited;
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  `npm start${rebuild ? ' (with build)' : ''} on a fresh data dir: first /healthz ${(healthz / 1000).toFixed(1)} s, first /home ${(home / 1000).toFixed(1)} s`,
);
