/** The money API (issue 6, ADR 050): wallet, statement, buying coins, tips. Rules live in domain/money. */
import { z } from 'zod';
import { limitParam, recordId, recordIdParam } from '../../common/numbers';
import { askAboveCoins, COINS_MAX, COINS_MIN, coinsAmount, idempotencyKey } from '../../common/money';
import { paymentIntentId, paymentMethodId } from '../../common/payment-methods';
import { DEFAULT_GIFT_ANIMATION_BASE, FLIRT_COINS, GIFTS, giftAnimationUrl } from '../../common/gifts';
import { endpoint } from './endpoint';

/**
 * Card payments take only ids (ADR 089): card fields are refused by name (checked first, so the
 * answer says so), and any other field the schema does not name is refused rather than dropped.
 */
const notAccepted = 'not accepted; card details go to the card element, which sends payment_method';
const refused = z.undefined({ error: notAccepted }).optional();
const onlyIds = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(
    { card_number: refused, exp_month: refused, exp_year: refused, cvc: refused, ...shape },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: ${notAccepted}` : undefined) },
  );
const id = recordId;

export const moneyEndpoints = {
  /** Coins to spend (wallet), the creator's earnings, in coins; the coin price and the creator share. */
  'pay.wallet': endpoint({
    method: 'GET',
    path: '/pay/wallet',
    access: 'session',
    input: z.object({}),
    handler: ({ user, services }) => services.money.wallet(user.user_id),
  }),
  /** "Ask before spending" (ADR 096): spends of more than `ask_above_coins` ask to confirm; 0 asks always. */
  'pay.spend_setting': endpoint({
    method: 'GET',
    path: '/pay/spend_setting',
    access: 'session',
    input: z.object({}),
    handler: ({ user, services }) => services.money.spendSetting(user.user_id),
  }),
  'pay.spend_setting.save': endpoint({
    method: 'POST',
    path: '/pay/spend_setting/save',
    access: 'session',
    input: z.object({ ask_above_coins: askAboveCoins }),
    handler: ({ input, user, services }) => services.money.saveSpendSetting(user.user_id, input),
  }),
  /** The user's ledger lines, newest first; pass `next` back as `before` for the following page. */
  'pay.transactions': endpoint({
    method: 'GET',
    path: '/pay/transactions',
    access: 'session',
    input: z.object({ before: recordIdParam.optional(), limit: limitParam(100).default(20) }),
    handler: ({ input, user, services }) => services.money.statement(user.user_id, input.before, input.limit),
  }),
  /** The coin packages (coins and their price in cents); any other amount 1..10000 may be bought too. */
  'pay.packages': endpoint({
    method: 'GET',
    path: '/pay/packages',
    access: 'public',
    input: z.object({}),
    handler: ({ services }) => ({ list: services.money.packages(), coin_price_cents: services.config.COIN_PRICE_CENTS, min: COINS_MIN, max: COINS_MAX }),
  }),
  /**
   * Buy 1..10000 coins with the card element's `payment_method` (`save_card` keeps it) or a saved
   * card (`card_id`); `idem_key` makes a retry charge once. When the bank wants 3-D Secure the
   * answer is `requires_action` with the client secret; the browser confirms, then sends the same
   * call with `payment_intent` instead of the card.
   */
  'pay.coins.buy': endpoint({
    method: 'POST',
    path: '/pay/coins/buy',
    access: 'session',
    input: onlyIds({
      coins: coinsAmount,
      card_id: id.optional(),
      payment_method: paymentMethodId.optional(),
      payment_intent: paymentIntentId.optional(),
      save_card: z.boolean().default(false),
      idem_key: idempotencyKey,
    }),
    handler: async ({ input, user, services }) => {
      const r = await services.money.buyCoins(user.user_id, {
        coins: input.coins,
        idemKey: input.idem_key,
        cardId: input.card_id,
        paymentMethod: input.payment_method,
        paymentIntent: input.payment_intent,
        saveCard: input.save_card,
      });
      if (r.requiresAction) {
        const { paymentIntent, clientSecret } = r.requiresAction;
        return { requires_action: { payment_intent: paymentIntent, client_secret: clientSecret }, card: r.card } as const;
      }
      return { requires_action: null, transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, cents: r.cents, balance: r.balance, card: r.card };
    },
  }),
  /** The caller's saved cards: id, brand, last4, exp_month, exp_year (never the number). */
  'pay.cards': endpoint({
    method: 'GET',
    path: '/pay/cards',
    access: 'session',
    input: z.object({}),
    handler: async ({ user, services }) => ({ list: await services.money.cards(user.user_id) }),
  }),
  /** Saves the card element's payment method with the provider; a declined card is not saved (PAYMENT_* errors). */
  'pay.cards.add': endpoint({
    method: 'POST',
    path: '/pay/cards/add',
    access: 'session',
    input: onlyIds({ payment_method: paymentMethodId }),
    handler: async ({ input, user, services }) => ({ card: await services.money.addCard(user.user_id, input.payment_method) }),
  }),
  'pay.cards.remove': endpoint({
    method: 'POST',
    path: '/pay/cards/remove',
    access: 'session',
    input: z.object({ card_id: id }),
    handler: async ({ input, user, services }) => {
      await services.money.removeCard(user.user_id, input.card_id);
      return {};
    },
  }),
  /** A tip to a creator from the wallet. */
  'pay.tip': endpoint({
    method: 'POST',
    path: '/pay/tip',
    access: 'session',
    input: z.object({ creator_id: id, coins: coinsAmount, idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => {
      const r = await services.money.tip(actor, { creatorId: input.creator_id, coins: input.coins, idemKey: input.idem_key });
      return { transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, balance: r.balance };
    },
  }),

  /** The gift catalogue: id, name, price in coins, animation file and its URL on the media host (the sports car and champagne are preloaded); the flirt price. */
  'pay.gifts': endpoint({
    method: 'GET',
    path: '/pay/gifts',
    access: 'public',
    input: z.object({}),
    handler: ({ services }) => ({
      list: GIFTS.map((g) => ({ ...g, animation_url: giftAnimationUrl(g, services.config.GIFT_ANIMATION_BASE_URL ?? DEFAULT_GIFT_ANIMATION_BASE) })),
      flirt_coins: FLIRT_COINS,
    }),
  }),
  /** A gift of the catalogue to a creator, at its catalogue price. */
  'pay.gift': endpoint({
    method: 'POST',
    path: '/pay/gift',
    access: 'session',
    input: z.object({ creator_id: id, gift_id: id, idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => {
      const r = await services.money.gift(actor, { creatorId: input.creator_id, giftId: input.gift_id, idemKey: input.idem_key });
      return { transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, gift: r.gift, balance: r.balance };
    },
  }),
  /** A flirt to a creator at the fixed flirt price (`coins`, if sent, must be that price). */
  'pay.flirt': endpoint({
    method: 'POST',
    path: '/pay/flirt',
    access: 'session',
    input: z.object({ creator_id: id, coins: coinsAmount.optional(), idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => {
      const r = await services.money.flirt(actor, { creatorId: input.creator_id, coins: input.coins, idemKey: input.idem_key });
      return { transaction_id: r.transactionId, replayed: r.replayed, coins: r.coins, balance: r.balance };
    },
  }),
};
