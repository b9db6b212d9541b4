#!/usr/bin/env node
// `npm start`: build the app and the server when the build is missing or older than their sources,
// then serve it (one process: app, API, socket.io) with the database migrated at start-up.
//
// The server runs in this very process (ADR 088): the "start" script execs node, so the
// SIGTERM or SIGINT npm forwards lands here, in server/index.ts's graceful shutdown, and npm
// exits once the server has stopped. No child is left to forward signals to or to orphan.
// It runs as JavaScript bundled at build time (build/server-app, ADR 110), not through tsx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
// What the build makes (the app, its service worker, the server, the database template) and what it is made from.
const outputs = ['build/server/index.js', 'build/client/sw.js', 'build/server-app/index.js', 'build/db-template/migrations.sha256'];
const sources = [
  'app',
  'design-system',
  'common',
  'server',
  'public',
  'routes.manifest.ts',
  'remix.config.ts',
  'vite.config.ts',
  'scripts/api-routes.ts',
  'scripts/build-server.mjs',
  'scripts/build-pwa.ts',
  'package-lock.json',
];
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'];
process.chdir(root);

/** The newest date under `p`; tests are not part of the build. */
function newestMtime(p) {
  if (!fs.existsSync(p) || /\.test\.tsx?$/.test(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

/**
 * A preparation step in a child process. A stop signal meanwhile goes to the step, and this
 * process then ends the same way, so stopping during a build leaves nothing behind either.
 */
function step(args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    for (const signal of STOP_SIGNALS) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const s of STOP_SIGNALS) process.off(s, forward);
      if (signal) process.kill(process.pid, signal);
      else if (code !== 0) process.exit(code ?? 1);
      else resolve();
    });
  });
}

// The oldest output dates the build: one missing means none.
const built = Math.min(...outputs.map((o) => (fs.existsSync(path.join(root, o)) ? fs.statSync(path.join(root, o)).mtimeMs : 0)));
const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (process.env.SKIP_BUILD !== '1' && built < newestSource) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const env = { ...process.env, NODE_ENV: 'production' };
  // The browser's copy of the API's names (common/api-routes.gen.ts) follows the endpoint table (server/, a source).
  await step(['--import', 'tsx', path.join(root, 'scripts', 'api-routes.ts')]);
  await step([path.join(root, 'node_modules', '@remix-run', 'dev', 'dist', 'cli.js'), 'vite:build'], env);
  // The service worker and its precache list of this build (issue 24, ADR 111).
  await step(['--import', 'tsx', path.join(root, 'scripts', 'build-pwa.ts')], env);
  await step([path.join(root, 'scripts', 'build-server.mjs')], env);
}

// `--build-only`: build when stale and stop (scripts/test.mjs, before two e2e servers start from one build).
if (process.argv.includes('--build-only')) process.exit(0);

// The server, here: what `npm run build` bundled (stack traces name the TypeScript sources).
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'build', 'server-app', 'index.js')).href);
