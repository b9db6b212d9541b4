#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at nothing so the summary shows all failures.
// typecheck, lint, unit (node + DOM), integration (PGlite, or PostgreSQL when DATABASE_URL
// is set), story tests (play functions + axe), the visual baseline, and the e2e suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['unit', 'npm run -s test:unit'],
  ['integration', 'npm run -s test:integration'],
  ...(fs.existsSync('vitest.storybook.config.ts') ? [['stories', 'npm run -s test:stories']] : []),
  ...(fs.existsSync('playwright.visual.config.ts') ? [['visual', 'node scripts/ensure-chromium.mjs && npm run -s test:visual']] : []),
  ['e2e', 'npm run -s test:e2e'],
  // The lives' specs again through Janus, where it is installed (.ci/run installs it; ADR 101).
  ...(spawnSync('sh', ['-c', 'command -v janus'], { stdio: 'ignore' }).status === 0
    ? [['e2e-janus', 'E2E_SFU=janus npm run -s test:e2e -- e2e/live.spec.ts e2e/live-room.spec.ts']]
    : []),
];
const only = process.argv.slice(2);
const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
