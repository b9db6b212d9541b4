#!/usr/bin/env node
// The server half of `npm run build` (ADR 110): server/index.ts and what it imports from server/ and common/,
// bundled by esbuild into build/server-app (packages stay imports from node_modules), so `npm start` runs
// JavaScript without a TypeScript loader; then the migrated database template new data dirs are copied from.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outdir = path.join(root, 'build', 'server-app');
// The esbuild Vite itself builds with (a dependency of vite, which is ours).
const esbuild = createRequire(import.meta.resolve('vite'))('esbuild');

const started = performance.now();
fs.rmSync(outdir, { recursive: true, force: true }); // no chunk of an older build left behind
await esbuild.build({
  absWorkingDir: root,
  entryPoints: { index: 'server/index.ts', 'make-template': 'server/db/make-template.ts' },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
const { makeTemplate } = await import(pathToFileURL(path.join(outdir, 'make-template.js')).href);
await makeTemplate();
console.log(`server built in ${outdir} and the database template made (${Math.round(performance.now() - started)} ms)`);
