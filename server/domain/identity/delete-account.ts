/**
 * Delete account (spec section 5, issue 6): refused while the wallet or earnings hold coins (or
 * a negative balance), or while a payout is requested or processing (its coins sit in
 * payout_clearing and a failed payout returns them to earnings). Otherwise the account is anonymised, not removed, because the ledger
 * keeps its entries: the name, email, profile, sign-in identities, sessions and saved cards go.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { ledgerAccounts, payouts, savedCards, sessions, userIdentities, users } from '../../db/schema';
import { AppError } from '../errors';

export async function deleteAccount(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the user's money accounts: a spend or purchase that commits first is seen; a later one waits, then finds no session.
    const accounts = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)).for('update');
    if (accounts.some((a) => Number(a.balance) !== 0)) throw new AppError('ACCOUNT_HAS_BALANCE');
    // Read after the lock: a payout request that moved the earnings out committed first, so its row is seen here.
    const pending = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), inArray(payouts.status, ['requested', 'processing'])))
      .limit(1);
    if (pending.length > 0) throw new AppError('ACCOUNT_PAYOUT_PENDING');
    await tx.delete(savedCards).where(eq(savedCards.userId, userId));
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(users)
      .set({
        userName: sql`'deleted_' || ${users.id}`,
        nickname: 'Deleted user',
        portrait: '',
        bio: '',
        email: null,
        birthday: null,
        referrerCode: null,
        trafficSource: null,
      })
      .where(eq(users.id, userId));
  });
}
