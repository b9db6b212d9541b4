#!/usr/bin/env node
// SSR throughput of /home (and /terms) as a share of a bare Remix v2 page's (issue 23, ADR 107).
// Builds the bare page (bench/ssr-bare.mjs), builds our app when build/ is missing, starts both
// (ours through `SKIP_BUILD=1 npm start` on a fresh DATA_DIR, or a fresh database made on
// DATABASE_URL and dropped after), then measures them with autocannon, 10 connections, in short
// rounds alternating the targets (interleaved, so both see the same machine), and one request
// at a time for the latencies. It prints the server's CPU time per request too (Linux /proc): on a
// machine shared with other work it is steadier than req/s, and its ratio says the same thing.
// Usage: node bench/ssr.mjs [--quick] [--rounds=4] [--seconds=5] [--no-login]
// (--quick: 1 round of 1 s, 20 warm-up requests and 5 one at a time per target; given numbers still win)
//
// Our server runs with REQUIRE_SIGNATURE=0 and RATE_LIMITS=0 (README: for load tests; pages are
// not rate limited, the signed-in run's sign-in calls are) and SEED_DEMO=1 (the demo's posts fill
// /home on PostgreSQL too); everything else, the log and the jobs included, as `npm start` has it.
// Every request sends a phone browser's User-Agent and Accept-Encoding: gzip (both servers compress).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildBare } from './ssr-bare.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const quick = process.argv.includes('--quick');
const rounds = arg('rounds', quick ? 1 : 4);
const seconds = arg('seconds', quick ? 1 : 5);
const withLogin = !process.argv.includes('--no-login');
// The Node the npm scripts run on (ADR 079), for both servers.
const nodeBin = fs.existsSync(path.join(root, 'node_modules', '.bin', 'node')) ? path.join(root, 'node_modules', '.bin', 'node') : process.execPath;
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip',
  accept: 'text/html',
};
const children = [];
const say = (line) => process.stderr.write(`${line}\n`);
const cleanups = [];

async function cleanup() {
  for (const { child, group } of children) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // npm start runs in its own process group (npm, then node): stop them all.
    if (group) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
    await exited;
  }
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

const freePort = () => 3400 + Math.floor(Math.random() * 2000);

async function waitFor(url, ok = (res) => res.ok) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url, { headers: HEADERS });
      if (ok(res)) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000) throw new Error(`no answer from ${url} within 10 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fresh PostgreSQL database on DATABASE_URL (dropped at the end), like test/server.ts freshDatabase. */
async function freshPostgres(base) {
  const name = `fanstage_bench_ssr_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startOurs() {
  if (!fs.existsSync(path.join(root, 'build', 'server', 'index.js'))) {
    console.log('No build/: npm run build…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-ssr-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : '';
  const port = freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SKIP_BUILD: '1' };
  Object.assign(env, { REQUIRE_SIGNATURE: '0', RATE_LIMITS: '0', SEED_DEMO: '1' });
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: 'ignore', detached: true });
  children.push({ child, group: true });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  // The demo is seeded (its posts on /home) before we measure.
  await waitFor(`${url}/home`, (res) => res.ok && res.headers.get('content-type')?.includes('html'));
  for (let i = 0; i < 100 && !(await (await fetch(`${url}/home`)).text()).includes('/@luna_rivers'); i++) await new Promise((r) => setTimeout(r, 200));
  return { url, kind: databaseUrl ? 'postgresql' : 'pglite', pid: serverPid(child.pid) };
}

/** A demo fan's session cookie, signed in with the emailed code read from the local outbox. */
async function signIn(url) {
  const email = 'demo-fan-alex@demo.fanstage.test';
  const post = async (p, body) => {
    const res = await fetch(url + p, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });
    const json = await res.json();
    if (json.result !== 'ok') throw new Error(`${p}: ${JSON.stringify(json)}`);
    return res;
  };
  await post('/api/core/auth/email/send_code/', { email });
  const { data } = await (await fetch(`${url}/api/dev/outbox`)).json();
  const code = /\b(\d{6})\b/.exec(data.list.find((m) => m.to === email).text)[1];
  const res = await post('/api/core/auth/email/verify_code/', { email, code });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/** The server process of `npm start`: npm's child (the "start" script execs node). */
const serverPid = (npmPid) => Number(fs.readFileSync(`/proc/${npmPid}/task/${npmPid}/children`, 'utf8').trim().split(/\s+/)[0]);

async function cannon(target) {
  const cpu0 = cpuMs(target.pid);
  const result = await autocannon({ url: target.url, connections: 10, duration: seconds, headers: { ...HEADERS, ...target.headers } });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  const cpu1 = cpuMs(target.pid);
  return { requests: result.requests.total, seconds: result.duration, cpu: cpu0 === null || cpu1 === null ? NaN : cpu1 - cpu0 };
}

/** One GET, reading the whole (compressed) body; ms. */
function once(target, agent) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(target.url, { agent, headers: { ...HEADERS, ...target.headers } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${target.name}: ${res.statusCode}`));
        res.on('data', () => {});
        res.on('end', () => resolve(performance.now() - t0));
      })
      .on('error', reject);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

try {
  say('building the bare page…');
  const bare = await buildBare(root, nodeBin);
  cleanups.push(async () => fs.rmSync(bare.dir, { recursive: true, force: true }));
  const barePort = freePort();
  const bareChild = await bare.start(barePort);
  children.push({ child: bareChild, group: false });
  say('starting ours (npm start)…');
  const ours = await startOurs();
  const targets = [
    { name: 'bare', url: `http://127.0.0.1:${barePort}/`, pid: bareChild.pid },
    { name: '/home', url: `${ours.url}/home`, pid: ours.pid },
    { name: '/terms', url: `${ours.url}/terms`, pid: ours.pid },
  ];
  if (withLogin) targets.push({ name: '/home (signed in)', url: `${ours.url}/home`, pid: ours.pid, headers: { cookie: await signIn(ours.url) } });

  say('warming up, then one request at a time…');
  // Warm-up: JIT, the database's caches, connection pools.
  for (const t of targets) await autocannon({ url: t.url, connections: 10, amount: quick ? 20 : 200, headers: { ...HEADERS, ...t.headers } });

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const single = new Map(targets.map((t) => [t.name, []]));
  for (let i = 0; i < (quick ? 5 : 40); i++) for (const t of targets) single.get(t.name).push(await once(t, agent));
  agent.destroy();

  say(`${rounds} rounds of ${targets.length} × ${seconds} s…`);
  const totals = new Map(targets.map((t) => [t.name, { requests: 0, seconds: 0, cpu: 0, rounds: [] }]));
  for (let r = 0; r < rounds; r++) {
    // Each round starts with a different target, so none always follows the same one.
    const order = targets.map((_, i) => targets[(i + r) % targets.length]);
    for (const t of order) {
      const got = await cannon(t);
      const total = totals.get(t.name);
      total.requests += got.requests;
      total.seconds += got.seconds;
      total.cpu += got.cpu;
      total.rounds.push(got.requests / got.seconds);
    }
  }

  const rate = (name) => totals.get(name).requests / totals.get(name).seconds;
  // The server's CPU time per request: what the machine's other work does not inflate (req/s it does).
  const cpuPer = (name) => totals.get(name).cpu / totals.get(name).requests;
  console.log(`SSR, ${ours.kind}, ${rounds} interleaved rounds of ${seconds} s per target, 10 connections; load average ${os.loadavg()[0].toFixed(2)}`);
  for (const t of targets) {
    const rs = totals.get(t.name).rounds;
    const ms = single.get(t.name);
    console.log(
      `${t.name.padEnd(18)} ${rate(t.name).toFixed(0).padStart(5)} req/s (rounds ${Math.min(...rs).toFixed(0)}-${Math.max(...rs).toFixed(0)})` +
        `  one at a time: median ${median(ms).toFixed(1)} ms, p90 ${pct(ms, 0.9).toFixed(1)} ms` +
        `  server CPU ${cpuPer(t.name).toFixed(1)} ms/request` +
        (t.name === 'bare' ? '' : `  ratio to bare ${(rate(t.name) / rate('bare')).toFixed(2)} (by CPU: ${(cpuPer('bare') / cpuPer(t.name)).toFixed(2)})`),
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
