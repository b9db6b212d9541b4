#!/usr/bin/env node
// Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown)
// against a RUNNING production build, RUNS times per page, each in a fresh Chromium profile: what a
// first-time visitor gets (no session cookie, nothing in localStorage, so the age gate is due and,
// on a creator's profile, the adult pop-up; Lighthouse's mobile user agent is not a bot to isbot).
// Prints per page the median performance score, LCP, TBT, CLS, FCP, Speed Index, the LCP element and,
// from the median run, the largest main-thread costs (by category and by script), render-blocking
// resources and the bytes transferred.
//
// It builds nothing. Run it against a production build, e.g.:
//   npm run build && PORT=3421 DATA_DIR=$(mktemp -d) SKIP_BUILD=1 npm start
//   node bench/lighthouse.mjs [--quick] [base URL] [path ...]   (default http://127.0.0.1:3421 /home /@luna_rivers)
// --quick: one run of /home (RUNS and paths still win) and, without a base URL, the build started here
// (bench/built-server.mjs) and stopped after.
// Env: RUNS (3), CHROMIUM_PATH (/usr/bin/chromium), LH_JSON=dir (keeps each run's full report there),
// CPU_SLOWDOWN (Lighthouse's default 4). The printed benchmarkIndex says how fast this machine was
// during each run: Lighthouse's 4x assumes a desktop of about 1,000-2,000; a busy machine scores
// far lower and its TBT is inflated accordingly, so compare runs made under similar benchmarkIndex.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import { startBuilt } from './built-server.mjs';

// Lighthouse 12's trace engine reads chrome_frame_reporter.frame_sequence from every PipelineReporter
// event; Chromium 13x+ leaves it out of some, and the LCP element, layout shifts and render-blocking
// audits then fail. This load hook adds optional chaining there (the engine already falls back when
// a screenshot has no frame to match), for this process only: node_modules stays as installed.
const traceEngineFix = `export async function load(url, context, next) {
  const result = await next(url, context);
  if (!url.endsWith('/trace/handlers/ScreenshotsHandler.js')) return result;
  const source = String(result.source).replace('evt.args.data.beginEvent.args.chrome_frame_reporter.frame_sequence', 'evt.args.data.beginEvent.args?.chrome_frame_reporter?.frame_sequence');
  return { ...result, source };
}`;
register(`data:text/javascript,${encodeURIComponent(traceEngineFix)}`);
const { default: lighthouse } = await import('lighthouse');
const { throttling: lhThrottling } = await import('lighthouse/core/config/constants.js');
const mobileSlow4G = lhThrottling.mobileSlow4G;

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const given = args[0]?.startsWith('http') ? args.shift() : null;
const built = quick && !given ? await startBuilt() : null;
const base = given ?? built?.url ?? 'http://127.0.0.1:3421';
// luna_rivers is the demo seed's first creator (server/demo/seed.ts).
const pages = args.length ? args : quick ? ['/home'] : ['/home', '/@luna_rivers'];
const runs = Number(process.env.RUNS ?? (quick ? 1 : 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => `${Math.round(v)} ms`;
const s = (v) => `${(v / 1000).toFixed(2)} s`;
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;

async function runOnce(url) {
  // A fresh profile each run: a first visit, nothing cached.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    // Quick: no full-page screenshot, which no figure here reads.
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: quick };
    const throttling = process.env.CPU_SLOWDOWN
      ? { settings: { throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: Number(process.env.CPU_SLOWDOWN) } } }
      : {};
    const result = await lighthouse(url, flags, { extends: 'lighthouse:default', ...throttling });
    if (!result?.lhr) throw new Error(`no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`).join(', ');
  return node ? `${node.snippet}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 60)}"` : ''}\n    phases: ${phases}` : '(none)';
}

function report(page, lhrs) {
  const metric = (id) => lhrs.map((l) => l.audits[id]?.numericValue ?? NaN);
  const scores = lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100));
  // The median run by score carries the details (ties: the earlier run).
  const mid = lhrs[scores.indexOf(median(scores))] ?? lhrs[[...scores.keys()].sort((a, b) => scores[a] - scores[b])[Math.floor(lhrs.length / 2)]];
  const lines = [
    `${page}  (${lhrs.length} runs; benchmarkIndex ${lhrs.map((l) => Math.round(l.environment.benchmarkIndex)).join(', ')})`,
    `  performance ${median(scores)}  (runs: ${scores.join(', ')})`,
    `  LCP ${s(median(metric('largest-contentful-paint')))}  TBT ${ms(median(metric('total-blocking-time')))}  CLS ${median(metric('cumulative-layout-shift')).toFixed(3)}  FCP ${s(median(metric('first-contentful-paint')))}  SI ${s(median(metric('speed-index')))}`,
    `    per run: LCP ${metric('largest-contentful-paint').map(s).join(' / ')}; TBT ${metric('total-blocking-time').map(ms).join(' / ')}; CLS ${metric(
      'cumulative-layout-shift',
    )
      .map((v) => v.toFixed(3))
      .join(' / ')}`,
    `  LCP element (median run): ${lcpElement(mid)}`,
  ];
  const breakdown = mid.audits['mainthread-work-breakdown']?.details?.items ?? [];
  lines.push(
    `  main thread (median run, ${ms(mid.audits['mainthread-work-breakdown']?.numericValue ?? 0)}): ${breakdown
      .slice(0, 6)
      .map((i) => `${i.groupLabel} ${ms(i.duration)}`)
      .join(', ')}`,
  );
  const bootup = mid.audits['bootup-time']?.details?.items ?? [];
  lines.push('  scripts by main-thread time (total / scripting / parse+compile):');
  for (const i of bootup.slice(0, 6)) lines.push(`    ${ms(i.total)} / ${ms(i.scripting)} / ${ms(i.scriptParseCompile)}  ${String(i.url).replace(base, '')}`);
  const blocking = mid.audits['render-blocking-resources']?.details?.items ?? [];
  if (blocking.length)
    lines.push(`  render-blocking: ${blocking.map((i) => `${String(i.url).replace(base, '')} ${kb(i.totalBytes)} ${ms(i.wastedMs)}`).join(', ')}`);
  const longTasks = mid.audits['long-tasks']?.details?.items ?? [];
  if (longTasks.length)
    lines.push(
      `  long tasks: ${longTasks
        .slice(0, 5)
        .map((t) => `${ms(t.duration)} @${ms(t.startTime)} ${String(t.url).replace(base, '')}`)
        .join(', ')}`,
    );
  const weight = mid.audits['network-requests']?.details?.items ?? [];
  const byType = {};
  for (const r of weight) byType[r.resourceType] = (byType[r.resourceType] ?? 0) + (r.transferSize ?? 0);
  lines.push(
    `  transferred: ${Object.entries(byType)
      .sort((a, b) => b[1] - a[1])
      .map(([t, b]) => `${t} ${kb(b)}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

const keep = process.env.LH_JSON;
if (keep) fs.mkdirSync(keep, { recursive: true });
try {
  for (const page of pages) {
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): that run is made again, once.
      const lhr = await runOnce(new URL(page, base).href).catch((error) => {
        console.error(`  run ${i + 1} of ${page} again: ${error.message}`);
        return runOnce(new URL(page, base).href);
      });
      lhrs.push(lhr);
      if (keep) fs.writeFileSync(path.join(keep, `${page.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(lhr));
    }
    console.log(report(page, lhrs));
  }
} finally {
  await built?.stop();
}
