/**
 * What a first visit loads (issue 23, ADR 105): the shell's static imports are the page's
 * modulepreload links; form schemas (zod's chunk) are not on the feed, nor on the login page's first paint.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

test('a first visit to /home or /login preloads no zod: nothing in the shell, the feed or the login step imports a schema', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(preloads.length).toBeGreaterThan(5);
  expect(preloads.filter((href) => /\/zod-[^/]*\.js$/.test(href))).toEqual([]);
  // Nor /login: its schemas load when idle or with the first submit.
  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/rel="modulepreload" href="[^"]*\/login-[^/"]*\.js"/);
  expect(login).not.toMatch(/rel="modulepreload" href="[^"]*\/zod-[^/"]*\.js"/);
});

test('the basic font is preloaded at low priority and fetched once: the preload is the file the stylesheet uses', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
  await page.goto('/terms');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'low');
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/\/inter-basic-wght-[^/]*\.woff2$/);
  await page.evaluate(() => document.fonts.ready);
  // The stylesheet's face for ASCII is loaded (so the page asked for the file itself, too).
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.unicodeRange));
  expect(loaded.some((range) => range.includes('U+20-7E'))).toBe(true);
  // A preload whose mode differs from the font's (crossorigin) is not reused: the file would come twice.
  expect(fonts.filter((path) => path === href)).toHaveLength(1);
});

test("the build's fingerprinted files carry a script's or a style's headers only, not a page's, and a missing one is a plain 404", async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const files = [...html.matchAll(/rel="(?:modulepreload|stylesheet)" href="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(files.some((href) => href.endsWith('.css'))).toBe(true);
  for (const href of files) {
    const res = await request.get(href, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    // Compressed above compression's 1 KB threshold.
    if ((await res.body()).length >= 1024) expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-request-id']).toBeUndefined();
  }
  const missing = await request.get('/assets/no-such-chunk-0000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('text/plain');
});

test('a page is sent whole: one gzipped document of known length, or the plain one for a client that takes no gzip', async ({ baseURL }) => {
  const get = (encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(new URL('/home', baseURL), { headers: { 'accept-encoding': encoding } }, (res) => {
          const pieces: Buffer[] = [];
          res.on('data', (piece: Buffer) => pieces.push(piece));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(pieces) }));
        })
        .on('error', reject);
    });
  const gzipped = await get('gzip, deflate, br');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers['transfer-encoding']).toBeUndefined();
  expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
  expect(gzipped.headers.vary?.split(/,\s*/).filter((v) => v === 'Accept-Encoding')).toEqual(['Accept-Encoding']);
  // The whole document: its start, and the loader data's last script.
  const html = gunzipSync(gzipped.body).toString();
  expect(html.slice(0, 15)).toBe('<!DOCTYPE html>');
  expect(html.includes('window.__remixContext.streamController.close()')).toBe(true);

  const plain = await get('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  expect(plain.body.toString().includes('window.__remixContext.streamController.close()')).toBe(true);
});
