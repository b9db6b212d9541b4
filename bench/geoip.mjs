#!/usr/bin/env node
// What the IP database costs (ADR 093): RSS before and after geoip-lite loads, the load time, and
// lookups per second over random public IPv4 addresses.
// Usage: node --expose-gc --import tsx bench/geoip.mjs [--quick] [lookups=200000]   (--quick: 1000 lookups; the load is the same)
import { performance } from 'node:perf_hooks';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const lookups = Number(args[0] ?? (quick ? 1000 : 200_000));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
globalThis.gc?.();
const before = process.memoryUsage();
const started = performance.now();
const { geoipPlace } = await import('../server/domain/locations/geoip.ts');
await geoipPlace('72.229.28.185');
const loadMs = performance.now() - started;
globalThis.gc?.();
const after = process.memoryUsage();
console.log(
  `load: ${loadMs.toFixed(0)} ms; RSS ${mb(before.rss)} -> ${mb(after.rss)} MiB (+${mb(after.rss - before.rss)}); heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} MiB; external ${mb(before.external)} -> ${mb(after.external)} MiB`,
);
const ips = Array.from({ length: 1000 }, () =>
  [1 + Math.floor(Math.random() * 222), 0, 0, 0].map((n, i) => (i ? Math.floor(Math.random() * 256) : n)).join('.'),
);
const t = performance.now();
for (let i = 0; i < lookups; i++) await geoipPlace(ips[i % ips.length]);
const s = (performance.now() - t) / 1000;
console.log(`${lookups} lookups: ${(lookups / s).toFixed(0)}/s (${((s * 1e6) / lookups).toFixed(2)} µs each)`);
