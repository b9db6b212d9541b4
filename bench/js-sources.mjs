#!/usr/bin/env node
// Which sources make up a first visit's JavaScript (gzip KB), for finding what to load on demand.
// Usage: BUILD_SOURCEMAP=1 npm run build, then node bench/js-sources.mjs [--quick] [route id, default "home"] [rows]
// (--quick: 5 rows; the whole page is attributed all the same)
// (FILES=n also lists the n largest source files). Reads Remix's browser manifest (entry, root and the
// route with their imports, as a first visit loads them) and attributes every byte of each chunk,
// through its source map, to a package or a folder; gzip is shared out in proportion to the bytes.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const client = path.resolve('build/client');
const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const routeId = args[0] ?? 'home';
const rows = Number(args[1] ?? (quick ? 5 : 40));
const manifestFile = fs.readdirSync(path.join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
const text = fs.readFileSync(path.join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
const parts = [manifest.entry, manifest.routes.root, manifest.routes[routeId]];
if (!parts[2]) throw new Error(`no route "${routeId}" in the manifest`);
const js = new Set(parts.flatMap((p) => [p.module, ...(p.imports ?? [])]));

const sourceKey = (source) => {
  const s = source.replace(/^(\.\.\/)+/, '');
  const pkg = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? `npm:${pkg[1]}` : s;
};
const bySource = new Map();
const chunks = [];
let totalGz = 0;
for (const url of js) {
  const file = path.join(client, url);
  const code = fs.readFileSync(file, 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  totalGz += gz;
  chunks.push([url, gz]);
  if (!fs.existsSync(`${file}.map`)) continue;
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  const size = Buffer.byteLength(code);
  mappings.forEach((m, i) => {
    // Each mapping owns the generated text up to the next mapping on its line.
    const next = mappings[i + 1];
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
    if (!m.source) return;
    const key = sourceKey(m.source);
    bySource.set(key, (bySource.get(key) ?? 0) + ((end - m.generatedColumn) * gz) / size);
  });
}
const byGroup = new Map();
for (const [key, gz] of bySource) {
  const group = key.startsWith('npm:')
    ? key
    : key
        .split('/')
        .slice(0, key.startsWith('app/features/') ? 3 : 2)
        .join('/');
  byGroup.set(group, (byGroup.get(group) ?? 0) + gz);
}
const kb = (n) => (n / 1024).toFixed(1);
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${routeId}: ${kb(totalGz)} KB gzip JS in ${js.size} files`);
for (const [url, gz] of top(new Map(chunks), rows)) console.log(`  ${kb(gz)}  ${url}`);
console.log('by package or folder:');
for (const [group, gz] of top(byGroup, rows)) console.log(`  ${kb(gz)}  ${group}`);
if (process.env.FILES) {
  console.log('by file:');
  for (const [key, gz] of top(bySource, Number(process.env.FILES))) console.log(`  ${(gz / 1024).toFixed(2)}  ${key}`);
}
