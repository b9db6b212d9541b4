/** Money bound to one database and config, for endpoints and Remix loaders (issue 6, ADR 051). */
import { and, eq, sql } from 'drizzle-orm';
import { COIN_PACKAGES, type SpendSetting } from '../../../common/money';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { spendSettings, users } from '../../db/schema';
import { balances, statement } from './ledger';
import { addCard, listCards, removeCard } from './cards';
import { buyCoins, type PayWith } from './index';
import { withParties } from './statement-parties';
import { type PaymentProvider, sandboxProvider } from './payments';
import { stripeProvider } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
export function paymentProviderFor(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): PaymentProvider {
  return config.STRIPE_SECRET_KEY ? stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE }) : sandboxProvider;
}

export interface Recipient {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  is_creator: boolean;
}

export interface MoneyServiceDeps {
  db: Database;
  config: Config;
  /** After a purchase commits: the buyer's other tabs and devices learn the new balance (user_info_change). */
  balanceChanged: (userId: number) => void;
}

export function createMoneyService({ db, config, balanceChanged }: MoneyServiceDeps) {
  const provider = paymentProviderFor(config);
  return {
    provider,
    /** Coins bought with a card (or the provider's next step when the card needs it), and the wallet after. */
    async buyCoins(userId: number, request: { coins: number; idemKey: string } & PayWith) {
      const r = await buyCoins(db, config, { userId, ...request }, provider);
      if (r.requiresAction) return { ...r, balance: null };
      if (!r.replayed) balanceChanged(userId);
      return { ...r, balance: (await balances(db, userId)).wallet };
    },
    addCard: (userId: number, paymentMethod: string) => addCard(db, provider, userId, paymentMethod),
    removeCard: (userId: number, cardId: number) => removeCard(db, provider, userId, cardId),
    async wallet(userId: number) {
      const b = await balances(db, userId);
      return { coins: b.wallet, earnings: b.earnings, coin_price_cents: config.COIN_PRICE_CENTS, creator_share_percent: config.CREATOR_SHARE_PERCENT };
    },
    packages: () => COIN_PACKAGES.map((coins) => ({ coins, cents: coins * config.COIN_PRICE_CENTS })),
    /** The user's statement lines, each with the other party named (statement-parties.ts). */
    async statement(userId: number, before?: number, limit = 20) {
      const page = await statement(db, userId, { before, limit });
      return { ...page, list: await withParties(db, userId, page.list) };
    },
    cards: (userId: number) => listCards(db, userId, provider),
    /** "Ask before spending" (ADR 096): the defaults (ask always) until the user changed it. */
    async spendSetting(userId: number): Promise<SpendSetting> {
      const [row] = await db.select({ askAbove: spendSettings.askAboveCoins }).from(spendSettings).where(eq(spendSettings.userId, userId));
      return { ask_above_coins: row?.askAbove ?? 0 };
    },
    async saveSpendSetting(userId: number, setting: SpendSetting): Promise<SpendSetting> {
      await db
        .insert(spendSettings)
        .values({ userId, askAboveCoins: setting.ask_above_coins })
        .onConflictDoUpdate({ target: spendSettings.userId, set: { askAboveCoins: setting.ask_above_coins, updatedAt: sql`now()` } });
      return { ask_above_coins: setting.ask_above_coins };
    },
    /** A signed-up user to pay, by user name (case-insensitive), or null. */
    async recipient(userName: string): Promise<Recipient | null> {
      const [row] = await db
        .select({ id: users.id, userName: users.userName, nickname: users.nickname, portrait: users.portrait, role: users.userRole })
        .from(users)
        .where(and(sql`lower(${users.userName}) = lower(${userName})`, eq(users.isAnonymous, false)));
      return row ? { user_id: row.id, user_name: row.userName, nickname: row.nickname, portrait: row.portrait, is_creator: row.role === 1 } : null;
    },
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;
