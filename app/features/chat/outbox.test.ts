import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFlusher, newClientId, nextTimetoken, openOutbox, OutboxTimeoutError, type Outbox, type PendingMessage } from './outbox';

let opened: Outbox[] = [];
afterEach(() => {
  for (const outbox of opened) outbox.close();
  opened = [];
});
let userSeq = 1;
async function fresh(userId = userSeq++) {
  const outbox = await openOutbox(userId);
  opened.push(outbox);
  return outbox;
}
const message = (n: number, conversation = 1): PendingMessage => ({
  client_id: `client-${n}-${conversation}`,
  to_user_id: 9,
  conversation_id: conversation,
  msg_type: 1,
  body: `m${n}`,
  timetoken: 1_000 + n,
});

describe('the offline outbox', () => {
  it('keeps messages per user, oldest first, listable per conversation', async () => {
    const mine = await fresh();
    const theirs = await fresh();
    await mine.add(message(3));
    await mine.add(message(1));
    await mine.add(message(2, 7));
    expect((await mine.list()).map((m) => m.body)).toEqual(['m1', 'm2', 'm3']);
    expect((await mine.list(7)).map((m) => m.body)).toEqual(['m2']);
    expect(await theirs.list()).toEqual([]);
  });

  it('survives closing and opening again (a reload)', async () => {
    const userId = userSeq++;
    const first = await openOutbox(userId);
    await first.add(message(1));
    first.close();
    const again = await fresh(userId);
    expect((await again.list()).map((m) => m.body)).toEqual(['m1']);
  });

  it('a flush sends each pending message once, in order, and keeps what failed for the next one', async () => {
    const outbox = await fresh();
    for (const n of [1, 2, 3]) await outbox.add(message(n));
    const delivered: string[] = [];
    let offline = false;
    const flush = createFlusher(outbox, async (m) => {
      if (offline && m.body === 'm2') throw new Error('offline');
      delivered.push(m.body);
    });
    offline = true;
    expect(await flush()).toBe(1);
    expect((await outbox.list()).map((m) => m.body)).toEqual(['m2', 'm3']);
    offline = false;
    // Two flushes at once (reconnect and a click) are one flush: nothing is sent twice.
    const [a, b] = await Promise.all([flush(), flush()]);
    expect([a, b]).toEqual([2, 2]);
    expect(delivered).toEqual(['m1', 'm2', 'm3']);
    expect(await outbox.list()).toEqual([]);
  });

  it("a refused message is kept, marked with the server's message, skipped by later flushes; the ones after it go on", async () => {
    const outbox = await fresh();
    for (const n of [1, 2, 3]) await outbox.add(message(n));
    const attempts: string[] = [];
    class Refused extends Error {}
    const flush = createFlusher(
      outbox,
      async (m) => {
        attempts.push(m.body);
        if (m.body === 'm2') throw new Refused('You cannot message this user.');
      },
      (error) => (error instanceof Refused ? error.message : null),
    );
    expect(await flush()).toBe(2);
    expect(await outbox.list()).toEqual([{ ...message(2), failed: 'You cannot message this user.' }]);
    expect(await flush()).toBe(0);
    expect(attempts).toEqual(['m1', 'm2', 'm3']);
  });

  it('without a refusal rule any failure stops the flush and keeps the order', async () => {
    const outbox = await fresh();
    for (const n of [1, 2]) await outbox.add(message(n));
    const flush = createFlusher(outbox, async (m) => {
      if (m.body === 'm1') throw new Error('offline');
    });
    expect(await flush()).toBe(0);
    expect((await outbox.list()).map((m) => [m.body, m.failed])).toEqual([
      ['m1', undefined],
      ['m2', undefined],
    ]);
  });

  it('gives up opening after the timeout when the database is blocked', async () => {
    const userId = userSeq++;
    // Another tab keeps version 1 open and ignores "versionchange": the upgrade to 2 waits forever.
    const blocker = await openOutbox(userId);
    await expect(openOutbox(userId, { timeoutMs: 50, version: 2 })).rejects.toBeInstanceOf(OutboxTimeoutError);
    blocker.close();
  });

  it('messages typed within one millisecond still get increasing timetokens (the typed order)', () => {
    const tokens = Array.from({ length: 50 }, nextTimetoken);
    expect(new Set(tokens).size).toBe(50);
    expect([...tokens].sort((x, y) => x - y)).toEqual(tokens);
    expect(tokens[0]).toBeGreaterThanOrEqual((Date.now() - 1_000) * 1000);
  });

  it('client ids are unique and fit the server rule', () => {
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
  });
});
