#!/usr/bin/env node
// The server the e2e suite drives: the production build on a fresh data dir, with two
// test users seeded directly (see e2e-seed.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-seed.ts', dataDir], { stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
