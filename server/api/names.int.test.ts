/** Look-alike names through the API (ADR 135, issue 44 point 10): two creators cannot hold one skeleton. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostApplications, users } from '../db/schema';
import { backfillNameSkeletons } from '../domain/identity/name-skeleton';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const edit = async (token: string, fields: { nickname: string; user_name: string }) =>
  json(await t.call('POST', '/api/core/user/edit_profile/', { ...fields, bio: '' }, withToken(token)));
let n = 0;
async function creator(name: string) {
  const user = await signUp(t, `${name}_${++n}x`);
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, user.userId));
  return user;
}

describe('names that look like another creator’s (ADR 135)', () => {
  it('refuses a creator the display name "Аlex" (Cyrillic А), "ALEX" or "AIex" when a creator is "Alex"; a clean one is taken', async () => {
    const alex = await creator('alexreal');
    expect((await edit(alex.token, { nickname: 'Alex', user_name: 'alex_real' })).status).toBe(200);
    const other = await creator('mimic');
    for (const nickname of ['\u0410lex', 'ALEX', 'AIex', 'Ａｌｅｘ']) {
      const res = await edit(other.token, { nickname, user_name: `mimic_${n}` });
      expect(res.status, nickname).toBe(409);
      expect(res.body.error.code).toBe(40904);
      expect(res.body.error.field).toBe('nickname');
      expect(res.body.error.message).toBe("This display name looks like another creator's name. Please choose another.");
    }
    expect((await edit(other.token, { nickname: 'Alexa', user_name: `mimic_${n}` })).status).toBe(200);
    // The owner keeps editing their own name freely.
    expect((await edit(alex.token, { nickname: 'Alex', user_name: 'alex_real' })).status).toBe(200);
  });

  it('refuses a creator a user name that looks like another creator’s ("alex_rea1" for "alex_real")', async () => {
    const owner = await creator('owner');
    expect((await edit(owner.token, { nickname: 'Owner One', user_name: 'bella_real' })).status).toBe(200);
    const other = await creator('copier');
    const res = await edit(other.token, { nickname: 'Copier', user_name: 'be1la_rea1' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe(40905);
    expect(res.body.error.field).toBe('user_name');
    expect((await edit(other.token, { nickname: 'Copier', user_name: 'bella_fake' })).status).toBe(200);
  });

  it('refuses invisible characters and stacked marks in a name with the text rule', async () => {
    const me = await signUp(t, `plain_${++n}x`);
    for (const nickname of ['Al\u200Bex', 'A' + '\u0301\u0302\u0303\u0304\u0306'.repeat(4)]) {
      const res = await edit(me.token, { nickname, user_name: `plain_${n}x` });
      expect(res.status, JSON.stringify(nickname)).toBe(400);
      expect(res.body.error.field).toBe('nickname');
    }
  });

  it('leaves fans free to share a creator’s display name', async () => {
    const star = await creator('star');
    expect((await edit(star.token, { nickname: 'Star Shine', user_name: `star_${n}x` })).status).toBe(200);
    const fan = await signUp(t, `fan_${++n}x`);
    expect((await edit(fan.token, { nickname: 'Star Shine', user_name: `fan_${n}x` })).status).toBe(200);
  });

  it('the database refuses a second look-alike creator even past the check (the race), and the backfill fills old rows', async () => {
    const first = await creator('racer');
    expect((await edit(first.token, { nickname: 'Quinn Race', user_name: `racer_${n}x` })).status).toBe(200);
    const second = await signUp(t, `racer_${++n}x`);
    // A fan holding the look-alike name is made a creator: the partial unique index refuses it.
    expect((await edit(second.token, { nickname: 'Quinn Rac\u0435', user_name: `racer_${n}x` })).status).toBe(200);
    await expect(db().update(users).set({ userRole: 1 }).where(eq(users.id, second.userId))).rejects.toThrow();
    // Rows from before (no key) get one.
    await db().update(users).set({ nicknameSkeleton: null, userNameSkeleton: null }).where(eq(users.id, first.userId));
    expect(await backfillNameSkeletons(db())).toBeGreaterThan(0);
    const [row] = await db().select().from(users).where(eq(users.id, first.userId));
    expect(row.nicknameSkeleton).toBe('quinn race');
  });

  it("staff approving an applicant whose name looks like a creator's is refused, and nothing changes", async () => {
    const star = await creator('approved');
    expect((await edit(star.token, { nickname: 'Nova Bright', user_name: `nova_${n}x` })).status).toBe(200);
    const applicant = await signUp(t, `applicant_${++n}x`);
    // Named before any key was kept (a row from before ADR 135): only the approval computes it.
    await db().update(users).set({ nickname: 'N\u043Eva Bright', nicknameSkeleton: null, userNameSkeleton: null }).where(eq(users.id, applicant.userId));
    const [application] = await db()
      .insert(hostApplications)
      .values({
        userId: applicant.userId,
        legalName: 'Nova Other',
        birthday: '1990-05-17',
        country: 'US',
        documentType: 'passport',
        agreementVersion: 'v1',
        agreementAcceptedAt: new Date(),
      })
      .returning();
    await expect(t.server.services.creators.approve(star.userId, application!.id)).rejects.toMatchObject({ code: 40904 });
    const [row] = await db().select().from(users).where(eq(users.id, applicant.userId));
    expect(row!.userRole).toBe(0);
    const [still] = await db().select().from(hostApplications).where(eq(hostApplications.id, application!.id));
    expect(still!.state).toBe('verification');
  });
});
