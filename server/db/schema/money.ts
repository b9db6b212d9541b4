/** The ledger (issue 6), saved cards (ADR 051) and payouts (ADR 052). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Ledger accounts (ADR 050). User accounts: `wallet` (a fan's coins) and `earnings` (a
 * creator's share); system accounts (user_id null): `platform` (fees), `provider` (coins
 * issued against card payments), `payout_clearing` and `call_hold` (fans' coins held for a
 * ringing or unconnected video call, ADR 099). Only system accounts may go negative.
 * `platform` is several rows, one per `shard` (ADR 108): fees are booked to one of them so spends
 * do not queue on one row; the platform's balance is their sum. Every other account has shard 0.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    /** Integer coins. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_kind_valid', sql`${t.kind} in ('wallet', 'earnings', 'platform', 'provider', 'payout_clearing', 'call_hold')`),
    check('ledger_accounts_owner', sql`(${t.userId} is null) = (${t.kind} in ('platform', 'provider', 'payout_clearing', 'call_hold'))`),
    // The last line of defence: the conditional update is the rule, this makes a bug fail loudly.
    check('ledger_accounts_user_non_negative', sql`${t.userId} is null or ${t.balance} >= 0`),
    uniqueIndex('ledger_accounts_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.userId} is not null`),
    check('ledger_accounts_shard_valid', sql`${t.shard} = 0 or (${t.kind} = 'platform' and ${t.shard} > 0)`),
    uniqueIndex('ledger_accounts_system_kind_idx')
      .on(t.kind, t.shard)
      .where(sql`${t.userId} is null`),
  ],
);

/** One money movement (a purchase, a gift, a tip...): its entries sum to zero. Keyed by (user, idempotency key). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** purchase, tip, gift, flirt, unlock... */
    kind: text('kind').notNull(),
    /** Who asked for it (whose idempotency key it is). */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idemKey: text('idem_key').notNull(),
    /** Hash of the parameters: the same key with other parameters is refused (409). */
    paramsHash: text('params_hash').notNull(),
    /** Card money of a purchase, integer cents (0 for coin movements). */
    cents: integer('cents').notNull().default(0),
    /** The answer given the first time, returned again on a retry. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_idem_idx').on(t.userId, t.idemKey), index('ledger_transactions_user_idx').on(t.userId, t.id)],
);

/**
 * Running totals of the creator's share (ADR 134), one row per scope (`call:{id}`, `live:{id}`,
 * `creator:{id}`): coins charged in it and the share credited for them, so each charge's share is
 * floor(percent x total) less what was paid already. Locked by each charge of its scope.
 */
export const shareTotals = pgTable(
  'share_totals',
  {
    scope: text('scope').primaryKey(),
    coins: bigint('coins', { mode: 'number' }).notNull().default(0),
    share: bigint('share', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('share_totals_within', sql`${t.share} >= 0 and ${t.share} <= ${t.coins}`)],
);

/** Signed amounts in integer coins: negative leaves an account, positive enters it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entries_non_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
  ],
);

/**
 * A card saved with the payment provider: only the provider's token (and customer), brand,
 * last four digits and expiry are kept; never the number or the CVC.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sandbox or stripe: a token only works with the provider that made it. */
    provider: text('provider').notNull(),
    /** The provider's reusable payment method id. */
    token: text('token').notNull(),
    /** The provider's customer the token is attached to (Stripe), if any. */
    customer: text('customer'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_cards_last4_valid', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_valid', sql`${t.expMonth} between 1 and 12`),
    uniqueIndex('saved_cards_provider_token_idx').on(t.provider, t.token),
    index('saved_cards_user_idx').on(t.userId, t.id),
  ],
);

/** A creator's payout methods: one per kind (saving it again replaces it), one of them the default. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** paypal, ach, usdt, payoneer. */
    kind: text('kind').notNull(),
    /** The validated form fields (common/payouts.ts), what the rail needs to pay. */
    details: jsonb('details').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_methods_kind_valid', sql`${t.kind} in ('paypal', 'ach', 'usdt', 'payoneer')`),
    uniqueIndex('payout_methods_user_kind_idx').on(t.userId, t.kind),
    uniqueIndex('payout_methods_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * One payout: requested (earnings moved to payout_clearing), or held for staff review first
 * (ADR 094: released -> requested, rejected -> failed) -> processing (claimed by the job,
 * sent to the rail) -> paid (clearing retired to provider) or failed (clearing back to earnings).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The ledger movement earnings -> payout_clearing that reserved the money. */
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** Integer cents requested (coins * COIN_PRICE_CENTS), the fee, and what the creator receives. */
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    coins: bigint('coins', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    /** The method as it was when requested. */
    destination: jsonb('destination').notNull(),
    status: text('status').notNull().default('requested'),
    rail: text('rail'),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    /** Why the payout waits for staff review while status is 'held' (ADR 094); kept after release. */
    heldReason: text('held_reason'),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payouts_status_valid', sql`${t.status} in ('requested', 'held', 'processing', 'paid', 'failed')`),
    check('payouts_amounts_valid', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.feeCents} < ${t.amountCents}`),
    index('payouts_user_idx').on(t.userId, t.id),
    index('payouts_open_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('requested', 'processing')`),
  ],
);

/** Tax settings of a creator, kept minimal: no full tax id. */
export const payoutTaxSettings = pgTable('payout_tax_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  country: text('country').notNull(),
  /** W-9 or W-8BEN. */
  taxForm: text('tax_form').notNull(),
  taxIdLast4: text('tax_id_last4').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Ask before spending" (issue 20, ADR 096): a row only once the user changed it. A spend of more
 * than `ask_above_coins` asks to confirm; 0 (the default, and no row) asks before every spend.
 */
export const spendSettings = pgTable(
  'spend_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    askAboveCoins: integer('ask_above_coins').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('spend_settings_ask_above_valid', sql`${t.askAboveCoins} >= 0 and ${t.askAboveCoins} <= 1000`)],
);
