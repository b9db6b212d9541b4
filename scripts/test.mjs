#!/usr/bin/env node
// `npm test`: every suite, stopping at nothing so the summary shows all failures.
// typecheck, lint, unit (node + DOM), integration (PGlite, or PostgreSQL when DATABASE_URL
// is set), story tests (play functions + axe), the visual baseline, and the e2e suite.
//
// Two lanes run side by side (ADR 007): the node suites, and the browser suites that drive one
// browser at a time (stories, visual) and leave a core mostly idle. The e2e suites wait for both
// lanes, so their real-time media tests (calls, lives) run on a quiet machine as before.
// With TEST_PG_URL set (CI sets it), the node lane also runs the integration suite on that
// PostgreSQL, with TEST_REDIS_URL as its Redis.
// `npm test -- unit lint` runs only the named steps.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const { TEST_PG_URL, TEST_REDIS_URL } = process.env;
const hasJanus = spawnSync('sh', ['-c', 'command -v janus'], { stdio: 'ignore' }).status === 0;
const lanes = [
  [
    ['typecheck', 'npm run -s typecheck'],
    ['lint', 'npm run -s lint'],
    ['unit', 'npm run -s test:unit'],
    ['integration', 'npm run -s test:integration'],
    ...(TEST_PG_URL
      ? [['integration-pg', 'npm run -s test:integration', { DATABASE_URL: TEST_PG_URL, ...(TEST_REDIS_URL && { REDIS_URL: TEST_REDIS_URL }) }]]
      : []),
  ],
  [
    ...(fs.existsSync('vitest.storybook.config.ts') ? [['stories', 'npm run -s test:stories']] : []),
    ...(fs.existsSync('playwright.visual.config.ts') ? [['visual', 'node scripts/ensure-chromium.mjs && npm run -s test:visual']] : []),
  ],
];
const afterLanes = [
  ['e2e', 'npm run -s test:e2e'],
  // The lives' specs again through Janus, where it is installed (.ci/run installs it; ADR 101).
  ...(hasJanus ? [['e2e-janus', 'E2E_SFU=janus npm run -s test:e2e -- e2e/live.spec.ts e2e/live-room.spec.ts']] : []),
];
const only = process.argv.slice(2);
const wanted = ([name]) => !only.length || only.includes(name);
const results = [];

/** One step, its output prefixed with its name so that the two lanes' lines can be told apart. */
function run([name, command, env = {}]) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
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
      results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
      resolve();
    });
  });
}

async function inOrder(steps) {
  for (const step of steps.filter(wanted)) await run(step);
}

const started = Date.now();
await Promise.all(lanes.map(inOrder));
await inOrder(afterLanes);
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${Math.round((Date.now() - started) / 60_000)} min in all`);
process.exit(failed ? 1 : 0);
