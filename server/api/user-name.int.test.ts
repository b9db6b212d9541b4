/** The sign-up's username step asks whether a name is free (issue 20 point 5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TEXTS } from '../../common/identity';
import { json, signUp, startIdentityServer } from '../../test/identity';
import type { TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const check = async (user_name: string) => json(await t.call('GET', '/api/core/auth/user_name/check/', { user_name }));

describe('GET /core/auth/user_name/check/', () => {
  it('says a taken name (in any letter case) is not available and a free one is', async () => {
    await signUp(t, 'taken_name_1');
    expect((await check('taken_name_1')).body.data).toEqual({ available: false });
    expect((await check('TAKEN_Name_1')).body.data).toEqual({ available: false });
    expect((await check('free_name_22')).body.data).toEqual({ available: true });
  });

  it("refuses a name the sign-up rules refuse, with the rule's text (4xx, not 5xx)", async () => {
    const short = await check('abc');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain(IDENTITY_TEXTS.userNameShort);
    const period = await check('ends_with.');
    expect(period.status).toBe(400);
    expect(period.body.error.message).toContain(IDENTITY_TEXTS.userNamePeriodEnd);
  });
});
