/**
 * Before the e2e server starts: two signed-up users (a fan and a creator) with sessions,
 * created directly in the fresh database; their tokens go to e2e-sessions.json for the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db';
import { unreadCounters, users } from '../server/db/schema';
import { startSession } from '../server/domain/identity/sessions';
import { createSession } from '../server/domain/sessions';
import { loadConfig } from '../server/config';
import { buyCoins, spend } from '../server/domain/money';
import { SANDBOX_CARDS } from '../server/domain/money/payments';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-seed.ts <data dir>');
const { db, close } = await openDatabase({ dataDir });
const sessions: Record<string, { token: string; userName: string; userId: number }> = {};
const DAY_MS = 86_400_000;
for (const [key, userName, role] of [['fan', 'golden_fan', 0], ['creator', 'gold_creator', 1]] as const) {
  const [user] = await db
    .insert(users)
    .values({
      userName,
      nickname: key === 'fan' ? 'Golden Fan' : 'Gold Creator',
      userRole: role,
      isAnonymous: false,
      referrerCode: key === 'creator' ? 'goldref1' : null,
      email: `${userName.replace('_', '.')}@example.com`,
    })
    .returning();
  await db.insert(unreadCounters).values({ userId: user.id, tc: key === 'fan' ? 150 : 0, tn: key === 'fan' ? 7 : 0, sc: 0 });
  sessions[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
  if (key !== 'fan') continue;
  // More sessions of the fan: one that ends within 2 days (refresh), and spares that tests may end.
  sessions.fanAging = { ...sessions.fan, token: (await createSession(db, user.id, new Date(Date.now() - 59 * DAY_MS))).token };
  for (const spare of ['fanSpare1', 'fanSpare2', 'fanSpare3']) sessions[spare] = { ...sessions.fan, token: (await createSession(db, user.id)).token };
  // A device of the fan's that the account test revokes, recognisable by its browser.
  const firefox = await startSession(db, user.id, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' });
  sessions.fanFirefox = { ...sessions.fan, token: firefox.token };
}
// --- payouts (issue 6, ADR 052): the creator has earnings from a fan's tip, through the ledger ---
{
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const idem = (name: string) => `e2e-seed-${name}`;
  await buyCoins(db, config, { userId: sessions.fan!.userId, coins: 1000, card: SANDBOX_CARDS.succeeds, idemKey: idem('coins') });
  await spend(db, config, { fanId: sessions.fan!.userId, creatorId: sessions.creator!.userId, coins: 1000, kind: 'tip', idemKey: idem('tip') });
}
await close();
fs.writeFileSync(path.join(dataDir, 'e2e-sessions.json'), JSON.stringify(sessions, null, 2));
console.log(`e2e users seeded in ${dataDir}`);
