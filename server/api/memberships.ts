/** The memberships API (issue 6, ADR 053). Rules live in domain/money/memberships.ts. */
import { z } from 'zod';
import { recordId, recordIdParam } from '../../common/numbers';
import { membershipPrice } from '../../common/memberships';
import { idempotencyKey } from '../../common/money';
import { endpoint } from './endpoint';

const id = recordId;

export const membershipEndpoints = {
  /** The signed-in creator's membership price (null when none is set). */
  'membership.setting': endpoint({
    method: 'GET',
    path: '/core/membership/setting/',
    access: 'session',
    input: z.object({}),
    handler: async ({ user, services }) => ({ price_dollars: await services.memberships.price(user.user_id) }),
  }),
  /** Membership settings: a creator sets the price, whole dollars 1..1000. */
  'membership.setting.update': endpoint({
    method: 'POST',
    path: '/core/membership/setting/update/',
    access: 'creator',
    refusal: 'CREATOR_ONLY',
    input: z.object({ price: membershipPrice }),
    handler: ({ input, user, services }) => services.memberships.setPrice({ userId: user.user_id, role: user.user_role }, input.price),
  }),
  /** A creator's offer as the viewer sees it: price in dollars and coins, and the viewer's latest membership. */
  'membership.info': endpoint({
    method: 'GET',
    path: '/core/membership/info/',
    access: 'public',
    input: z.object({ creator_id: recordIdParam }),
    handler: ({ input, actor, services }) => services.money.membershipOffer(actor, { creatorId: input.creator_id }),
  }),
  /** Join: pays the price in coins from the wallet (402 when short: buy coins first); `idem_key` makes a retry pay once. */
  'membership.join': endpoint({
    method: 'POST',
    path: '/core/membership/join/',
    access: 'session',
    input: z.object({ creator_id: id, idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => {
      const r = await services.money.joinMembership(actor, { creatorId: input.creator_id, idemKey: input.idem_key });
      return { membership_id: r.membership.id, replayed: r.replayed, coins: r.coins, balance: r.balance };
    },
  }),
  /** Turn auto renew off: the membership is Cancelled and lasts until the end of the paid period. */
  'membership.disable_auto_renew': endpoint({
    method: 'POST',
    path: '/core/membership/disable_auto_renew/',
    access: 'session',
    input: z.object({ id }),
    handler: async ({ input, user, services }) => {
      const m = await services.memberships.disableAutoRenew(user.user_id, input.id);
      return { id: m.id, state: m.state, paid_until: m.paidUntil.toISOString() };
    },
  }),
  /** Turn auto renew back on: a Cancelled membership still paid up is Active again (renews at the end of the period); turning it on twice is fine. */
  'membership.enable_auto_renew': endpoint({
    method: 'POST',
    path: '/core/membership/enable_auto_renew/',
    access: 'session',
    input: z.object({ id }),
    handler: async ({ input, user, services }) => {
      const m = await services.memberships.enableAutoRenew(user.user_id, input.id);
      return { id: m.id, state: m.state, paid_until: m.paidUntil.toISOString() };
    },
  }),
  /** The fan's memberships (/subs/subscriptions). */
  'subs.subscriptions': endpoint({
    method: 'GET',
    path: '/core/subs/subscriptions/',
    access: 'session',
    input: z.object({}),
    handler: async ({ user, services }) => ({ list: await services.memberships.subscriptions(user.user_id) }),
  }),
  /** The creator's members with each one's 30-day spend level (/subs/subscribers). */
  'subs.subscribers': endpoint({
    method: 'GET',
    path: '/core/subs/subscribers/',
    access: 'creator',
    input: z.object({}),
    handler: async ({ user, services }) => {
      return { list: await services.memberships.subscribers(user.user_id) };
    },
  }),
  /** One membership with its SUBSCRIBE and RENEWAL charges, for its fan or its creator. */
  'subs.detail': endpoint({
    method: 'GET',
    path: '/core/subs/detail/',
    access: 'session',
    input: z.object({ id: recordIdParam }),
    handler: ({ input, user, services }) => services.memberships.detail(user.user_id, input.id),
  }),
};
