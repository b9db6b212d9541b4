/**
 * Google sign-in as OpenID Connect, end to end against a local provider (oidc-provider on
 * 127.0.0.1, dev interactions, PKCE required): no network (issue 4).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { adultBirthday, anonymous, json, signUp, startIdentityServer, withToken, BROWSER_UA } from '../../test/identity';
import { startTestServer, type TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
let providerServer: Server;
let issuer: string;

beforeAll(async () => {
  providerServer = createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  t = await startIdentityServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'fanstage-test' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'fanstage-test',
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${t.url}/google_login/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Any login name is an account; "<name>" has the verified email "<name>@example.com".
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@example.com`, email_verified: !id.startsWith('unverified') }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    cookies: { keys: ['local-test-provider-key'] },
    features: { devInteractions: { enabled: true } },
  });
  providerServer.on('request', provider.callback());
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => providerServer?.close(() => resolve()));
});

/** A browser's cookies (host-blind: the app and the provider use different names). */
class Jar {
  cookies = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.cookies.set(k, v);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Follows the flow as a browser would: /login/oauth/start -> provider -> login form ->
 * consent form -> /google_login/?code&state -> the app's final redirect.
 */
async function googleSignIn(start: string, account: string, jar = new Jar(), tamper?: (callback: URL) => void) {
  let url = new URL(start, t.url).href;
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 20; step++) {
    const isCallback = url.startsWith(`${t.url}/google_login/`);
    if (isCallback && tamper) {
      const u = new URL(url);
      tamper(u);
      url = u.href;
    }
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { Cookie: jar.header(), 'User-Agent': BROWSER_UA, ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    });
    jar.take(res);
    if (isCallback) return { res, location: res.headers.get('location')!, jar };
    method = 'GET';
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`unexpected ${res.status} at ${url}: ${html.slice(0, 300)}`);
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form at ${url}`);
    url = new URL(action, url).href;
    method = 'POST';
    body = prompt === 'login' ? new URLSearchParams({ prompt, login: account, password: 'x' }).toString() : `prompt=${prompt}`;
  }
  throw new Error('too many steps');
}

const me = (token: string) => t.call('GET', '/api/auth/user', {}, withToken(token));

describe('Google sign-in (OpenID Connect, code + PKCE, state, nonce)', () => {
  it('/login/oauth/start remembers state, nonce and verifier in a short-lived httpOnly cookie and goes to the provider', async () => {
    const res = await fetch(`${t.url}/login/oauth/start?redirect=/pay/wallet`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${t.url}/google_login/`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__oidc='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).not.toContain(location.searchParams.get('state')!); // sealed, not readable as is
  });

  it('a new Google user from an anonymous session: same user upgraded, then sign-up completion without a ticket', async () => {
    const anon = await anonymous(t);
    const { location, jar } = await googleSignIn('/login/oauth/start?redirect=%2Fpay%2Fwallet%3Ftab%3D1', 'newperson', new Jar({ __antk: anon.token }));
    expect(location).toBe(`/login?complete=1&redirect=${encodeURIComponent('/pay/wallet?tab=1')}`);
    const token = jar.cookies.get('__antk')!;
    expect(token).not.toBe(anon.token);
    expect((await me(anon.token)).status).toBe(401);
    const user = (await json(await me(token))).body.data.user;
    expect(user).toMatchObject({ user_id: anon.userId, is_anonymous: true });

    const res = await t.call(
      'POST',
      '/api/core/auth/email/complete_signup/',
      { birthday: adultBirthday, user_name: 'oidc.person', nickname: 'Googler' },
      withToken(token),
    );
    const { status, body } = await json(res);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.user).toMatchObject({ user_id: anon.userId, user_name: 'oidc.person', is_anonymous: false });

    // Next time, from a fresh browser: straight in, to the saved page.
    const again = await googleSignIn('/login/oauth/start?redirect=/notifications', 'newperson');
    expect(again.location).toBe('/notifications');
    expect((await json(await me(again.jar.cookies.get('__antk')!))).body.data.user.user_id).toBe(anon.userId);
  });

  it('links to an existing account with the same verified email', async () => {
    const existing = await signUp(t, 'email.first', undefined, 'samemail@example.com');
    const { location, jar } = await googleSignIn('/login/oauth/start', 'samemail');
    expect(location).toBe('/home');
    expect((await json(await me(jar.cookies.get('__antk')!))).body.data.user.user_id).toBe(existing.userId);
  });

  it('an unverified email is not linked', async () => {
    await signUp(t, 'careful.one', undefined, 'unverified1@example.com');
    const { location } = await googleSignIn('/login/oauth/start', 'unverified1');
    expect(location).toMatch(/^\/login\?complete=1/);
  });

  it('no open redirect: only same-origin paths', async () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const { location } = await googleSignIn(`/login/oauth/start?redirect=${encodeURIComponent(target)}`, 'redirect.tester');
      expect(location, target).toMatch(/^\/(home|login\?complete=1&redirect=%2Fhome)$/);
    }
  });

  it('a wrong state, or no state cookie, is refused (back to /login with the code)', async () => {
    const { location, res } = await googleSignIn('/login/oauth/start', 'state.tester', new Jar(), (u) => u.searchParams.set('state', 'forged'));
    expect(res.status).toBe(302);
    expect(location).toBe(`/login?error=${ERRORS.OAUTH_FAILED.code}`);
    const bare = await fetch(`${t.url}/google_login/?code=abc&state=def`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe(`/login?error=${ERRORS.OAUTH_FAILED.code}`);
    const denied = await fetch(`${t.url}/google_login/?error=access_denied`, { redirect: 'manual' });
    expect(denied.headers.get('location')).toBe(`/login?error=${ERRORS.OAUTH_FAILED.code}`);
  });

  it('/google_login/ without code or error is left to the page (Remix)', async () => {
    const res = await fetch(`${t.url}/google_login/`, { redirect: 'manual' });
    expect(res.status).not.toBe(302);
  });
});

describe('without OIDC configured', () => {
  it('/login/oauth/start answers 503 with a clear message', async () => {
    const plain = await startTestServer();
    try {
      const res = await fetch(`${plain.url}/login/oauth/start`, { redirect: 'manual' });
      const { status, body } = await json(res);
      expect(status).toBe(503);
      expect(body.error).toEqual({ code: ERRORS.OAUTH_UNAVAILABLE.code, message: ERRORS.OAUTH_UNAVAILABLE.message });
    } finally {
      await plain.close();
    }
  });
});
