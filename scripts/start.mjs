#!/usr/bin/env node
// `npm start`: build the app when the build is missing or older than its sources, then
// serve it (one process: app, API, socket.io) with the database migrated at start-up.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const stamp = path.join(root, 'build', 'server', 'index.js');
const sources = ['app', 'design-system', 'common', 'public', 'routes.manifest.ts', 'remix.config.ts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

// The browser's copy of the API's names (common/api-routes.gen.ts) follows the endpoint table.
const routes = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'api-routes.ts')], { cwd: root, stdio: 'inherit' });
if (routes.status !== 0) process.exit(routes.status ?? 1);

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (process.env.SKIP_BUILD !== '1' && built < newestSource) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', '@remix-run', 'dev', 'dist', 'cli.js'), 'vite:build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
