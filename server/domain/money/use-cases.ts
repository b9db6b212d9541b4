/**
 * Coins a fan spends on a creator (domain/use-case.ts): tips, gifts, flirts and joining a
 * membership are refused to a visitor from the creator's blocked locations (30023, ADR 093), before
 * anything is charged; the creator is told once the charge has committed (not for a replay of one).
 */
import type { Database } from '../../db';
import type { NotificationService } from '../notifications';
import { actorId, actorUser, useCase, type Actor, type Operations } from '../use-case';
import { sendFlirt, sendGift, spend, type MoneyConfig } from './index';
import { balances } from './ledger';
import { joinMembership, membershipOffer } from './memberships';

export interface SpendDeps {
  db: Database;
  money: MoneyConfig;
  notifications: Pick<NotificationService, 'coinsSpent' | 'memberJoined'>;
}

type Spent = { transactionId: number; replayed: boolean; coins: number };
const withBalance = async <R extends object>(deps: SpendDeps, actor: Actor, result: R) => ({
  ...result,
  balance: (await balances(deps.db, actorId(actor))).wallet,
});
const toCreator = (input: { creatorId: number }) => ({ creator: input.creatorId });
/** The creator's banner, notice and earnings change for a spend (domain/notifications), once per charge. */
const told = (kind: 'tip' | 'gift' | 'flirt') => (deps: SpendDeps, r: Spent, actor: Actor, input: { creatorId: number }) =>
  r.replayed
    ? undefined
    : deps.notifications.coinsSpent({ transactionId: r.transactionId, fan: actorUser(actor), creatorId: input.creatorId, kind, coins: r.coins });

export const spendUseCases = {
  tip: useCase({
    fence: toCreator,
    run: async (deps: SpendDeps, actor, input: { creatorId: number; coins: number; idemKey: string }) =>
      withBalance(
        deps,
        actor,
        await spend(deps.db, deps.money, { fanId: actorId(actor), creatorId: input.creatorId, coins: input.coins, kind: 'tip', idemKey: input.idemKey }),
      ),
    after: told('tip'),
  }),
  gift: useCase({
    fence: toCreator,
    run: async (deps: SpendDeps, actor, input: { creatorId: number; giftId: number; idemKey: string }) =>
      withBalance(deps, actor, await sendGift(deps.db, deps.money, { fanId: actorId(actor), ...input })),
    after: told('gift'),
  }),
  flirt: useCase({
    fence: toCreator,
    run: async (deps: SpendDeps, actor, input: { creatorId: number; coins?: number; idemKey: string }) =>
      withBalance(deps, actor, await sendFlirt(deps.db, deps.money, { fanId: actorId(actor), ...input })),
    after: told('flirt'),
  }),
  /** A creator's offer as the visitor sees it: the price, and the visitor's latest membership. */
  membershipOffer: useCase({
    fence: toCreator,
    run: (deps: SpendDeps, actor, input: { creatorId: number }) => membershipOffer(deps.db, deps.money, actor.userId, input.creatorId),
  }),
  /** Joining pays the price in coins from the wallet; the creator is told of the new member (banner, TN, email). */
  joinMembership: useCase({
    fence: toCreator,
    run: async (deps: SpendDeps, actor, input: { creatorId: number; idemKey: string }) =>
      withBalance(deps, actor, await joinMembership(deps.db, deps.money, { fanId: actorId(actor), ...input })),
    after: (deps, r, actor, input) =>
      r.replayed
        ? undefined
        : deps.notifications.memberJoined({
            membershipId: r.membership.id,
            paidUntil: r.membership.paidUntil,
            fan: actorUser(actor),
            creatorId: input.creatorId,
            coins: r.coins,
          }),
  }),
};

export type SpendOperations = Operations<typeof spendUseCases>;
