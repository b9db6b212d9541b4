/** What the money domain's events tell the creator: a tip, gift or flirt; a new member. */
import { NOTIFY_TYPE } from '../../../common/notifications';
import { emitUserInfoChange, notify } from './deliver';
import { type NotificationDeps, TIP_BANNER_SECONDS } from './store';

/**
 * After coins moved from a fan to a creator (a tip, gift or flirt): both balances changed
 * (user_info_change), and the creator is told who sent how much (meta.tokens). Once per payment.
 */
export async function coinsSpent(
  deps: NotificationDeps,
  spend: {
    transactionId: number;
    fan: { user_id: number; nickname: string; user_name: string; portrait: string };
    creatorId: number;
    kind: 'tip' | 'gift' | 'flirt';
    coins: number;
  },
) {
  emitUserInfoChange(deps, spend.fan.user_id);
  emitUserInfoChange(deps, spend.creatorId);
  const who = spend.fan.nickname || spend.fan.user_name;
  const what = spend.kind === 'tip' ? 'sent you a tip' : spend.kind === 'gift' ? 'sent you a gift' : 'sent you a flirt';
  return notify(deps, spend.creatorId, {
    notifyType: NOTIFY_TYPE.Tip,
    content: { title: `${who} ${what}`, summary: `${spend.coins} coins from @${spend.fan.user_name}`, avatar: spend.fan.portrait || undefined },
    link: `/@${spend.fan.user_name}`,
    meta: { tokens: spend.coins },
    showSeconds: TIP_BANNER_SECONDS,
    dedupeKey: `spend:${spend.transactionId}`,
    // The "activity" email (unless the creator turned it off).
    email: true,
  });
}

/** A fan joined the creator's membership: the creator is told (banner, TN, "activity" email), once per membership. */
export async function memberJoined(
  deps: NotificationDeps,
  join: {
    membershipId: number;
    paidUntil: Date;
    fan: { user_id: number; nickname: string; user_name: string; portrait: string };
    creatorId: number;
    coins: number;
  },
) {
  const who = join.fan.nickname || join.fan.user_name;
  return notify(deps, join.creatorId, {
    notifyType: NOTIFY_TYPE.NewMember,
    content: { title: `${who} joined your membership`, summary: `A new subscriber: @${join.fan.user_name}`, avatar: join.fan.portrait || undefined },
    link: `/@${join.fan.user_name}`,
    meta: { tokens: join.coins },
    showSeconds: TIP_BANNER_SECONDS,
    dedupeKey: `member:${join.membershipId}:${join.paidUntil.getTime()}`,
    email: true,
  });
}
