/** The money API (issue 6, ADR 050): wallet, statement, buying coins, tips. Rules live in domain/money. */
import { z } from 'zod';
import { coinsAmount, idempotencyKey } from '../../common/money';
import { GIFTS } from '../../common/gifts';
import { balances, buyCoins, sendGift, spend, statement } from '../domain/money';
import { endpoint } from './endpoint';
import type { RequestContext } from './context';

const userIdOf = (ctx: RequestContext) => ctx.session!.user.user_id;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const moneyEndpoints = [
  /** Coins to spend (wallet) and the creator's earnings, in coins. */
  endpoint({
    method: 'GET',
    path: '/pay/wallet',
    auth: 'user',
    input: z.object({}),
    handler: async ({ ctx, services }) => {
      const b = await balances(services.db, userIdOf(ctx));
      return { coins: b.wallet, earnings: b.earnings, coin_price_cents: services.config.COIN_PRICE_CENTS };
    },
  }),
  /** The user's ledger lines, newest first; pass `next` back as `before` for the following page. */
  endpoint({
    method: 'GET',
    path: '/pay/transactions',
    auth: 'user',
    input: z.object({ before: id.optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    handler: ({ input, ctx, services }) => statement(services.db, userIdOf(ctx), { before: input.before, limit: input.limit }),
  }),
  /** Buy a custom number of coins (1..10000) with a card; `idem_key` makes a retry charge once. */
  endpoint({
    method: 'POST',
    path: '/pay/coins/buy',
    auth: 'user',
    input: z.object({
      coins: coinsAmount,
      card_number: z.string().trim().regex(/^[\d -]{12,23}$/, 'must be a card number'),
      idem_key: idempotencyKey,
    }),
    handler: async ({ input, ctx, services }) => {
      const r = await buyCoins(services.db, services.config, {
        userId: userIdOf(ctx),
        coins: input.coins,
        card: input.card_number,
        idemKey: input.idem_key,
      });
      if (!r.replayed) services.notifications.emitUserInfoChange(userIdOf(ctx));
      const b = await balances(services.db, userIdOf(ctx));
      return { transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, cents: r.cents, balance: b.wallet };
    },
  }),
  /** A tip to a creator from the wallet. */
  endpoint({
    method: 'POST',
    path: '/pay/tip',
    auth: 'user',
    input: z.object({ creator_id: id, coins: coinsAmount, idem_key: idempotencyKey }),
    handler: async ({ input, ctx, services }) => {
      const r = await spend(services.db, services.config, {
        fanId: userIdOf(ctx),
        creatorId: input.creator_id,
        coins: input.coins,
        kind: 'tip',
        idemKey: input.idem_key,
      });
      if (!r.replayed) await services.notifications.coinsSpent({ transactionId: r.transactionId, fan: ctx.session!.user, creatorId: input.creator_id, kind: 'tip', coins: r.coins });
      const b = await balances(services.db, userIdOf(ctx));
      return { transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, balance: b.wallet };
    },
  }),

  /** The gift catalogue: id, name, price in coins, animation file (the sports car and champagne are preloaded). */
  endpoint({
    method: 'GET',
    path: '/pay/gifts',
    auth: 'public',
    input: z.object({}),
    handler: () => ({ list: GIFTS }),
  }),
  /** A gift of the catalogue to a creator, at its catalogue price. */
  endpoint({
    method: 'POST',
    path: '/pay/gift',
    auth: 'user',
    input: z.object({ creator_id: id, gift_id: id, idem_key: idempotencyKey }),
    handler: async ({ input, ctx, services }) => {
      const r = await sendGift(services.db, services.config, {
        fanId: userIdOf(ctx),
        creatorId: input.creator_id,
        giftId: input.gift_id,
        idemKey: input.idem_key,
      });
      if (!r.replayed) await services.notifications.coinsSpent({ transactionId: r.transactionId, fan: ctx.session!.user, creatorId: input.creator_id, kind: 'gift', coins: r.coins });
      const b = await balances(services.db, userIdOf(ctx));
      return { transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, gift: r.gift, balance: b.wallet };
    },
  }),
  /** A paid flirt to a creator. */
  endpoint({
    method: 'POST',
    path: '/pay/flirt',
    auth: 'user',
    input: z.object({ creator_id: id, coins: coinsAmount, idem_key: idempotencyKey }),
    handler: async ({ input, ctx, services }) => {
      const r = await spend(services.db, services.config, {
        fanId: userIdOf(ctx),
        creatorId: input.creator_id,
        coins: input.coins,
        kind: 'flirt',
        idemKey: input.idem_key,
      });
      if (!r.replayed) await services.notifications.coinsSpent({ transactionId: r.transactionId, fan: ctx.session!.user, creatorId: input.creator_id, kind: 'flirt', coins: r.coins });
      const b = await balances(services.db, userIdOf(ctx));
      return { transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, balance: b.wallet };
    },
  }),
];
