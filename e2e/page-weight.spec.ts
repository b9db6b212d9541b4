/**
 * What a first visit loads (issue 23, ADR 105): the shell's static imports are the page's
 * modulepreload links; form schemas (zod's chunk) are not on the feed, nor on the login page's first paint.
 */
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
