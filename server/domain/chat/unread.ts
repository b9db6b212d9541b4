/**
 * The unread counters rule (spec section 3): each conversation member row counts its unread
 * messages (and those from a spender); a user's totals are TC, the unread of conversations not
 * muted, and SC, the unread from spenders. The one-statement send (store.ts) raises both in SQL
 * with the same rule; rules.int.test.ts checks the totals against `totalsOf` after each step.
 */
import { raisesUnread, unreadTotalsOf } from '../../../common/chat';

/** How much one stored message raises its recipient's unread count: a notice raises nothing. */
export const unreadStep = (msgType: number): number => (raisesUnread(msgType) ? 1 : 0);

/** What one conversation's unread counts add to its member's totals (common/chat unreadTotalsOf). */
export function totalsOf(member: { unread: number; unreadSpent: number; muted: boolean }): { tc: number; sc: number } {
  return unreadTotalsOf({ unread: member.unread, spent: member.unreadSpent, muted: member.muted });
}
