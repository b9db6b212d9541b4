/**
 * Before the e2e server starts: two signed-up users (a fan and a creator) with sessions,
 * created directly in the fresh database; their tokens go to e2e-sessions.json for the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db';
import { unreadCounters, users } from '../server/db/schema';
import { startSession } from '../server/domain/identity/sessions';
import { loadIdentitySecret } from '../server/domain/identity/secrets';
import { emailToken } from '../server/domain/notifications/email';
import { notifications } from '../server/db/schema';
import { createSession } from '../server/domain/sessions';

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

// --- notifications (issue 7, e2e/notifications.spec.ts): a creator with one unread notification
// who gets tipped by a fan during the test, and the creator's email unsubscribe link.
{
  const notify: Record<string, unknown> = {};
  for (const [key, userName, role] of [['notifyCreator', 'notify_creator', 1], ['notifyFan', 'notify_fan', 0]] as const) {
    const [user] = await db
      .insert(users)
      .values({ userName, nickname: key === 'notifyFan' ? 'Notify Fan' : 'Notify Creator', userRole: role, isAnonymous: false, email: `${userName.replace('_', '.')}@example.com` })
      .returning();
    notify[key] = { token: (await createSession(db, user.id)).token, userName, userId: user.id };
    if (key === 'notifyCreator') {
      await db.insert(notifications).values({ userId: user.id, notifyType: 28, content: { title: 'A live starts in 3 minutes', summary: 'Gold Creator' } });
      await db.insert(unreadCounters).values({ userId: user.id, tn: 1 });
      // The server reads the same identity secret from the database (no AUTH_SECRET in the e2e run).
      notify.unsubscribeToken = emailToken(await loadIdentitySecret(db, undefined), user.id, 'activity');
    }
  }
  fs.writeFileSync(path.join(dataDir, 'e2e-notify.json'), JSON.stringify(notify, null, 2));
}
await close();
fs.writeFileSync(path.join(dataDir, 'e2e-sessions.json'), JSON.stringify(sessions, null, 2));
console.log(`e2e users seeded in ${dataDir}`);
