/**
 * Delete account (spec section 5, issue 6): refused while the wallet or earnings hold coins (or
 * a negative balance). Otherwise the account is anonymised, not removed, because the ledger
 * keeps its entries: the name, email, profile, sign-in identities, sessions and saved cards go.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { ledgerAccounts, savedCards, sessions, userIdentities, users } from '../../db/schema';
import { AppError } from '../errors';

export async function deleteAccount(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the user's money accounts: a spend or purchase that commits first is seen; a later one waits, then finds no session.
    const accounts = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId))
      .for('update');
    if (accounts.some((a) => Number(a.balance) !== 0)) throw new AppError('ACCOUNT_HAS_BALANCE');
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
