/** Sessions: refresh and rotation, the list and revoke of /user/account, logout and "signout" (issue 4). */
import { eq } from 'drizzle-orm';
import { type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { json, sessionCookie, signUp, startIdentityServer, withToken } from '../../test/identity';
import { socketOf } from '../../test/factories';
import type { TestServer } from '../../test/server';
import { sessions } from '../db/schema';
import { startSession } from '../domain/identity/sessions';
import { findSession, hashToken } from '../domain/sessions';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const me = (token: string) => t.call('GET', '/api/auth/user', {}, withToken(token));
/** Moves the rotation of the session of `token` back past the grace of the token it replaced. */
const endGrace = (token: string) =>
  db()
    .update(sessions)
    .set({ rotatedAt: new Date(Date.now() - 61_000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
const expireIn = (token: string, seconds: number) =>
  db()
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + seconds * 1000) })
    .where(eq(sessions.tokenHash, hashToken(token)));

const signoutOf = (socket: Socket) => {
  let got = false;
  socket.on('signout', () => (got = true));
  return () => got;
};

describe('POST /api/auth/refresh', () => {
  it('answers the same token while the session has more than 2 days left', async () => {
    const { token } = await signUp(t, 'fresh.session');
    const { status, body } = await json(await t.call('POST', '/api/auth/refresh', { user_info: { user_id: 1 } }, withToken(token)));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ ptoken: token, rotated: false, user: { user_name: 'fresh.session' } });
  });

  it('rotates within 172800 s of expiry: a new 60-day token; the old one works only for a 60 s grace', async () => {
    const { token } = await signUp(t, 'aging.session');
    await expireIn(token, 172_000);
    const res = await t.call('POST', '/api/auth/refresh', {}, withToken(token));
    const { body } = await json(res);
    expect(body.data.rotated).toBe(true);
    expect(body.data.ptoken).not.toBe(token);
    expect(sessionCookie(res)).toBe(body.data.ptoken);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__antk='))!;
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]).getTime();
    expect(Math.abs(expires - (Date.now() + 5_184_000_000))).toBeLessThan(5_000);
    expect((await me(body.data.ptoken)).status).toBe(200);
    // A request that was already on its way with the old token still succeeds...
    expect((await me(token)).status).toBe(200);
    // ...and a refresh with it neither rotates again nor overwrites the new cookie.
    const again = await t.call('POST', '/api/auth/refresh', {}, withToken(token));
    expect((await json(again)).body.data.rotated).toBe(false);
    expect(sessionCookie(again)).toBeUndefined();
    await endGrace(body.data.ptoken);
    expect((await me(token)).status).toBe(401);
    expect((await me(body.data.ptoken)).status).toBe(200);
  });

  it('concurrent refreshes of one token rotate it once', async () => {
    const { token } = await signUp(t, 'racing.refresh');
    await expireIn(token, 3600);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.server.services.identity.refreshIfNeeded(token)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await json(await me(token))).body.data.user.user_id));
    expect(rows).toHaveLength(1);
  });

  it('needs a session (1001)', async () => {
    const { status, body } = await json(await t.call('POST', '/api/auth/refresh', {}, withToken('nope')));
    expect(status).toBe(401);
    expect(body.error.code).toBe(1001);
  });

  it('services.identity.refreshIfNeeded (for the root loader) rotates only near expiry', async () => {
    const { token } = await signUp(t, 'loader.refresh');
    expect(await t.server.services.identity.refreshIfNeeded(token)).toBeNull();
    expect(await t.server.services.identity.refreshIfNeeded('unknown')).toBeNull();
    await expireIn(token, 3600);
    const rotated = await t.server.services.identity.refreshIfNeeded(token);
    expect(rotated?.token).toBeTruthy();
    expect(rotated!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5_000_000_000);
    await endGrace(rotated!.token);
    expect((await me(token)).status).toBe(401);
    expect((await me(rotated!.token)).status).toBe(200);
  });

  it('refreshIfNeeded given the session the request already read goes by it, without reading it again (ADR 107)', async () => {
    const { token } = await signUp(t, 'loader.known');
    await expireIn(token, 3600);
    const known = await findSession(db(), token);
    // The request had no session (null): nothing to rotate, whatever the token's row says now.
    expect(await t.server.services.identity.refreshIfNeeded(token, null)).toBeNull();
    const rotated = await t.server.services.identity.refreshIfNeeded(token, known);
    expect(rotated?.token).toBeTruthy();
    expect((await me(rotated!.token)).status).toBe(200);
  });
});

describe('the absolute lifetime (SESSION_MAX_LIFETIME_DAYS, 90 by default)', () => {
  const DAY = 86_400_000;
  /** Ages the session of `token`: signed in `days` ago, its term ending in `endsIn` ms. */
  const age = (token: string, days: number, endsIn: number) =>
    db()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - days * DAY), expiresAt: new Date(Date.now() + endsIn) })
      .where(eq(sessions.tokenHash, hashToken(token)));

  it('a refresh near the end does not carry the session past 90 days from its sign-in', async () => {
    const { token } = await signUp(t, 'old.session');
    await age(token, 80, 3600_000);
    const { body } = await json(await t.call('POST', '/api/auth/refresh', {}, withToken(token)));
    expect(body.data.rotated).toBe(true);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.data.ptoken)));
    // 10 days left of its 90, not a new 60-day term.
    expect(Math.abs(row.expiresAt.getTime() - (row.createdAt.getTime() + 90 * DAY))).toBeLessThan(1_000);
  });

  it('in its last 2 days a session is not rotated any more, and past its end it is refused like an expired one', async () => {
    const { token } = await signUp(t, 'ending.session');
    // As the earlier refreshes left it: its term ends at its absolute end, an hour from now.
    const createdAt = new Date(Date.now() - 90 * DAY + 3600_000);
    await db()
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(createdAt.getTime() + 90 * DAY) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const refreshed = await json(await t.call('POST', '/api/auth/refresh', {}, withToken(token)));
    expect(refreshed.body.data.rotated).toBe(false);
    expect(await t.server.services.identity.refreshIfNeeded(token)).toBeNull();
    expect((await me(token)).status).toBe(200);
    await age(token, 90 + 1 / 24, -1_000);
    const { status, body } = await json(await me(token));
    expect(status).toBe(401);
    expect(body.error.code).toBe(ERRORS.AUTH_REQUIRED.code);
  });
});

describe('sessions of /user/account', () => {
  it('lists the own sessions with the current one marked, and revokes another (its socket gets "signout")', async () => {
    const first = await signUp(t, 'two.devices');
    // A second device: a session of the same user started directly.
    const other = await startSession(db(), first.userId, { userAgent: 'Other Browser/1.0' });
    const { body } = await json(await t.call('GET', '/api/core/auth/sessions/', {}, withToken(first.token)));
    expect(body.data.list).toHaveLength(2);
    const current = body.data.list.find((s: { current: boolean }) => s.current);
    const elsewhere = body.data.list.find((s: { current: boolean }) => !s.current);
    expect(current.user_agent).toContain('Mozilla/5.0');
    expect(elsewhere).toMatchObject({ id: other.sessionId, user_agent: 'Other Browser/1.0' });
    expect(Object.keys(current).sort()).toEqual(['created_at', 'current', 'expires_at', 'id', 'last_seen_at', 'user_agent']);

    const otherSocket = await socketOf(t, other.token);
    const mySocket = await socketOf(t, first.token);
    const otherGot = signoutOf(otherSocket);
    const myGot = signoutOf(mySocket);
    const res = await t.call('POST', '/api/core/auth/sessions/revoke/', { session_id: other.sessionId }, withToken(first.token));
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(otherGot()).toBe(true);
    expect(myGot()).toBe(false);
    expect((await me(other.token)).status).toBe(401);
    expect((await me(first.token)).status).toBe(200);
    otherSocket.close();
    mySocket.close();
  });

  it("another user's session cannot be revoked (404), nor found", async () => {
    const mine = await signUp(t, 'owner.one');
    const theirs = await signUp(t, 'owner.two');
    const [theirSession] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(theirs.token)));
    const { status, body } = await json(await t.call('POST', '/api/core/auth/sessions/revoke/', { session_id: theirSession.id }, withToken(mine.token)));
    expect(status).toBe(404);
    expect(body.error.code).toBe(ERRORS.SESSION_NOT_FOUND.code);
    expect((await me(theirs.token)).status).toBe(200);
  });
});

describe('logout', () => {
  it('POST /api/core/auth/logout/ ends this session only and sends "signout" to its sockets only', async () => {
    const user = await signUp(t, 'leaving.fan');
    const other = await startSession(db(), user.userId, { userAgent: 'Tablet' });
    const mine = await socketOf(t, user.token);
    const theirs = await socketOf(t, other.token);
    const myGot = signoutOf(mine);
    const theirGot = signoutOf(theirs);
    const res = await t.call('POST', '/api/core/auth/logout/', {}, withToken(user.token));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toContain('__antk=;');
    await new Promise((r) => setTimeout(r, 200));
    expect(myGot()).toBe(true);
    expect(theirGot()).toBe(false);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(200);
    mine.close();
    theirs.close();
  });

  it('without a session it still answers ok and clears the cookie', async () => {
    const res = await t.call('POST', '/api/core/auth/logout/', {}, withToken(undefined));
    expect(res.status).toBe(200);
  });
});

describe('no state-changing GET', () => {
  it('the state-changing identity calls refuse GET (405)', async () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/core/auth/logout/',
      '/api/core/auth/signup_anonymous/',
      '/api/core/auth/sessions/revoke/',
      '/api/core/auth/email/send_code/',
      '/api/core/user/adult_popup/confirm/',
    ]) {
      expect((await t.call('GET', path)).status, path).toBe(405);
    }
  });
});
