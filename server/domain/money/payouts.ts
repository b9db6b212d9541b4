/**
 * Creator payouts (issue 6, ADR 052): methods, tax settings, requests that reserve earnings in
 * payout_clearing through the ledger, and the job that sends them to a rail and settles them.
 */
import { and, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import {
  maskedDestination,
  methodCountry,
  minimumPayoutText,
  PAYOUT_SUSPENSION_DAYS,
  payoutFeeCents,
  suspendedMessage,
  type PayoutMethodInput,
  type PayoutMethodKind,
  type PayoutMethodView,
  type PayoutOverview,
  type PayoutStatus,
  type PayoutView,
  type TaxSettingsInput,
  type TaxSettingsView,
  payoutAmountProblem,
} from '../../../common/payouts';
import type { Config } from '../../config';
import { isUniqueViolation, type Database, type Tx } from '../../db';
import { holdReasonFor, reasonOf, type StaffActor } from './payout-hold';
import { recordStaffAction } from '../staff';
import { payoutMethods, payouts, payoutTaxSettings, users } from '../../db/schema';
import { AppError, isAppError } from '../errors';
import { balances, type Leg, move, previousMovement } from './ledger';
import { type PayoutRail, sandboxRail } from './rails';
import { log } from '../../log';

export type PayoutConfig = Pick<Config, 'COIN_PRICE_CENTS' | 'PAYOUT_MIN_CENTS'> & Partial<Pick<Config, 'PAYOUT_REVIEW_CENTS' | 'PAYOUT_REVIEW_FIRST'>>;
const DAY_MS = 86_400_000;
/** A payout claimed this long ago and still processing (its worker died) is claimed again. */
export const PAYOUT_RECLAIM_MS = 10 * 60_000;

/** Payouts are for creators (user_role 1), checked against the database, not the session. */
export async function requireCreator(db: Database, userId: number) {
  const [user] = await db.select({ role: users.userRole }).from(users).where(eq(users.id, userId));
  if (user?.role !== 1) throw new AppError('PAYOUT_CREATOR_ONLY');
}

function toView(row: typeof payouts.$inferSelect): PayoutView {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    fee_cents: row.feeCents,
    net_cents: row.amountCents - row.feeCents,
    method: row.method as PayoutMethodKind,
    destination: maskedDestination(row.destination as PayoutMethodInput),
    status: row.status as PayoutStatus,
    requested_at: row.requestedAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    failure_reason: row.failureReason,
  };
}

/** Saves a method (replacing the creator's method of that kind) and makes it the default. */
export async function saveMethod(db: Database, userId: number, method: PayoutMethodInput): Promise<PayoutMethodView> {
  await requireCreator(db, userId);
  for (let attempt = 0; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(payoutMethods)
          .set({ isDefault: false })
          .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.isDefault, true)));
        await tx
          .insert(payoutMethods)
          .values({ userId, kind: method.kind, details: method, isDefault: true })
          .onConflictDoUpdate({
            target: [payoutMethods.userId, payoutMethods.kind],
            set: { details: method, isDefault: true, updatedAt: new Date() },
          });
      });
      break;
    } catch (error) {
      // Two saves at once both cleared the old default: the later one tries again.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
  return { kind: method.kind, destination: maskedDestination(method), is_default: true, country: methodCountry(method) ?? null };
}

/** Makes a saved method the default. */
export async function setDefaultMethod(db: Database, userId: number, kind: PayoutMethodKind) {
  await requireCreator(db, userId);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: payoutMethods.id })
      .from(payoutMethods)
      .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.kind, kind)));
    if (!found) throw new AppError('PAYOUT_METHOD_MISSING');
    await tx
      .update(payoutMethods)
      .set({ isDefault: false })
      .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.isDefault, true)));
    await tx.update(payoutMethods).set({ isDefault: true }).where(eq(payoutMethods.id, found.id));
  });
}

export async function saveTaxSettings(db: Database, userId: number, input: TaxSettingsInput): Promise<TaxSettingsView> {
  await requireCreator(db, userId);
  const values = { legalName: input.legal_name, country: input.country, taxForm: input.tax_form, taxIdLast4: input.tax_id_last4, updatedAt: new Date() };
  await db
    .insert(payoutTaxSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutTaxSettings.userId, set: values });
  return { legal_name: input.legal_name, country: input.country, tax_form: input.tax_form, tax_id_last4: input.tax_id_last4 };
}

/** After a failed payout, payouts are refused for a week from its failure: the end of that week, or null. */
export async function suspendedUntil(db: Database, userId: number, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(payouts.settledAt) })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, 'failed'), isNotNull(payouts.settledAt)));
  if (!row?.last) return null;
  const until = new Date(new Date(row.last).getTime() + PAYOUT_SUSPENSION_DAYS * DAY_MS);
  return until > now ? until : null;
}

async function methodRows(db: Database, userId: number) {
  return db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId)).orderBy(payoutMethods.id);
}

/** Everything /pay/payout shows. */
export async function payoutOverview(db: Database, config: PayoutConfig, userId: number, now = new Date()): Promise<PayoutOverview> {
  await requireCreator(db, userId);
  const [b, methods, [tax], history, until] = await Promise.all([
    balances(db, userId),
    methodRows(db, userId),
    db.select().from(payoutTaxSettings).where(eq(payoutTaxSettings.userId, userId)),
    db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.id)).limit(50),
    suspendedUntil(db, userId, now),
  ]);
  const methodViews = methods.map((m): PayoutMethodView => {
    const details = m.details as PayoutMethodInput;
    return { kind: m.kind as PayoutMethodKind, destination: maskedDestination(details), is_default: m.isDefault, country: methodCountry(details) ?? null };
  });
  return {
    earnings_coins: b.earnings,
    available_cents: b.earnings * config.COIN_PRICE_CENTS,
    coin_price_cents: config.COIN_PRICE_CENTS,
    min_cents: config.PAYOUT_MIN_CENTS,
    methods: methodViews,
    default_method: methodViews.find((m) => m.is_default)?.kind ?? null,
    tax: tax ? { legal_name: tax.legalName, country: tax.country, tax_form: tax.taxForm as TaxSettingsView['tax_form'], tax_id_last4: tax.taxIdLast4 } : null,
    suspended_until: until?.toISOString() ?? null,
    history: history.map(toView),
  };
}

export async function getPayout(db: Database, userId: number, payoutId: number): Promise<PayoutView> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.userId, userId)));
  if (!row) throw new AppError('PAYOUT_NOT_FOUND');
  return toView(row);
}

async function payoutOfTransaction(db: Database, transactionId: number): Promise<PayoutView> {
  const [row] = await db.select().from(payouts).where(eq(payouts.transactionId, transactionId));
  if (!row) throw new Error(`payout of transaction ${transactionId} missing`);
  return toView(row);
}

/**
 * Requests a payout of `amountCents` to the default method: its coins move earnings ->
 * payout_clearing and the payouts row is written in the same transaction. A retry with the same
 * key answers the first payout; the ledger's conditional debit keeps it within the earnings.
 */
export async function requestPayout(
  db: Database,
  config: PayoutConfig,
  request: { userId: number; amountCents: number; idemKey: string },
  now = new Date(),
): Promise<PayoutView & { replayed: boolean }> {
  const { userId, amountCents, idemKey } = request;
  await requireCreator(db, userId);
  const params = { amount_cents: amountCents };
  const previous = await previousMovement(db, { kind: 'payout', userId, idemKey, params });
  if (previous) return { ...(await payoutOfTransaction(db, previous.transactionId)), replayed: true };

  const until = await suspendedUntil(db, userId, now);
  if (until) throw new AppError('PAYOUT_SUSPENDED', suspendedMessage(until));
  const problem = payoutAmountProblem(amountCents, { minCents: config.PAYOUT_MIN_CENTS, coinPriceCents: config.COIN_PRICE_CENTS });
  if (problem) throw new AppError(problem.error, problem.message, { field: 'amount_cents' });
  const [method] = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.isDefault, true)));
  if (!method) throw new AppError('PAYOUT_METHOD_MISSING');
  const [tax] = await db.select({ userId: payoutTaxSettings.userId }).from(payoutTaxSettings).where(eq(payoutTaxSettings.userId, userId));
  if (!tax) throw new AppError('PAYOUT_TAX_MISSING');
  const destination = method.details as PayoutMethodInput;
  const feeCents = payoutFeeCents(destination.kind, amountCents, methodCountry(destination));
  if (feeCents >= amountCents) throw new AppError('PAYOUT_BELOW_MINIMUM', minimumPayoutText(config.PAYOUT_MIN_CENTS), { field: 'amount_cents' });
  const coins = amountCents / config.COIN_PRICE_CENTS;
  const heldReason = await holdReasonFor(db, config, userId, amountCents);

  try {
    const result = await move(db, {
      kind: 'payout',
      userId,
      idemKey,
      params,
      cents: amountCents,
      legs: [
        { account: { user: userId, kind: 'earnings' }, amount: -coins },
        { account: { system: 'payout_clearing' }, amount: coins },
      ],
      also: async (tx, transactionId) => {
        await tx.insert(payouts).values({
          ...{ userId, transactionId, amountCents, feeCents, coins, method: destination.kind, destination, requestedAt: now },
          ...(heldReason ? { status: 'held', heldReason } : {}),
        });
      },
    });
    return { ...(await payoutOfTransaction(db, result.transactionId)), replayed: result.replayed };
  } catch (error) {
    if (isAppError(error) && error.code === new AppError('NOT_ENOUGH_COINS').code) throw new AppError('PAYOUT_NOT_ENOUGH_EARNINGS');
    throw error;
  }
}

/**
 * A paid payout's coins, split as the money went: the fee (integer cents) in whole coins rounded
 * up, which the platform keeps (it pays the rail), and the rest, which left the platform to the
 * creator. Rounding up never books more coins as paid out than the cents the creator received.
 */
export function payoutFeeSplit(payout: { coins: number; amountCents: number; feeCents: number }): { feeCoins: number; paidCoins: number } {
  const coinPriceCents = payout.amountCents / payout.coins;
  const feeCoins = Math.min(payout.coins, Math.ceil(payout.feeCents / coinPriceCents));
  return { feeCoins, paidCoins: payout.coins - feeCoins };
}

/**
 * Settles a processing payout with the rail's outcome, once: paid retires the coins from
 * payout_clearing, the net part to provider (money left the platform) and the fee as its own
 * entry to platform; failed returns them all to earnings and starts the one-week suspension.
 * Keyed per payout, so a second settle is a replay.
 */
export async function settlePayout(
  db: Database,
  payoutId: number,
  outcome: { outcome: 'paid' | 'failed'; ref: string; reason?: string },
  now = new Date(),
  /** A staff rejection settles a held payout as failed, with its audit entry in the same transaction (ADR 094). */
  options: { from?: 'processing' | 'held'; also?: (tx: Tx) => Promise<void> } = {},
) {
  const from = options.from ?? 'processing';
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row) throw new AppError('PAYOUT_NOT_FOUND');
  const paid = outcome.outcome === 'paid';
  const { feeCoins, paidCoins } = payoutFeeSplit(row);
  const legs: Leg[] = [{ account: { system: 'payout_clearing' }, amount: -row.coins }];
  if (!paid) legs.push({ account: { user: row.userId, kind: 'earnings' }, amount: row.coins });
  else {
    if (paidCoins > 0) legs.push({ account: { system: 'provider' }, amount: paidCoins });
    if (feeCoins > 0) legs.push({ account: { system: 'platform' }, amount: feeCoins });
  }
  await move(db, {
    kind: paid ? 'payout_paid' : 'payout_returned',
    userId: row.userId,
    // A server key: client keys are kept apart (client:{key}, ADR 134), so no request can take it first.
    serverKey: `sys/payout/${row.id}/settle`,
    params: { payout: row.id, outcome: outcome.outcome },
    // Paid: the cents the rail sent the creator (amount - fee); returned: nothing left the platform.
    cents: paid ? row.amountCents - row.feeCents : 0,
    legs,
    also: async (tx) => {
      const updated = await tx
        .update(payouts)
        .set({ status: outcome.outcome, providerRef: outcome.ref, failureReason: paid ? null : (outcome.reason ?? 'The payout failed.'), settledAt: now })
        .where(and(eq(payouts.id, row.id), eq(payouts.status, from)))
        .returning({ id: payouts.id });
      if (!updated[0]) throw from === 'held' ? new AppError('PAYOUT_NOT_HELD') : new Error(`payout ${row.id} is not processing`);
      await options.also?.(tx);
    },
  });
}

/**
 * One run of the payout job: claims requested payouts (and processing ones whose worker died)
 * with FOR UPDATE SKIP LOCKED, so several processes never take the same one, sends each to the
 * rail with its own idempotency key, and settles it. Returns how many were settled.
 */
export async function processPayouts(db: Database, rail: PayoutRail = sandboxRail, options: { limit?: number; now?: Date } = {}) {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - PAYOUT_RECLAIM_MS);
  const claimed = await db.transaction(async (tx) => {
    const rows = (await tx.execute(sql`
      select id from payouts
      where status = 'requested' or (status = 'processing' and claimed_at < ${staleBefore.toISOString()})
      order by id limit ${options.limit ?? 20}
      for update skip locked`)) as unknown as { rows: { id: number | string }[] };
    const ids = rows.rows.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return tx
      .update(payouts)
      .set({ status: 'processing', claimedAt: now, attempts: sql`${payouts.attempts} + 1`, rail: rail.name })
      .where(inArray(payouts.id, ids))
      .returning();
  });
  let settled = 0;
  for (const payout of claimed) {
    try {
      const result = await rail.send({
        idempotencyKey: `payout-${payout.id}`,
        destination: payout.destination as PayoutMethodInput,
        netCents: payout.amountCents - payout.feeCents,
      });
      await settlePayout(db, payout.id, result.outcome === 'paid' ? result : { ...result, reason: result.reason }, now);
      settled += 1;
    } catch (error) {
      // Left processing: claimed again after PAYOUT_RECLAIM_MS; the rail's key makes the resend safe.
      log.error({ err: error, payoutId: payout.id }, 'payout not settled');
    }
  }
  return settled;
}

/** Staff rejection of a held payout (ADR 094): failed with the staff's reason, coins back to earnings as any failed payout. */
export async function rejectPayout(db: Database, staff: StaffActor, payoutId: number, reason: string, now = new Date()): Promise<void> {
  const why = reasonOf(reason);
  const [row] = await db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
  if (!row) throw new AppError('PAYOUT_NOT_FOUND');
  if (row.status !== 'held') throw new AppError('PAYOUT_NOT_HELD');
  await settlePayout(db, payoutId, { outcome: 'failed', ref: `staff-${staff.userId}`, reason: why }, now, {
    from: 'held',
    also: (tx) => recordStaffAction(tx, { staffUserId: staff.userId, action: 'payout.reject', subjectType: 'payout', subjectId: payoutId, reason: why }),
  });
}

/** Payouts bound to one database (services.payouts): the endpoints' and the /pay/payout loaders'; creators only. */
export function createPayoutService(db: Database, config: PayoutConfig) {
  return {
    overview: (userId: number) => payoutOverview(db, config, userId),
    payout: (userId: number, payoutId: number) => getPayout(db, userId, payoutId),
    saveMethod: (userId: number, method: PayoutMethodInput) => saveMethod(db, userId, method),
    setDefaultMethod: (userId: number, kind: PayoutMethodKind) => setDefaultMethod(db, userId, kind),
    saveTaxSettings: (userId: number, input: TaxSettingsInput) => saveTaxSettings(db, userId, input),
    request: (userId: number, request: { amountCents: number; idemKey: string }) => requestPayout(db, config, { userId, ...request }),
    /** One run of the payout job (tests and the e2e flow); the server also runs it every PAYOUT_JOB_INTERVAL_MS. */
    runOnce: () => processPayouts(db, sandboxRail),
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
