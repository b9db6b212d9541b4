/**
 * Issue 18 (ADR 086): wrong codes are counted per address; the one that reaches ACCOUNT_LOCK_ATTEMPTS
 * locks code sign-in for ACCOUNT_LOCK_MINUTES, and the owner is emailed once per lock (over SMTP).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { fakeIp, json, startIdentityServer, uniqueEmail, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { signInLocks, users } from '../db/schema';

let t: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startIdentityServer({ SMTP_URL: smtp.url, ACCOUNT_LOCK_ATTEMPTS: '3', ACCOUNT_LOCK_MINUTES: '30' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailTo = (email: string) => smtp.received.filter((m) => m.to === email);
const notices = (email: string) => mailTo(email).filter((m) => /Subject: Sign-in to your .* account is paused/.test(m.data));

async function accountWithCode(email: string) {
  await t.server.database.db.insert(users).values({ userName: `lock.${email.split('@')[0].replace(/\W/g, '')}`, isAnonymous: false, email });
  expect((await t.call('POST', '/api/core/auth/email/send_code/', { email }, withToken(undefined))).status).toBe(200);
  return /code is (\d{6})/.exec(mailTo(email).at(-1)!.data)![1];
}
const login = (email: string, code: string) => t.call('POST', '/api/auth/login', { email, code }, withToken(undefined, fakeIp()));
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const endLock = (email: string) =>
  t.server.database.db
    .update(signInLocks)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(signInLocks.email, email));

async function expectLocked(res: Response) {
  const { status, body, headers } = await json(res);
  expect(status).toBe(429);
  expect(body.error.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
  expect(body.error.message).toMatch(/Too many wrong codes for this account.*Please try again in 30 minutes\./);
  expect(Number(headers.get('retry-after'))).toBeGreaterThan(1700);
}

describe('the account lock', () => {
  it('locks code sign-in at the third wrong code (even from new addresses), refuses the right code and new codes, and emails the owner once', async () => {
    const email = uniqueEmail('locked');
    const code = await accountWithCode(email);
    for (let i = 0; i < 2; i++) expect((await json(await login(email, wrong(code)))).body.error.code).toBe(ERRORS.CODE_INVALID.code);
    await expectLocked(await login(email, wrong(code)));
    await expectLocked(await login(email, code));
    await expectLocked(await t.call('POST', '/api/core/auth/email/verify_code/', { email, code }, withToken(undefined)));
    await expectLocked(await t.call('POST', '/api/core/auth/email/send_code/', { email }, withToken(undefined)));
    await expectLocked(await login(email, wrong(code)));
    expect(notices(email)).toHaveLength(1);
    expect(notices(email)[0].data).toContain('3 wrong sign-in codes');
  });

  it('once the lock ends the right code signs in; a wrong one while the count is still high locks again, with a new notice', async () => {
    const email = uniqueEmail('relocked');
    const code = await accountWithCode(email);
    for (let i = 0; i < 3; i++) await login(email, wrong(code));
    expect(notices(email)).toHaveLength(1);
    await endLock(email);
    await expectLocked(await login(email, wrong(code)));
    expect(notices(email)).toHaveLength(2);
    await endLock(email);
    const { status, body } = await json(await login(email, code));
    expect(status).toBe(200);
    expect(body.data.token).toBeTruthy();
  });

  it('locks an address without an account too, but mails no stranger', async () => {
    const email = uniqueEmail('stranger');
    expect((await t.call('POST', '/api/core/auth/email/send_code/', { email }, withToken(undefined))).status).toBe(200);
    const verify = () => t.call('POST', '/api/core/auth/email/verify_code/', { email, code: '123456' }, withToken(undefined, fakeIp()));
    for (let i = 0; i < 2; i++) await verify();
    await expectLocked(await verify());
    expect(mailTo(email)).toHaveLength(1); // the code only
  });
});
