#!/usr/bin/env node
// Sign-ins per second through the real HTTP API (rate limits off, signatures on), on the
// embedded default (PGlite under a fresh data dir) or on PostgreSQL when DATABASE_URL is set (a fresh database).
// Usage: node --import tsx bench/signins.mjs [--quick] [users=300] [concurrency=16]   (--quick: 20 users, 4 in flight)
//
// Phases: codes are emailed to N new addresses (timed: "codes sent/s"); then each address
// signs up (verify code -> ticket -> complete sign-up: "sign-ups/s"); then new codes are sent
// and each user logs in (verify code -> session: "log-ins/s"). Codes are read from the local
// outbox between phases, outside the timed parts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signRequest } from '../common/sign.ts';
import { createAppServer } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { log } from '../server/log.ts';
import { freshDatabase } from '../test/server.ts';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const users = Number(args[0] ?? (quick ? 20 : 300));
const concurrency = Number(args[1] ?? (quick ? 4 : 16));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-signins-'));

// The embedded default (PGlite on disk), or a fresh PostgreSQL database dropped at the end.
const database = process.env.DATABASE_URL ? await freshDatabase() : await openDatabase({ dataDir });

const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, RATE_LIMITS: '0' });
log.level = 'warn'; // the outbox logs every mail it writes
const server = await createAppServer(config, { remix: 'none', database });
await new Promise((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.httpServer.address().port}`;

async function post(pathname, params, cookie) {
  const signed = { ...params, ts: Math.floor(Date.now() / 1000) };
  const sign = signRequest(config.SIGN_KEY, 'POST', pathname, signed);
  const res = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 bench', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ ...signed, sign }),
  });
  const body = await res.json();
  if (body.result !== 'ok') throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Runs fn over items with `concurrency` in flight; returns items per second. */
async function timed(items, fn) {
  const queue = [...items];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
  return items.length / ((performance.now() - started) / 1000);
}

/** email -> the newest code the outbox holds for it. */
function codesFromOutbox() {
  const dir = path.join(dataDir, 'outbox');
  const codes = new Map();
  for (const name of fs.readdirSync(dir).sort()) {
    const entry = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    codes.set(entry.to, /\b(\d{6})\b/.exec(entry.text)[1]);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return codes;
}

const emails = Array.from({ length: users }, (_, i) => `bench${i}@example.com`);
const sendRate = await timed(emails, (email) => post('/api/core/auth/email/send_code/', { email }));
let codes = codesFromOutbox();
const signupRate = await timed(emails, async (email) => {
  const ticket = await post('/api/core/auth/email/verify_code/', { email, code: codes.get(email) });
  const i = emails.indexOf(email);
  await post('/api/core/auth/email/complete_signup/', {
    signup_ticket: ticket.signup_ticket,
    birthday: '1990-01-01',
    user_name: `bench_user_${i}`,
    nickname: `Bench ${i}`,
  });
});
await timed(emails, (email) => post('/api/core/auth/email/send_code/', { email }));
codes = codesFromOutbox();
const loginRate = await timed(emails, async (email) => {
  const session = await post('/api/core/auth/email/verify_code/', { email, code: codes.get(email) });
  if (session.is_new !== false) throw new Error('expected a log-in');
});

await server.close(); // closes (and on PostgreSQL drops) the database too
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  `${database.kind}: ${users} users, ${concurrency} in flight: codes sent ${sendRate.toFixed(0)}/s; sign-ups ${signupRate.toFixed(0)}/s; log-ins ${loginRate.toFixed(0)}/s`,
);
