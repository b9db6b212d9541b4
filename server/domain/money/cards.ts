/** Saved cards (issue 6, ADR 051, 089): the provider keeps the card; we keep its token, brand, last four and expiry as it reports them. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { savedCards } from '../../db/schema';
import { AppError } from '../errors';
import type { PaymentProvider } from './payments';

import type { SavedCard } from '../../../common/money';

export type { SavedCard };

const view = (r: typeof savedCards.$inferSelect): SavedCard => ({
  id: r.id,
  brand: r.brand,
  last4: r.last4,
  exp_month: r.expMonth,
  exp_year: r.expYear,
  created_at: r.createdAt.toISOString(),
});

/** The user's cards with this provider, newest first (a token of another provider cannot be charged). */
export async function listCards(db: Database, userId: number, provider: PaymentProvider): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider.name)))
    .orderBy(desc(savedCards.id));
  return rows.map(view);
}

/** Saves a payment method with the provider (declines throw PAYMENT_*). The same card saved again is kept once. */
export async function addCard(db: Database, provider: PaymentProvider, userId: number, paymentMethod: string): Promise<SavedCard> {
  const mine = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider.name)));
  const customer = mine.find((r) => r.customer)?.customer ?? null;
  const saved = await provider.saveCard({ paymentMethod, userId, customer });
  const same = mine.find((r) => r.brand === saved.brand && r.last4 === saved.last4 && r.expMonth === saved.expMonth && r.expYear === saved.expYear);
  if (same) {
    // Keep the newer token (a sandbox token carries the outcome; a Stripe one may replace a detached one).
    const [row] = await db.update(savedCards).set({ token: saved.token, customer: saved.customer }).where(eq(savedCards.id, same.id)).returning();
    return view(row!);
  }
  const [row] = await db
    .insert(savedCards)
    .values({
      userId,
      provider: provider.name,
      token: saved.token,
      customer: saved.customer,
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
    })
    .returning();
  return view(row!);
}

/** The user's own card row (another user's id is "not found", not "forbidden"). */
export async function cardOf(db: Database, userId: number, cardId: number, provider: PaymentProvider) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId), eq(savedCards.provider, provider.name)));
  if (!row) throw new AppError('CARD_NOT_FOUND');
  return row;
}

export async function removeCard(db: Database, provider: PaymentProvider, userId: number, cardId: number): Promise<void> {
  const row = await cardOf(db, userId, cardId, provider);
  await db.delete(savedCards).where(eq(savedCards.id, row.id));
  await provider.removeCard({ token: row.token, customer: row.customer });
}
