/**
 * Cross-site request forgery and socket hijacking from a same-site page (issue 18 point 2, ADR 085):
 * a page on another port of 127.0.0.1 shares the victim's cookies (same site), so SameSite=Lax lets
 * them go along. A signed-in victim visits it; nothing is spent and no private event reaches it,
 * while the same socket opened from the app's own origin does receive the victim's chat message.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '../common/sign';
import { expect, seededUsers, signedPost, test } from './fixtures';

const SIGN_KEY = process.env.SIGN_KEY ?? 'fanstage-request-signature'; // public: it is in every page

/** A tip's parameters as the app's client signs them (the attacker can sign too: the key is public). */
function signedTip(creatorId: number) {
  const params = { creator_id: creatorId, coins: 10, idem_key: randomUUID(), ts: Math.floor(Date.now() / 1000) };
  return { ...params, sign: signRequest(SIGN_KEY, 'POST', '/api/pay/tip', params) };
}

async function walletCoins(request: APIRequestContext, token: string): Promise<number> {
  const params = { ts: Math.floor(Date.now() / 1000) };
  const query = new URLSearchParams({ ts: String(params.ts), sign: signRequest(SIGN_KEY, 'GET', '/api/pay/wallet', params) });
  const res = await request.get(`/api/pay/wallet?${query}`, { headers: { Cookie: `__antk=${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { coins: number } }).data.coins;
}

/**
 * A raw socket.io client (what any page can open: no library needed): it connects to the default
 * namespace, answers pings and keeps every packet, so the test can read what reached the page.
 */
const SOCKET_SCRIPT = (app: string) => `
window.socketReport = { state: 'opening', packets: [] };
const ws = new WebSocket(${JSON.stringify(app.replace(/^http/, 'ws') + '/socket.io/?EIO=4&transport=websocket')});
ws.onopen = () => { window.socketReport.state = 'open'; ws.send('40'); };
ws.onmessage = (e) => {
  if (e.data === '2') return ws.send('3');
  window.socketReport.packets.push(String(e.data));
  if (String(e.data).startsWith('40')) window.socketReport.state = 'connected';
};
ws.onerror = () => { window.socketReport.state = window.socketReport.state === 'opening' ? 'refused' : 'error'; };
`;

/** The attacker's page: two auto-submitting forms (query string only; form fields), a text/plain fetch, a socket. */
function attackerPage(app: string, creatorId: number) {
  const inQuery = new URLSearchParams(Object.entries(signedTip(creatorId)).map(([k, v]) => [k, String(v)]));
  const fields = Object.entries(signedTip(creatorId))
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${String(v)}">`)
    .join('');
  return `<!doctype html><html><head><title>Free coins</title></head><body>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe>
<form id="query" method="POST" action="${app}/api/pay/tip?${inQuery}" target="sink1"></form>
<form id="fields" method="POST" action="${app}/api/pay/tip" target="sink2">${fields}</form>
<script>
document.getElementById('query').submit();
document.getElementById('fields').submit();
fetch(${JSON.stringify(`${app}/api/pay/tip`)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' },
  body: ${JSON.stringify(JSON.stringify(signedTip(creatorId)))} });
${SOCKET_SCRIPT(app)}
</script></body></html>`;
}

const socketReport = (page: Page) => page.evaluate(() => (window as unknown as { socketReport: { state: string; packets: string[] } }).socketReport);

let attacker: http.Server;
let attackerOrigin = '';
let html = '';
test.beforeAll(async () => {
  attacker = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test('a page on another port spends none of a signed-in visitor’s coins and receives none of their chat messages', async ({
  page,
  context,
  request,
  loginAs,
  baseURL,
}) => {
  const { csrfFan: victim, csrfCreator: creator } = seededUsers();
  const before = await walletCoins(request, victim.token);
  expect(before).toBeGreaterThanOrEqual(30);
  html = attackerPage(baseURL!, creator.userId);
  await loginAs('csrfFan');

  // The three forged tips leave the browser with the victim's cookie (same site); the server refuses them.
  const tips: Request[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/api/pay/tip`)) tips.push(request);
  });
  await page.goto(attackerOrigin);
  await expect.poll(() => tips.length).toBe(3);
  for (const tip of tips) {
    const response = await tip.response();
    // The forms: the victim's cookie went along (same site) and the server said 403; the browser then
    // refuses the answer a frame (frame-ancestors). The fetch: the server answered and the browser hid it (CORP).
    if (tip.resourceType() === 'document') {
      expect((await tip.allHeaders()).cookie ?? '').toContain(`__antk=${victim.token}`);
      expect(response?.status()).toBe(403);
    } else {
      expect(tip.failure()?.errorText ?? `status ${response?.status()}`).toMatch(/BLOCKED_BY_RESPONSE|status 403/);
    }
  }
  await expect.poll(async () => (await socketReport(page)).state).not.toBe('opening');

  // The same socket from the app's own origin, in the same browser: the control that receives.
  const own = await context.newPage();
  await own.goto('/v.json');
  await own.evaluate(SOCKET_SCRIPT(baseURL!));
  await expect.poll(async () => (await socketReport(own)).state).toBe('connected');

  const body = `private note ${randomUUID()}`;
  const sent = await signedPost(request, '/api/core/chat/send/', { to_user_id: victim.userId, client_id: randomUUID(), body }, creator.token);
  expect(sent.status()).toBe(200);
  await expect.poll(async () => (await socketReport(own)).packets.some((p) => p.startsWith('42["chat_message"') && p.includes(body))).toBe(true);

  const stolen = await socketReport(page);
  expect(stolen.state).not.toBe('connected');
  expect(stolen.packets.filter((p) => p.includes('chat_message') || p.includes(body))).toEqual([]);
  expect(await walletCoins(request, victim.token)).toBe(before);
});
