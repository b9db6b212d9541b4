/** Helpers of the identity integration tests: cookies, the outbox, signing up through the API. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './server';

export const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any, headers: res.headers });

/** A server with its own data dir (its own outbox) that trusts X-Forwarded-For, so each test can be its own client address. */
export async function startIdentityServer(env: Record<string, string> = {}): Promise<TestServer & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-identity-'));
  const t = await startTestServer({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback', ...env });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A made-up client address (with TRUST_PROXY the server reads it from X-Forwarded-For). */
export const fakeIp = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`;
export const uniqueEmail = (name = 'fan') => `${name}.${randomBytes(4).toString('hex')}@example.com`;

export function sessionCookie(res: Response): string | undefined {
  const all = res.headers.getSetCookie();
  const cookie = all.find((c) => c.startsWith('__antk='));
  const value = cookie?.split(';')[0].slice('__antk='.length);
  return value || undefined;
}

export const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The session cookie under both names: the server reads the one in force (`__Host-antk` when PUBLIC_URL is https, ADR 086). */
export const sessionCookies = (token: string) => `__antk=${token}; __Host-antk=${token}`;

export const withToken = (token: string | undefined, ip = fakeIp()) => ({
  headers: { ...(token ? { Cookie: sessionCookies(token) } : {}), 'X-Forwarded-For': ip, 'User-Agent': BROWSER_UA },
});

/** The code of the latest outbox message to `email`. */
export async function codeFromOutbox(t: TestServer, email: string): Promise<string> {
  const { body } = await json(await fetch(`${t.url}/api/dev/outbox`));
  const message = body.data.list.find((m: { to: string }) => m.to === email.toLowerCase());
  if (!message) throw new Error(`no message to ${email} in the outbox`);
  return /\b(\d{6})\b/.exec(message.text)![1];
}

export async function anonymous(t: TestServer, ip = fakeIp()) {
  const res = await t.call('POST', '/api/core/auth/signup_anonymous/', {}, withToken(undefined, ip));
  const { body } = await json(res);
  return { token: body.data.token as string, userId: body.data.user_id as number };
}

/** Email -> code -> ticket, as the browser does it. */
export async function ticketFor(t: TestServer, email: string, token?: string) {
  const ip = fakeIp();
  const sent = await t.call('POST', '/api/core/auth/email/send_code/', { email }, withToken(token, ip));
  if (sent.status !== 200) throw new Error(`send_code: ${sent.status} ${await sent.text()}`);
  const code = await codeFromOutbox(t, email);
  const { body } = await json(await t.call('POST', '/api/core/auth/email/verify_code/', { email, code }, withToken(token, ip)));
  return body.data as { is_new: true; signup_ticket: string; email: string };
}

export const adultBirthday = '1990-05-17';

/** A complete sign-up (from an anonymous session when `token` is given). */
export async function signUp(t: TestServer, userName: string, token?: string, email = uniqueEmail()) {
  const ticket = await ticketFor(t, email, token);
  const res = await t.call(
    'POST',
    '/api/core/auth/email/complete_signup/',
    { signup_ticket: ticket.signup_ticket, birthday: adultBirthday, user_name: userName, nickname: 'New Fan' },
    withToken(token),
  );
  const { body, status } = await json(res);
  if (status !== 200) throw new Error(`complete_signup: ${status} ${JSON.stringify(body)}`);
  return { token: body.data.token as string, userId: body.data.user_id as number, email };
}
