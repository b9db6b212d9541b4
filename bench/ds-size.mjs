#!/usr/bin/env node
// Prints the JavaScript and CSS (gzip KB) the design system adds to /home.
// Usage: node bench/ds-size.mjs [--quick] [route id, default "home"]
//
// Method: the app is built with source maps; the pages's chunks are read from Remix's
// browser manifest (entry, root and the route, with their imports and CSS). Every byte of a
// chunk is attributed, through its source map, to the source file it came from; the bytes
// from design-system/ are the design system's. Gzip is measured per chunk and shared out in
// proportion to those bytes (gzip does not split exactly by source). The app itself has no
// stylesheets (no .css.ts under app/), so all CSS of the page is the design system's.
// The build is rebuilt without source maps at the end.
// --quick measures build/ as it is, which must have source maps (`BUILD_SOURCEMAP=1 npm run build`, as
// bench/quick.mjs makes), and builds nothing: the two builds are this bench's minutes, and Vite's build
// empties build/client, the service worker `npm run build` adds after it included.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const routeId = args[0] ?? 'home';
const client = path.resolve('build/client');
const assets = path.join(client, 'assets');
const mapped = fs.existsSync(assets) && fs.readdirSync(assets).some((f) => f.endsWith('.js.map'));
if (quick && !mapped) throw new Error('--quick measures build/ as it is: run `BUILD_SOURCEMAP=1 npm run build` first');
const building = !quick;
if (building) execSync('npx remix vite:build', { stdio: 'ignore', env: { ...process.env, BUILD_SOURCEMAP: '1' } });

try {
  const manifestFile = fs.readdirSync(path.join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  const text = fs.readFileSync(path.join(client, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const parts = [manifest.entry, manifest.routes.root, manifest.routes[routeId]];
  if (!parts[2]) throw new Error(`no route "${routeId}" in the manifest`);
  const js = new Set(parts.flatMap((p) => [p.module, ...(p.imports ?? [])]));
  const css = new Set(parts.flatMap((p) => p.css ?? []));

  // The libraries only the design system uses (app/ imports none of them).
  const LIBRARIES =
    /node_modules\/(radix-ui|@radix-ui|react-aria-components|react-aria|@react-aria|react-stately|@react-stately|@react-types|@internationalized|@swc\/helpers|framer-motion|motion-dom|motion-utils|@vanilla-extract|clsx|aria-hidden|react-remove-scroll[^/]*|use-callback-ref|use-sidecar|get-nonce|tslib|@floating-ui)\//;
  let total = { raw: 0, gz: 0 };
  let ds = { raw: 0, gz: 0 };
  let withLibraries = { raw: 0, gz: 0 };
  for (const url of js) {
    const file = path.join(client, url);
    const code = fs.readFileSync(file, 'utf8');
    const gz = gzipSync(code, { level: 9 }).length;
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    // Each mapping owns the generated text up to the next mapping on its line.
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
    let fromDs = 0;
    let fromLibraries = 0;
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
      if (!m.source) return;
      if (m.source.includes('design-system/')) fromDs += end - m.generatedColumn;
      else if (LIBRARIES.test(m.source)) fromLibraries += end - m.generatedColumn;
    });
    const size = Buffer.byteLength(code);
    total = { raw: total.raw + size, gz: total.gz + gz };
    ds = { raw: ds.raw + fromDs, gz: ds.gz + (gz * fromDs) / size };
    const both = fromDs + fromLibraries;
    withLibraries = { raw: withLibraries.raw + both, gz: withLibraries.gz + (gz * both) / size };
  }
  let cssTotal = { raw: 0, gz: 0 };
  for (const url of css) {
    const body = fs.readFileSync(path.join(client, url));
    cssTotal = { raw: cssTotal.raw + body.length, gz: cssTotal.gz + gzipSync(body, { level: 9 }).length };
  }
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `/${routeId}: design system JS ${kb(ds.gz)} KB gzip (${kb(ds.raw)} KB) of its own code, ` +
      `${kb(withLibraries.gz)} KB gzip (${kb(withLibraries.raw)} KB) with the libraries only it uses, ` +
      `of ${kb(total.gz)} KB gzip JS in ${js.size} files; ` +
      `design system CSS ${kb(cssTotal.gz)} KB gzip (${kb(cssTotal.raw)} KB) in ${css.size} files`,
  );
} finally {
  if (building) execSync('npx remix vite:build', { stdio: 'ignore' });
}
