/**
 * The installable app's reports (issue 24, ADR 111): open_app_report and its is_prompt_install
 * rule, common_report's stored payloads, user/report's daily row, the per-user limit, malformed
 * bodies answered 4xx with the catalogue's error, and the staff console's daily counts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REPORT_LIMIT } from '../../common/app-reports';
import { ERRORS } from '../../common/errors';
import { anonymous, fakeIp, json, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { appOpens, commonReports, userReports } from '../db/schema';

let t: TestServer & { dataDir: string };
const db = () => t.server.database.db;
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const post = async (token: string, path: string, params: Record<string, unknown>) =>
  json(await t.call('POST', `/api${path}`, params, withToken(token, fakeIp())));
const open = async (token: string, open_source: number) => post(token, '/core/user/open_app_report/', { open_source });
const today = () => new Date().toISOString().slice(0, 10);

describe('open_app_report', () => {
  it('offers the guide to a returning browser visitor only, and records each open', async () => {
    const { token, userId } = await anonymous(t);
    const first = await open(token, 2);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ is_prompt_install: false }); // a first visit is not asked
    expect((await open(token, 2)).body.data.is_prompt_install).toBe(true);
    const rows = await db().select().from(appOpens).where(eq(appOpens.userId, userId));
    expect(rows.map((r) => r.openSource)).toEqual([2, 2]);
  });

  it('never inside the installed app, nor after an open of it, nor after a dismissal', async () => {
    const installed = await anonymous(t);
    await open(installed.token, 2);
    expect((await open(installed.token, 1)).body.data.is_prompt_install).toBe(false);
    expect((await open(installed.token, 2)).body.data.is_prompt_install).toBe(false);

    const dismissing = await anonymous(t);
    await open(dismissing.token, 2);
    expect((await post(dismissing.token, '/core/system/common_report/', { action: 'install_prompt', type: 'dismissed' })).status).toBe(200);
    expect((await open(dismissing.token, 2)).body.data.is_prompt_install).toBe(false);
  });

  it('answers a malformed body with 400 and the catalogue error, and no session with 1001', async () => {
    const { token } = await anonymous(t);
    for (const body of [{}, { open_source: 3 }, { open_source: '2' }]) {
      const bad = await post(token, '/core/user/open_app_report/', body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    const none = await json(await t.call('POST', '/api/core/user/open_app_report/', { open_source: 2 }, withToken(undefined)));
    expect(none.body.error.code).toBe(1001);
  });
});

describe('common_report', () => {
  it('stores user_open_mode with its mode and platform, and creator_verify, dropping unknown fields', async () => {
    const { token, userId } = await anonymous(t);
    expect((await post(token, '/core/system/common_report/', { action: 'user_open_mode', open_mode: 1, device_platform: 2, extra: 'x' })).status).toBe(200);
    expect((await post(token, '/core/system/common_report/', { action: 'creator_verify', type: 'click_camera_icon' })).status).toBe(200);
    const rows = await db().select().from(commonReports).where(eq(commonReports.userId, userId)).orderBy(commonReports.id);
    expect(rows.map(({ action, type, openMode, devicePlatform }) => ({ action, type, openMode, devicePlatform }))).toEqual([
      { action: 'user_open_mode', type: null, openMode: 1, devicePlatform: 2 },
      { action: 'creator_verify', type: 'click_camera_icon', openMode: null, devicePlatform: null },
    ]);
  });

  it('refuses user_open_mode without its fields, bad values and bad names with 400', async () => {
    const { token, userId } = await anonymous(t);
    for (const body of [
      { action: 'user_open_mode', open_mode: 1 },
      { action: 'user_open_mode', open_mode: 3, device_platform: 1 },
      { action: 'user_open_mode', open_mode: 1, device_platform: 0 },
      { action: 'Not A Name' },
      {},
    ]) {
      const bad = await post(token, '/core/system/common_report/', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    expect(await db().select().from(commonReports).where(eq(commonReports.userId, userId))).toEqual([]);
  });
});

describe('user/report', () => {
  it("keeps the day's latest fields in one row and counts the reports", async () => {
    const { token, userId } = await anonymous(t);
    const report = { user_role: 0, portrait: '/media/1/w_96,h_96', user_name: 'report_fan', nickname: 'Fan', bio: 'line one\nline two' };
    expect((await post(token, '/core/user/report/', report)).status).toBe(200);
    expect((await post(token, '/core/user/report/', { ...report, nickname: 'Fan Two' })).status).toBe(200);
    const rows = await db()
      .select()
      .from(userReports)
      .where(and(eq(userReports.userId, userId), eq(userReports.day, today())));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userRole: 0, portrait: report.portrait, userName: 'report_fan', nickname: 'Fan Two', bio: report.bio, reports: 2 });
  });

  it('answers malformed bodies with a 4xx: a role out of range, a missing name, text the rule refuses', async () => {
    const { token } = await anonymous(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ user_role: 2, user_name: 'x' }, 'BAD_REQUEST'],
      [{ user_role: 0 }, 'BAD_REQUEST'],
      [{ user_role: 0, user_name: 'a\nb' }, 'TEXT_NOT_ALLOWED'],
      [{ user_role: 0, user_name: 'x', bio: 'nul\u0000' }, 'TEXT_NOT_ALLOWED'],
      [{ user_role: 0, user_name: 'x'.repeat(65) }, 'BAD_REQUEST'],
    ];
    for (const [body, error] of cases) {
      const bad = await post(token, '/core/user/report/', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe(ERRORS[error as keyof typeof ERRORS].code);
    }
  });
});

it('limits the reports of one user per minute (429, RATE_LIMITED)', async () => {
  const { token } = await anonymous(t);
  for (let i = 0; i < APP_REPORT_LIMIT.max; i++) expect((await post(token, '/core/system/common_report/', { action: 'ping' })).status).toBe(200);
  const refused = await post(token, '/core/user/report/', { user_role: 0, user_name: 'limited' });
  expect(refused.status).toBe(429);
  expect(refused.body.error.code).toBe(ERRORS.RATE_LIMITED.code);
  // Another user is not affected.
  expect((await open((await anonymous(t)).token, 2)).status).toBe(200);
});

describe("the staff console's daily counts", () => {
  it('installs on the day of a first standalone open, opens by mode and platform, active users', async () => {
    const now = new Date();
    const before = (await t.server.services.appReports.usageByDay(3, now))[0]!;
    const yesterday = new Date(now.getTime() - 86_400_000);
    const a = await anonymous(t);
    const b = await anonymous(t);
    // a installed yesterday and opens the app again today: one install, yesterday's.
    await db().insert(appOpens).values({ userId: a.userId, openSource: 1, createdAt: yesterday });
    await open(a.token, 1);
    await open(b.token, 1);
    await open(b.token, 2);
    await post(a.token, '/core/system/common_report/', { action: 'user_open_mode', open_mode: 1, device_platform: 2 });
    await post(b.token, '/core/system/common_report/', { action: 'user_open_mode', open_mode: 2, device_platform: 1 });
    await post(b.token, '/core/user/report/', { user_role: 0, user_name: 'counted' });

    const days = await t.server.services.appReports.usageByDay(3, now);
    expect(days.map((d) => d.day)).toEqual([0, 1, 2].map((i) => new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10)));
    const [todays, yesterdays] = days;
    expect(todays!.installs - before.installs).toBe(1); // b
    expect(yesterdays!.installs).toBeGreaterThanOrEqual(1); // a
    expect(todays!.opensStandalone - before.opensStandalone).toBe(2);
    expect(todays!.opensBrowser - before.opensBrowser).toBe(1);
    expect(todays!.opensMobile - before.opensMobile).toBe(1);
    expect(todays!.opensDesktop - before.opensDesktop).toBe(1);
    expect(todays!.activeUsers - before.activeUsers).toBe(1);
  });
});
