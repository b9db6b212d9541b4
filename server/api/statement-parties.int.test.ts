/** /pay/transactions names the other party of each movement (issue 20): the creator a fan paid, the fan who paid a creator. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { buyCoins } from '../domain/money';
import { SANDBOX_PAYMENT_METHODS } from '../domain/money/payments';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
let n = 0;
const person = (prefix: string) => signUp(t, `${prefix}.${++n}.${Math.floor(Math.random() * 1e6)}`);
const lines = async (token: string) => (await json(await t.call('GET', '/api/pay/transactions', {}, withToken(token)))).body.data.list;

describe('statement parties', () => {
  it("the fan's tip names the creator, the creator's earnings name the fan; a purchase names nobody", async () => {
    const fan = await person('parties.fan');
    const creator = await person('parties.creator');
    await db().update(users).set({ userRole: 1, nickname: 'Luna Rivers' }).where(eq(users.id, creator.userId));
    await db().update(users).set({ nickname: 'Golden Fan' }).where(eq(users.id, fan.userId));
    await buyCoins(db(), t.config, { userId: fan.userId, coins: 100, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: randomUUID() });
    const tip = await json(await t.call('POST', '/api/pay/tip', { creator_id: creator.userId, coins: 10, idem_key: randomUUID() }, withToken(fan.token)));
    expect(tip.status).toBe(200);

    const [fanTip, purchase] = await lines(fan.token);
    expect(fanTip).toMatchObject({ kind: 'tip', account: 'wallet', amount: -10, party: { user_id: creator.userId, nickname: 'Luna Rivers' }, post_id: null });
    expect(purchase).toMatchObject({ kind: 'purchase', party: null });
    const [earned] = await lines(creator.token);
    expect(earned).toMatchObject({ kind: 'tip', account: 'earnings', party: { user_id: fan.userId, nickname: 'Golden Fan' } });
  });
});
