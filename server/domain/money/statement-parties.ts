/**
 * Who the other side of each statement line is (issue 20: "Unlocked a post from Luna Rivers"):
 * the other user account in the same ledger transaction (the creator a fan paid, the fan who paid
 * a creator), and for a post unlock the post. Nothing here widens access: the other party of a
 * movement of one's own money is already known to both sides, and the post id is only named to the
 * fan who bought it or the creator who sold it.
 */
import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { StatementLine, StatementParty } from '../../../common/money';
import type { Database } from '../../db';
import { calls, ledgerAccounts, ledgerEntries, ledgerTransactions, postUnlocks, users } from '../../db/schema';

export async function withParties(db: Database, userId: number, lines: StatementLine[]): Promise<StatementLine[]> {
  const ids = [...new Set(lines.map((l) => l.transaction_id))];
  if (ids.length === 0) return lines;
  const others = await db
    .select({ transactionId: ledgerEntries.transactionId, id: users.id, userName: users.userName, nickname: users.nickname, portrait: users.portrait })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(and(inArray(ledgerEntries.transactionId, ids), isNotNull(ledgerAccounts.userId), ne(ledgerAccounts.userId, userId)));
  const party = new Map<number, StatementParty>();
  for (const o of [...others, ...(await callParties(db, userId, lines))]) {
    if (!party.has(o.transactionId)) party.set(o.transactionId, { user_id: o.id, user_name: o.userName, nickname: o.nickname, portrait: o.portrait });
  }
  const unlocks = await db
    .select({ transactionId: postUnlocks.transactionId, postId: postUnlocks.postId })
    .from(postUnlocks)
    // Every transaction here moved this user's coins: the user is the post's buyer or its seller.
    .where(inArray(postUnlocks.transactionId, ids));
  const postOf = new Map(unlocks.map((u) => [u.transactionId, u.postId]));
  return lines.map((l) => ({ ...l, party: party.get(l.transaction_id) ?? null, post_id: postOf.get(l.transaction_id) ?? null }));
}

const CALL_KINDS = ['call_hold', 'call_release', 'call'];

/**
 * A call's hold, its release and its charge on connect move coins through the call_hold account
 * (ADR 099), so the other user is not in the transaction: it is the call's other member. The
 * call is the one whose hold this is, or the one the key names (`call:{id}:...`).
 */
async function callParties(db: Database, userId: number, lines: StatementLine[]) {
  const ids = lines.filter((l) => CALL_KINDS.includes(l.kind)).map((l) => l.transaction_id);
  if (ids.length === 0) return [];
  const keyed = await db
    .select({ id: ledgerTransactions.id, idemKey: ledgerTransactions.idemKey })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.id, ids));
  const callOfKey = new Map<number, number>();
  for (const t of keyed) {
    const key = /^call:(\d+):/.exec(t.idemKey);
    if (key) callOfKey.set(t.id, Number(key[1]));
  }
  const rows = await db
    .select({ id: calls.id, payerId: calls.payerId, creatorId: calls.creatorId, hold: calls.holdTransactionId })
    .from(calls)
    .where(or(inArray(calls.holdTransactionId, ids), callOfKey.size ? inArray(calls.id, [...callOfKey.values()]) : undefined));
  const pairs = ids.flatMap((transactionId) => {
    const call = rows.find((r) => r.hold === transactionId || r.id === callOfKey.get(transactionId));
    return call ? [{ transactionId, other: call.payerId === userId ? call.creatorId : call.payerId }] : [];
  });
  if (pairs.length === 0) return [];
  const people = await db
    .select({ id: users.id, userName: users.userName, nickname: users.nickname, portrait: users.portrait })
    .from(users)
    .where(inArray(users.id, [...new Set(pairs.map((p) => p.other))]));
  return pairs.flatMap(({ transactionId, other }) => {
    const person = people.find((p) => p.id === other);
    return person ? [{ transactionId, ...person }] : [];
  });
}
