/** The payout API (issue 6, ADR 052): overview, methods, tax settings, requests. Rules live in domain/money/payouts. */
import { z } from 'zod';
import { idempotencyKey } from '../../common/money';
import { PAYOUT_METHODS, payoutAmountCents, payoutMethodInput, taxSettingsInput } from '../../common/payouts';
import { getPayout, payoutOverview, requestPayout, saveMethod, saveTaxSettings, setDefaultMethod } from '../domain/money/payouts';
import type { RequestContext } from './context';
import { endpoint } from './endpoint';

const userIdOf = (ctx: RequestContext) => ctx.session!.user.user_id;

export const payoutEndpoints = {
  /** Earnings (coins and cents), minimum, methods, tax settings, suspension, history. Creators only. */
  'pay.payout': endpoint({
    method: 'GET',
    path: '/pay/payout',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => payoutOverview(services.db, services.config, userIdOf(ctx)),
  }),
  /** One payout of the caller's (the success page). */
  'pay.payout.detail': endpoint({
    method: 'GET',
    path: '/pay/payout/detail',
    auth: 'user',
    input: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    handler: ({ input, ctx, services }) => getPayout(services.db, userIdOf(ctx), input.id),
  }),
  /** Saves a PayPal, ACH, USDT or Payoneer method (replacing that kind) and makes it the default. */
  'pay.payout.method': endpoint({
    method: 'POST',
    path: '/pay/payout/method',
    auth: 'user',
    input: payoutMethodInput,
    handler: ({ input, ctx, services }) => saveMethod(services.db, userIdOf(ctx), input),
  }),
  /** Makes a saved method the default. */
  'pay.payout.method.default': endpoint({
    method: 'POST',
    path: '/pay/payout/method/default',
    auth: 'user',
    input: z.object({ kind: z.enum(PAYOUT_METHODS) }),
    handler: async ({ input, ctx, services }) => {
      await setDefaultMethod(services.db, userIdOf(ctx), input.kind);
      return { kind: input.kind };
    },
  }),
  /** Legal name, country, W-9 or W-8BEN, last 4 digits of the tax id. */
  'pay.payout.tax': endpoint({
    method: 'POST',
    path: '/pay/payout/tax',
    auth: 'user',
    input: taxSettingsInput,
    handler: ({ input, ctx, services }) => saveTaxSettings(services.db, userIdOf(ctx), input),
  }),
  /** Requests a payout of `amount_cents` to the default method; `idem_key` makes a retry request once. */
  'pay.payout.request': endpoint({
    method: 'POST',
    path: '/pay/payout/request',
    auth: 'user',
    input: z.object({ amount_cents: payoutAmountCents, idem_key: idempotencyKey }),
    handler: ({ input, ctx, services }) =>
      requestPayout(services.db, services.config, { userId: userIdOf(ctx), amountCents: input.amount_cents, idemKey: input.idem_key }),
  }),
};
