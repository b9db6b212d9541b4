#!/usr/bin/env node
// `npm test`: every suite, stopping at nothing so the summary shows all failures.
// typecheck, lint, unit (node + DOM), integration (PGlite, or PostgreSQL when DATABASE_URL
// is set), story tests (play functions + axe), the visual baseline, the benches' quick mode and
// the e2e suite.
//
// Two runners take the steps from one list, longest first (ADR 123, 124): the e2e app specs in two
// shards, each against a server and data of its own, beside the other suites; then the real-time
// media specs (calls, lives) alone, so that they run on a quiet machine.
// With TEST_PG_URL set (CI sets it, and must), the integration suite runs again on that
// PostgreSQL, with TEST_REDIS_URL as its Redis.
// `npm test -- unit lint` runs only the named steps (`e2e` names all of the e2e ones).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hasJanus } from './janus.mjs';
import { readReport } from './test-report.mjs';

const { TEST_PG_URL, TEST_REDIS_URL, CI } = process.env;
// TEST_REPORTS=<dir> keeps the runners' JSON reports there (each test's time, for balancing shards).
const reports = process.env.TEST_REPORTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-test-reports-'));
fs.mkdirSync(reports, { recursive: true });

/** A step whose runner writes a JSON report (vitest or playwright) that the summary counts. */
const vitest = (name, script, env = {}) => ({
  name,
  command: `npm run -s ${script} -- --reporter=default --reporter=json --outputFile.json=${reports}/${name}.json`,
  env,
  report: 'vitest',
});
const playwright = (name, command, env = {}, group) => ({
  name,
  command: `${command} --reporter=list,json`,
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${name}.json`, ...env },
  report: 'playwright',
  group,
});
const e2e = (name, args, env = {}) => playwright(name, `npm run -s test:e2e -- ${args}`, env, 'e2e');

// The build first (the e2e shards and the benches need it), then longest first (ADR 123's and 124's runs);
// two runners take the next step whose needs are met.
const steps = [
  // Once, for the benches and the e2e shards' servers; with source maps, which the size benches read.
  { name: 'build', command: 'node scripts/start.mjs --build-only', env: { BUILD_SOURCEMAP: '1' }, group: 'e2e' },
  vitest('integration', 'test:integration'),
  // Each app shard against a server and data of its own: their specs need a browser and a server, not a quiet machine.
  { ...e2e('e2e-app-1', '--project=app --shard=1/2'), needs: ['build'] },
  { ...e2e('e2e-app-2', '--project=app --shard=2/2', { E2E_SLOT: '1' }), needs: ['build'] },
  ...(TEST_PG_URL ? [vitest('integration-pg', 'test:integration', { DATABASE_URL: TEST_PG_URL, ...(TEST_REDIS_URL && { REDIS_URL: TEST_REDIS_URL }) })] : []),
  playwright('visual', 'node scripts/ensure-chromium.mjs && npm run -s test:visual --'),
  vitest('unit', 'test:unit'),
  vitest('stories', 'test:stories'),
  // Every bench in its quick mode, so that one that no longer starts fails here (issue 42).
  { name: 'bench', command: 'npm run -s test:bench', needs: ['build'] },
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  // The real-time media specs (calls, lives) alone, once everything else is done: frames, bitrates
  // and ICE need a machine that is not saturated.
  { ...e2e('e2e-media', '--project=media'), alone: true },
  // The lives' specs again through Janus, where it is installed (.ci/run installs it; ADR 101).
  ...(hasJanus() || CI ? [{ ...e2e('e2e-janus', '--project=media e2e/live.spec.ts e2e/live-room.spec.ts', { E2E_SFU: 'janus' }), alone: true }] : []),
];
const RUNNERS = 2;
const startedAll = Date.now();
const only = process.argv.slice(2);
const wanted = ({ name, group }) => !only.length || only.includes(name) || (group && only.includes(group));
const results = [];

/** One step, its output prefixed with its name so that the lanes' lines can be told apart. */
function run({ name, command, env = {}, report }) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const at = Math.round((started - startedAll) / 1000);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code) => {
      const tests = report ? readReport(report, `${reports}/${name}.json`) : null;
      // A runner that wrote no report, or counted no test, did not test anything.
      const ok = code === 0 && (!report || (tests !== null && tests.passed > 0));
      results.push({ name, ok, at, seconds: Math.round((Date.now() - started) / 1000), tests });
      resolve();
    });
  });
}

/**
 * RUNNERS steps at a time, each the first in the list whose needs have finished; a step that is
 * `alone` waits for every other to finish, and runs by itself.
 */
async function runAll(todo) {
  const done = new Set(steps.filter((step) => !todo.includes(step)).map((step) => step.name));
  const running = new Set();
  const ready = (step) =>
    (step.needs ?? []).every((name) => done.has(name)) && (!step.alone || (running.size === 0 && todo.every((other) => other === step || other.alone)));
  await new Promise((resolve) => {
    const next = () => {
      if (!todo.length && !running.size) return resolve();
      while (running.size < RUNNERS && ![...running].some((step) => step.alone)) {
        const step = todo.find(ready);
        if (!step) break;
        todo.splice(todo.indexOf(step), 1);
        running.add(step);
        run(step).then(() => {
          running.delete(step);
          done.add(step.name);
          next();
        });
      }
    };
    next();
  });
}

if (CI === 'true' && !TEST_PG_URL && !only.length) {
  // The PostgreSQL pass holds the tests that need PostgreSQL and Redis (the scale-out test among them).
  console.log('FAIL: CI=true needs TEST_PG_URL (and TEST_REDIS_URL) for the integration suite on PostgreSQL');
  results.push({ name: 'integration-pg', ok: false, seconds: 0, tests: null });
}
await runAll(steps.filter(wanted));

console.log('\n=== summary');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  const counts = r.tests ? `: ${r.tests.passed} passed, ${r.tests.failed} failed, ${r.tests.skipped} skipped` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s, from ${r.at ?? 0} s)${counts}`);
  for (const key of Object.keys(total)) total[key] += r.tests?.[key] ?? 0;
}
const skipped = results.flatMap((r) => (r.tests?.skippedNames ?? []).map((test) => `  [${r.name}] ${test}`));
if (skipped.length) console.log(`\nskipped, and why (the suite's own condition, in its name):\n${skipped.join('\n')}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed; ${Math.round((Date.now() - startedAll) / 1000)} s in all`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (!process.env.TEST_REPORTS) fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
