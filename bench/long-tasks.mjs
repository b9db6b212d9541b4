#!/usr/bin/env node
// What each long task of a first visit is made of: the detail Lighthouse's "long tasks" list lacks.
// Loads each page in Debian's Chromium as a first-time phone visitor (412 px, no session, nothing
// stored: the age gate is due), with the CPU slowed down through CDP (4x, Lighthouse's figure, but
// applied for real rather than simulated). It records a trace and a sampled CPU profile together,
// then prints, per run, every main-thread task over 50 ms with its start (from the first HTML
// parse), its duration and what filled it: the functions whose samples fall in it (source-mapped
// when the build has maps), or the browser's own work (layout, style, parsing) when no script ran.
// Ends with the medians of the blocking sum (the part of each long task over 50 ms, after the
// first contentful paint, as TBT counts it) and of all main-thread work, and the largest items
// over all runs. Speed depends on the machine: compare runs made one after the other.
//
// It builds nothing. Run it against a production build, with maps for readable names:
//   BUILD_SOURCEMAP=1 npm run build && PORT=3421 DATA_DIR=$(mktemp -d) SKIP_BUILD=1 SEED_DEMO=1 npm start
//   node bench/long-tasks.mjs [--quick] [base URL] [path ...]   (default http://127.0.0.1:3421 /home /@luna_rivers)
// --quick: one run of /home, 1 s after load (RUNS, WAIT and paths still win) and, without a base URL, the
// build started here (bench/built-server.mjs) and stopped after.
// Env: RUNS (3), CPU (4), WAIT (ms after load, 5000), AGREED=1 (the gate already agreed),
// CHROMIUM_PATH (/usr/bin/chromium). A build with maps differs only by its sourceMappingURL comments.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { startBuilt } from './built-server.mjs';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const given = args[0]?.startsWith('http') ? args.shift() : null;
const pages = args.length ? args : quick ? ['/home'] : ['/home', '/@luna_rivers'];
const runs = Number(process.env.RUNS ?? (quick ? 1 : 3));
const wait = Number(process.env.WAIT ?? (quick ? 1000 : 5000));
const clientDir = path.resolve('build/client');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (us) => Math.round(us / 1000);

// Source maps of the build's assets, read once each.
const maps = new Map();
function consumerFor(url) {
  const asset = url.match(/\/assets\/[^?#]+\.js$/)?.[0];
  if (!asset) return null;
  if (!maps.has(asset)) {
    const file = path.join(clientDir, `${asset}.map`);
    maps.set(asset, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(asset);
}
function frameName({ functionName, url, lineNumber, columnNumber }) {
  const original = consumerFor(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source)
    return `${original.name ?? functionName ?? '(anonymous)'} ${original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line}`;
  return `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}`.trim();
}
// A sample's label: our own code nearest the root of its stack (the component or effect that led to
// it), else the nearest library frame that is not React's or the scheduler's, else its leaf.
const OURS = / (app|design-system|common)\//;
const FRAMEWORK = /^[^ ]* (react-dom|scheduler|react)\//;
function label(stack) {
  const names = stack.map(frameName);
  return names.find((n) => OURS.test(n)) ?? names.find((n) => n.includes('/') && !FRAMEWORK.test(n)) ?? names.at(-1);
}
// The browser's own work, named from the trace when a task ran no script.
const NATIVE = [
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'PrePaint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'DocumentLoader::CommitNavigation',
];

async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (process.env.AGREED) await context.addInitScript(() => window.localStorage.setItem('first_agree_over_18', String(Date.now())));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(wait);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return { traceEvents, profile };
}

function analyse({ traceEvents, profile }) {
  // The page's main thread: the renderer main thread that ran the most.
  const busy = new Map();
  for (const e of traceEvents) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const mains = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const main = mains.sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  const events = traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const start = (events.find((e) => e.name === 'ParseHTML') ?? events[0]).ts;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const tasks = events.filter((e) => e.name === 'RunTask');
  const long = tasks.filter((e) => e.dur > 50_000);

  // Profile samples, on the trace's clock, each weighing the time to the next.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n);
  const stackOf = (id) => {
    const stack = [];
    for (let n = nodes.get(id); n; n = parents.get(n.id)) if (n.callFrame.url) stack.unshift(n.callFrame);
    return stack;
  };
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ ts: (t += profile.timeDeltas[i]), id, weight: profile.timeDeltas[i + 1] ?? 0 }));

  const items = {};
  const lines = long.map((task) => {
    const parts = {};
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > task.ts + task.dur) continue;
      const stack = stackOf(s.id);
      if (stack.length) parts[label(stack)] = (parts[label(stack)] ?? 0) + s.weight;
    }
    for (const e of events)
      if (NATIVE.includes(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur) parts[`[${e.name}]`] = (parts[`[${e.name}]`] ?? 0) + e.dur;
    const top = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4);
    for (const [name, us] of top) items[name] = (items[name] ?? 0) + us;
    return `    ${ms(task.dur)} ms @${ms(task.ts - start)}: ${top.map(([name, us]) => `${name} ${ms(us)}`).join(' | ')}`;
  });
  const blocking = long.filter((task) => task.ts >= fcp).reduce((sum, task) => sum + task.dur - 50_000, 0);
  return { lines, items, blocking, busy: tasks.reduce((sum, task) => sum + task.dur, 0), fcp: fcp - start };
}

const built = quick && !given ? await startBuilt() : null;
const base = given ?? built?.url ?? 'http://127.0.0.1:3421';
let browser;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = analyse(await visit(browser, new URL(page, base).href));
      results.push(result);
      console.log(`${page} run ${i + 1}: FCP @${ms(result.fcp)} ms, blocking ${ms(result.blocking)} ms, main thread ${ms(result.busy)} ms`);
      console.log(result.lines.join('\n'));
    }
    const items = {};
    for (const r of results) for (const [name, us] of Object.entries(r.items)) items[name] = (items[name] ?? 0) + us;
    console.log(
      `${page}: median blocking ${ms(median(results.map((r) => r.blocking)))} ms, median main thread ${ms(median(results.map((r) => r.busy)))} ms (${runs} runs, CPU ${process.env.CPU ?? 4}x)`,
    );
    console.log(
      `  largest items in long tasks, all runs: ${Object.entries(items)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, us]) => `${name} ${ms(us)} ms`)
        .join('; ')}`,
    );
  }
} finally {
  await browser?.close();
  await built?.stop();
}
