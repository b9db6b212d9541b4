/** Buying and spending coins (issue 6): thin rules over the ledger (ADR 050). */
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { FLIRT_COINS, giftById } from '../../../common/gifts';
import type { Config } from '../../config';
import { isUniqueViolation, type Database } from '../../db';
import { preparedSql } from '../../db/prepared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, postUnlocks, users } from '../../db/schema';
import { blockedBetweenSql } from '../blocks';
import { AppError } from '../errors';
import { type FaultInjection, type MovementKey, type MovementRequest, move, previousMovement } from './ledger';
import type { ShareScope } from './share';
import { addCard, cardOf, type SavedCard } from './cards';
import { refuseFrozenNow } from '../standing/rules';
import { type ChargeRequest, type PaymentProvider, sandboxProvider } from './payments';

export { balances, statement } from './ledger';
export { shareOfCharge, type ShareScope } from './share';

export type MoneyConfig = Pick<Config, 'CREATOR_SHARE_PERCENT' | 'COIN_PRICE_CENTS'>;

export type SpendRequest = MovementKey & {
  fanId: number;
  creatorId: number;
  coins: number;
  /** tip, gift, flirt, unlock... */
  kind: string;
  /** Extra parameters that make up "the same request" (e.g. the gift id). */
  details?: Record<string, unknown>;
  /** Where the creator's share is counted (ADR 134): the call or live it is paid in; the creator by default. */
  scope?: ShareScope;
  /** Extra writes in the same transaction. */
  also?: MovementRequest['also'];
};

/**
 * Fan -> creator: the wallet pays, the creator earns the share, the platform the fee, split on the
 * scope's running totals (ADR 134, share.ts: the one rounding rule). Only a creator can receive
 * coins: earnings are paid out to creators only, so coins credited to anyone else could never
 * leave the ledger (ADR 087).
 */
export async function spend(db: Database, config: MoneyConfig, request: SpendRequest, fault?: FaultInjection) {
  // A tip names its own refusal; the spec's text is about flirts and gifts.
  if (request.fanId === request.creatorId) throw new AppError(request.kind === 'tip' ? 'TIP_SELF' : 'SPEND_TO_SELF');
  if (!Number.isSafeInteger(request.coins) || request.coins < 1) throw new AppError('BAD_REQUEST', 'coins: must be a whole number above 0');
  // The recipient and the block rule in one read (every spend makes it).
  const { rows } = await preparedSql(
    db,
    'spend_recipient',
    () => sql`select ${users.userRole} as role, ${blockedBetweenSql(sql.placeholder('fan'), sql.placeholder('creator'))} as blocked
      from ${users} where ${users.id} = ${sql.placeholder('creator')}`,
  ).execute({ fan: request.fanId, creator: request.creatorId });
  const creator = rows[0];
  if (!creator) throw new AppError('RECIPIENT_NOT_FOUND');
  if (Number(creator.role) !== 1) throw new AppError('RECIPIENT_NOT_CREATOR');
  if (creator.blocked) throw new AppError('PAYMENT_BLOCKED');
  const key: MovementKey = request.serverKey !== undefined ? { serverKey: request.serverKey } : { idemKey: request.idemKey };
  const result = await move(
    db,
    {
      ...key,
      kind: request.kind,
      userId: request.fanId,
      params: { to: request.creatorId, coins: request.coins, ...request.details },
      legs: [{ account: { user: request.fanId, kind: 'wallet' }, amount: -request.coins }],
      charge: {
        creatorId: request.creatorId,
        coins: request.coins,
        percent: config.CREATOR_SHARE_PERCENT,
        scope: request.scope ?? { creator: request.creatorId },
      },
      also: request.also,
    },
    fault,
  );
  return { ...result, coins: request.coins };
}

/**
 * How a purchase is paid: a payment-method id from the browser's card element (optionally saved
 * first), a saved card's id, or the payment intent the browser has just confirmed (3-D Secure).
 */
export interface PayWith {
  paymentMethod?: string;
  /** Save the payment method with the provider and charge the saved card. */
  saveCard?: boolean;
  cardId?: number;
  paymentIntent?: string;
}

/** The bank wants the customer to confirm: the browser finishes with the client secret, then sends the intent back. */
export interface ActionRequired {
  requiresAction: { paymentIntent: string; clientSecret: string };
  card: SavedCard | null;
}

/**
 * Card -> coins: the provider is charged (with the same idempotency key), then the wallet is
 * credited. A retry with the same key answers from the ledger without charging again.
 */
export async function buyCoins(
  db: Database,
  config: MoneyConfig,
  request: { userId: number; coins: number; idemKey: string } & PayWith,
  provider: PaymentProvider = sandboxProvider,
) {
  const cents = request.coins * config.COIN_PRICE_CENTS;
  // How it is paid is not part of the parameters: a retry with the card entered again is still the same purchase.
  const params = { coins: request.coins, cents };
  const previous = await previousMovement(db, { kind: 'purchase', userId: request.userId, idemKey: request.idemKey, params });
  if (previous) return { ...previous, coins: request.coins, cents, card: null };
  await refuseFrozenNow(db, request.userId);
  const idempotencyKey = `${request.userId}:${request.idemKey}`;
  let card: SavedCard | null = null;
  if (request.paymentIntent !== undefined) {
    // Checked at the provider: it succeeded, for this amount, made by this purchase's key.
    await provider.completeCharge({ intentId: request.paymentIntent, cents, idempotencyKey });
  } else {
    let charge: ChargeRequest;
    if (request.cardId !== undefined) {
      const row = await cardOf(db, request.userId, request.cardId, provider);
      charge = { paymentMethod: row.token, customer: row.customer, offSession: true, cents, idempotencyKey };
    } else if (request.paymentMethod === undefined) {
      throw new AppError('BAD_REQUEST', 'payment_method: enter a card or choose a saved one', { field: 'payment_method' });
    } else if (request.saveCard) {
      card = await addCard(db, provider, request.userId, request.paymentMethod);
      const row = await cardOf(db, request.userId, card.id, provider);
      charge = { paymentMethod: row.token, customer: row.customer, offSession: false, cents, idempotencyKey };
    } else {
      charge = { paymentMethod: request.paymentMethod, customer: null, offSession: false, cents, idempotencyKey };
    }
    const charged = await provider.charge(charge);
    if (charged.status === 'requires_action') {
      return { requiresAction: { paymentIntent: charged.intentId, clientSecret: charged.clientSecret }, card } satisfies ActionRequired;
    }
  }
  const result = await move(db, {
    kind: 'purchase',
    userId: request.userId,
    idemKey: request.idemKey,
    params,
    cents,
    legs: [
      { account: { system: 'provider' }, amount: -request.coins },
      { account: { user: request.userId, kind: 'wallet' }, amount: request.coins },
    ],
  });
  return { ...result, coins: request.coins, cents, card };
}

/**
 * A flirt to a creator, at the one flirt price (FLIRT_COINS). `coins`, when a client sends it,
 * must be that price: a flirt is a gesture, not an amount of the fan's choosing (that is a tip).
 */
export async function sendFlirt(db: Database, config: MoneyConfig, request: { fanId: number; creatorId: number; idemKey: string; coins?: number }) {
  if (request.coins !== undefined && request.coins !== FLIRT_COINS) {
    throw new AppError('BAD_REQUEST', `coins: a flirt costs ${FLIRT_COINS} coins`, { field: 'coins' });
  }
  return spend(db, config, { fanId: request.fanId, creatorId: request.creatorId, coins: FLIRT_COINS, kind: 'flirt', idemKey: request.idemKey });
}

/** A gift of the catalogue to a creator, at the catalogue price. */
export async function sendGift(db: Database, config: MoneyConfig, request: { fanId: number; creatorId: number; giftId: number; idemKey: string }) {
  const gift = giftById(request.giftId);
  if (!gift) throw new AppError('GIFT_NOT_FOUND');
  const r = await spend(db, config, {
    fanId: request.fanId,
    creatorId: request.creatorId,
    coins: gift.coins,
    kind: 'gift',
    idemKey: request.idemKey,
    details: { gift: gift.id },
  });
  return { ...r, gift };
}

/** Has the user paid for this PPV post? (For the content server's locked media.) */
export async function hasUnlocked(db: Database, userId: number, postId: number): Promise<boolean> {
  const rows = await db
    .select({ postId: postUnlocks.postId })
    .from(postUnlocks)
    .where(and(eq(postUnlocks.userId, userId), eq(postUnlocks.postId, postId)));
  return rows.length > 0;
}

/** The posts among `postIds` the user has paid for. */
export async function unlockedAmong(db: Database, userId: number, postIds: number[]): Promise<number[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ postId: postUnlocks.postId })
    .from(postUnlocks)
    .where(and(eq(postUnlocks.userId, userId), inArray(postUnlocks.postId, postIds)));
  return rows.map((r) => r.postId);
}

/**
 * Pays for a PPV post and records the unlock in the same transaction. The content server checks
 * the post and its price, then calls this. An already unlocked post is not charged again.
 */
export async function unlockPost(
  db: Database,
  config: MoneyConfig,
  request: { fanId: number; postId: number; price: number; creatorId: number; idemKey: string },
) {
  if (await hasUnlocked(db, request.fanId, request.postId)) return { alreadyUnlocked: true as const };
  try {
    const r = await spend(db, config, {
      fanId: request.fanId,
      creatorId: request.creatorId,
      coins: request.price,
      kind: 'unlock',
      idemKey: request.idemKey,
      details: { post: request.postId },
      also: (tx, transactionId) =>
        tx
          .insert(postUnlocks)
          .values({ userId: request.fanId, postId: request.postId, transactionId })
          .then(() => undefined),
    });
    return { alreadyUnlocked: false as const, ...r };
  } catch (error) {
    // Two unlocks of one post at once: the second one's transaction rolled back on the unlock's (or the
    // key's) unique index, which holds only once the first has committed: the post is the fan's, no need to read it back.
    if (isUniqueViolation(error)) return { alreadyUnlocked: true as const };
    throw error;
  }
}

/** SQL: `fan` has ever spent coins on `creator` (a ledger transaction of the fan credited the creator's earnings). */
export const spentOnSql = (fan: SQLWrapper, creator: SQLWrapper) =>
  sql`exists (select 1 from ${ledgerTransactions}
    join ${ledgerEntries} on ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
    where ${ledgerTransactions.userId} = ${fan} and ${ledgerAccounts.userId} = ${creator} and ${ledgerAccounts.kind} = 'earnings')`;

/** Whether `fanId` has ever spent coins on `creatorId` (chat's has_spent and SC). */
export async function hasSpentOn(db: Database, fanId: number, creatorId: number): Promise<boolean> {
  const { rows } = await preparedSql(
    db,
    'has_spent_on',
    () => sql`select ${spentOnSql(sql.placeholder('fanId'), sql.placeholder('creatorId'))} as spent`,
  ).execute({ fanId, creatorId });
  return Boolean(rows[0]?.spent);
}
