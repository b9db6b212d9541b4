/**
 * What integration tests make over and over (issue 43 point 6): a creator, coins, a picture in
 * someone's vault, a signed-in socket, the ledger's invariants. Through the real server and its
 * services, as a user would.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { contentHashOfBytes } from '../common/media-hash';
import { SANDBOX_PAYMENT_METHODS } from '../common/payment-methods';
import { users } from '../server/db/schema';
import type { Database } from '../server/db';
import { buyCoins } from '../server/domain/money';
import { sessionCookies, signUp } from './identity';
import type { TestServer } from './server';

/** A signed-up user made a creator (role 1), as staff approval does. */
export async function signUpCreator(t: TestServer, userName: string): Promise<{ token: string; userId: number }> {
  const person = await signUp(t, userName);
  await t.server.database.db.update(users).set({ userRole: 1 }).where(eq(users.id, person.userId));
  return person;
}

/** `coins` bought by `userId` with the sandbox's succeeding card (each call a new purchase). */
export const fund = (t: TestServer, userId: number, coins: number) =>
  buyCoins(t.server.database.db, t.config, { userId, coins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: randomUUID() });

/** A socket.io client signed in as `token`, once the server has put it in its rooms. */
export async function socketOf(t: TestServer, token: string): Promise<Socket> {
  const socket = connectSocket(t.url, { transports: ['websocket'], extraHeaders: { Cookie: sessionCookies(token) }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  await new Promise((r) => setTimeout(r, 50)); // let the server join the rooms
  return socket;
}

let colour = 0;
/**
 * A small PNG (a new colour each time, so each is new content) uploaded to `ownerId`'s vault; its
 * media id. `purpose: 'chat'`: a chat attachment, what fans may upload (ADR 084); `same`: the
 * same bytes for the same number (never those of a new colour), for what is uploaded twice.
 */
export async function vaultImage(t: TestServer, ownerId: number, options: { purpose?: 'chat'; same?: number } = {}): Promise<number> {
  colour = (colour + 1) % 256;
  const background = options.same === undefined ? { r: colour, g: 200, b: 90 } : { r: options.same % 256, g: 0, b: 90 };
  const bytes = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer(),
  );
  const media = t.server.services.media;
  const init = await media.initUpload(ownerId, {
    fileName: 'a.png',
    size: bytes.length,
    declaredType: 'image/png',
    contentHash: await contentHashOfBytes(bytes),
    purpose: options.purpose,
  });
  if ('media_id' in init && init.media_id) return init.media_id as number;
  const uploadId = (init as { upload_id: string }).upload_id;
  await media.putChunk(ownerId, uploadId, 0, bytes);
  return (await media.completeUpload(ownerId, uploadId)).media_id;
}

const rowsOf = async (db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** Every transaction sums to zero, every balance is its entries' sum, and no user's account is below zero. */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  expect(await rowsOf(db, sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`)).toEqual([]);
  expect(
    await rowsOf(
      db,
      sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
          group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
    ),
  ).toEqual([]);
  expect(await rowsOf(db, sql`select id from ledger_accounts where user_id is not null and balance < 0`)).toEqual([]);
}
