#!/usr/bin/env node
// Prints the JavaScript and CSS a first visit to a page loads (gzip KB), against a running server.
// Usage: node bench/js-size.mjs [--quick] [base URL] [path]   (default http://127.0.0.1:3000 /home)
// --quick without a base URL starts the production build itself (bench/built-server.mjs) and stops it after.
import { gzipSync } from 'node:zlib';
import { startBuilt } from './built-server.mjs';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const built = quick && !args[0] ? await startBuilt() : null;
const base = built?.url ?? args[0] ?? 'http://127.0.0.1:3000';
const page = args[1] ?? '/home';

/** A GET's answer; an error page would be measured as if it were the page. */
async function get(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res;
}

async function total(urls) {
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await get(new URL(url, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw: (raw / 1024).toFixed(1), gz: (gz / 1024).toFixed(1) };
}

try {
  const html = await (await get(base + page)).text();
  const scripts = new Set();
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|import\s+"([^"]+\.js)"/g)) scripts.add(m[1] ?? m[2]);
  const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]));
  const js = await total(scripts);
  const css = await total(styles);
  console.log(`${page}: JS ${js.gz} KB gzip (${js.raw} KB, ${js.files} files); CSS ${css.gz} KB gzip (${css.raw} KB, ${css.files} files)`);
} finally {
  await built?.stop();
}
