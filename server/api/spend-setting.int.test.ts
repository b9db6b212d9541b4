/** "Ask before spending" (issue 20, ADR 096): GET and save, per user, validated, default ask always. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

let n = 0;
const person = () => signUp(t, `spend.setting.${++n}.${Math.floor(Math.random() * 1e6)}`);
const get = async (token: string) => json(await t.call('GET', '/api/pay/spend_setting', {}, withToken(token)));
const save = async (token: string, body: Record<string, unknown>) => json(await t.call('POST', '/api/pay/spend_setting/save', body, withToken(token)));

describe('the spend-confirmation setting', () => {
  it('asks before every spend until changed, keeps a threshold per user', async () => {
    const fan = await person();
    const other = await person();
    expect((await get(fan.token)).body.data).toEqual({ ask_above_coins: 0 });

    const saved = await save(fan.token, { ask_above_coins: 25 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ask_above_coins: 25 });
    expect((await get(fan.token)).body.data).toEqual({ ask_above_coins: 25 });
    expect((await get(other.token)).body.data).toEqual({ ask_above_coins: 0 });

    expect((await save(fan.token, { ask_above_coins: 0 })).body.data).toEqual({ ask_above_coins: 0 });
    expect((await get(fan.token)).body.data).toEqual({ ask_above_coins: 0 });
  });

  it('refuses a negative, fractional, too large or missing threshold with a 4xx naming the rule', async () => {
    const fan = await person();
    await save(fan.token, { ask_above_coins: 10 });
    for (const bad of [{ ask_above_coins: -1 }, { ask_above_coins: 2.5 }, { ask_above_coins: 1001 }, { ask_above_coins: '10' }, {}]) {
      const r = await save(fan.token, bad);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body.error)).toMatch(/coins from 0 to 1000/);
    }
    expect((await get(fan.token)).body.data).toEqual({ ask_above_coins: 10 });
  });
});
