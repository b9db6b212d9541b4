/** The payout API (issue 6, ADR 052): overview, methods, tax settings, requests. Rules live in domain/money/payouts. */
import { z } from 'zod';
import { recordIdParam } from '../../common/numbers';
import { idempotencyKey } from '../../common/money';
import { PAYOUT_METHODS, payoutAmountCents, payoutMethodInput, taxSettingsInput } from '../../common/payouts';
import { endpoint } from './endpoint';

export const payoutEndpoints = {
  /** Earnings (coins and cents), minimum, methods, tax settings, suspension, history. Creators only. */
  'pay.payout': endpoint({
    method: 'GET',
    path: '/pay/payout',
    access: 'creator',
    refusal: 'PAYOUT_CREATOR_ONLY',
    input: z.object({}),
    handler: ({ user, services }) => services.payouts.overview(user.user_id),
  }),
  /** One payout of the caller's (the success page). */
  'pay.payout.detail': endpoint({
    method: 'GET',
    path: '/pay/payout/detail',
    access: 'creator',
    refusal: 'PAYOUT_CREATOR_ONLY',
    input: z.object({ id: recordIdParam }),
    handler: ({ input, user, services }) => services.payouts.payout(user.user_id, input.id),
  }),
  /** Saves a PayPal, ACH, USDT or Payoneer method (replacing that kind) and makes it the default. */
  'pay.payout.method': endpoint({
    method: 'POST',
    path: '/pay/payout/method',
    access: 'creator',
    refusal: 'PAYOUT_CREATOR_ONLY',
    input: payoutMethodInput,
    handler: ({ input, user, services }) => services.payouts.saveMethod(user.user_id, input),
  }),
  /** Makes a saved method the default. */
  'pay.payout.method.default': endpoint({
    method: 'POST',
    path: '/pay/payout/method/default',
    access: 'creator',
    refusal: 'PAYOUT_CREATOR_ONLY',
    input: z.object({ kind: z.enum(PAYOUT_METHODS) }),
    handler: async ({ input, user, services }) => {
      await services.payouts.setDefaultMethod(user.user_id, input.kind);
      return { kind: input.kind };
    },
  }),
  /** Legal name, country, W-9 or W-8BEN, last 4 digits of the tax id. */
  'pay.payout.tax': endpoint({
    method: 'POST',
    path: '/pay/payout/tax',
    access: 'creator',
    refusal: 'PAYOUT_CREATOR_ONLY',
    input: taxSettingsInput,
    handler: ({ input, user, services }) => services.payouts.saveTaxSettings(user.user_id, input),
  }),
  /** Requests a payout of `amount_cents` to the default method; `idem_key` makes a retry request once. */
  'pay.payout.request': endpoint({
    method: 'POST',
    path: '/pay/payout/request',
    access: 'creator',
    refusal: 'PAYOUT_CREATOR_ONLY',
    input: z.object({ amount_cents: payoutAmountCents, idem_key: idempotencyKey }),
    handler: ({ input, user, services }) => services.payouts.request(user.user_id, { amountCents: input.amount_cents, idemKey: input.idem_key }),
  }),
};
