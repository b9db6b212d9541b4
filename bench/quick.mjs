#!/usr/bin/env node
// Every bench in its quick mode, one after another (issue 42): small sizes and short runs, so that a
// bench which no longer starts fails CI. The figures are printed as each bench prints them and
// compared with nothing; a bench fails when it exits non-zero (something it ran threw), dies by a
// signal or outlasts TIMEOUT_S.
// Usage: npm run test:bench [-- name ...]   (node bench/quick.mjs; names such as "feed" run only those)
//
// Every bench/*.mjs is a bench, but the helper modules of NOT_BENCHES, and must have a quick mode: it
// is run with `--quick`, and one whose source never mentions the flag fails unrun (it would run at full size).
// The app is built first when stale, with source maps (`BUILD_SOURCEMAP=1`, through `scripts/start.mjs --build-only`): startup, ssr, calls
// and the page and size benches run or read build/, and js-sources, ds-size and long-tasks need the maps
// (the build is otherwise the same). SKIP_BUILD=1 uses build/ as it is, as `npm start` does.
// Each bench keeps its own database default: the embedded PGlite, or PostgreSQL with DATABASE_URL where it supports it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NOT_BENCHES = {
  'quick.mjs': 'this runner',
  'built-server.mjs': "the production build served for the page benches' quick mode",
  'chat-breakdown.mjs': "bench/chat's BREAKDOWN=1",
  'ssr-bare.mjs': "bench/ssr's bare Remix page",
};
// For a bench that hangs, not one that is slow: on a 2-core machine a quick bench took at most 33 s, but
// bench/chat over 3 minutes while the load average was 8 to 14 (it starts three servers).
const TIMEOUT_S = 600;

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const benchDir = path.join(root, 'bench');
const all = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs') && !(name in NOT_BENCHES))
  .sort();
const wanted = process.argv.slice(2).map((name) => (name.endsWith('.mjs') ? name : `${name}.mjs`));
for (const name of wanted) if (!all.includes(name)) throw new Error(`no bench ${name} (benches: ${all.join(', ')})`);
const benches = wanted.length ? all.filter((name) => wanted.includes(name)) : all;
const results = [];
const seconds = (since) => (performance.now() - since) / 1000;
const started = performance.now();

let current = null;
// Each bench runs in a process group of its own (for the leftovers below); Ctrl-C stops that group too.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (current) stopGroup(current.pid, 'SIGTERM');
    process.exit(130);
  });

function stopGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // nothing left in it
  }
}

/** One bench in quick mode, its output as it comes; resolves to why it failed, or null. */
function run(name) {
  const args = ['--import', 'tsx', '--expose-gc', path.join('bench', name), '--quick'];
  console.log(`\n=== ${name}: node ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', detached: true });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopGroup(child.pid, 'SIGTERM');
      setTimeout(() => stopGroup(child.pid, 'SIGKILL'), 10_000).unref();
    }, TIMEOUT_S * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      // A bench's own children still running (a server it did not stop, say) are stopped, and said so.
      if (stopGroup(child.pid, 'SIGTERM')) console.log(`(${name} left processes running: stopped)`);
      if (timedOut) resolve(`over ${TIMEOUT_S} s`);
      else if (signal) resolve(`killed by ${signal}`);
      else resolve(code === 0 ? null : `exit ${code}`);
    });
  });
}

let build = null;
if (process.env.SKIP_BUILD === '1') console.log('SKIP_BUILD=1: the benches use build/ as it is');
else {
  // As `npm start` does, only when build/ is older than its sources (npm test's build step made it just before).
  console.log('=== building the app when stale, with source maps (BUILD_SOURCEMAP=1), for the benches that run or read build/');
  const since = performance.now();
  const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_SOURCEMAP: '1' },
  });
  build = { ok: built.status === 0, seconds: seconds(since) };
}

if (build && !build.ok) console.log('\nthe build failed: no bench was run');
else
  for (const name of benches) {
    const since = performance.now();
    const source = fs.readFileSync(path.join(benchDir, name), 'utf8');
    const failure = source.includes("'--quick'") ? await run(name) : 'no quick mode (it never reads --quick)';
    results.push({ name, failure, seconds: seconds(since) });
  }

console.log('\n=== quick benches: summary');
if (build) console.log(`${build.ok ? 'ok  ' : 'FAIL'}  ${'(build)'.padEnd(16)} ${build.seconds.toFixed(1).padStart(6)} s`);
for (const r of results)
  console.log(`${r.failure ? 'FAIL' : 'ok  '}  ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${r.failure ? `  (${r.failure})` : ''}`);
const failed = results.filter((r) => r.failure).length;
console.log(`${results.length - failed} of ${benches.length} benches ok, ${failed} failed; ${(seconds(started) / 60).toFixed(1)} min in all`);
process.exit(failed || (build && !build.ok) ? 1 : 0);
