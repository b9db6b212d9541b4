/**
 * What a first visit loads (issue 23, ADR 105): the shell's static imports are the page's
 * modulepreload links; form schemas (zod's chunk) belong to pages with forms, not to the feed.
 */
import { expect, test } from './fixtures';

test('a first visit to /home preloads no zod: nothing in the shell or the feed imports a schema', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(preloads.length).toBeGreaterThan(5);
  expect(preloads.filter((href) => /\/zod-[^/]*\.js$/.test(href))).toEqual([]);
  // A page with a form still has it.
  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/rel="modulepreload" href="[^"]*\/zod-[^/"]*\.js"/);
});
