/**
 * The free-chat allowance (spec section 5): a fan writing to a creator who charges for chat
 * may send `free_messages` for free, then pays the creator's price per message, unless the fan
 * is a member or has spent on the creator (an unlock or a paid message counts). Creators never pay.
 */
import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CHAT_FREE_MESSAGES_DEFAULT, type ChatAllowance, type ChatSettingsView } from '../../../common/chat';
import { chatSettings, conversations, messages } from '../../db/schema';
import { blockState } from '../blocks';
import { AppError } from '../errors';
import type { ChatDeps, ChatUser } from './deps';
import { pair } from './pair';

/**
 * Whether a message might cost its sender something, before counting the allowance: a
 * non-creator writing to a creator whose price is above 0. `mightCostSql` says the same in SQL
 * for the one-statement send, which leaves every such message to `allowanceOf`
 * (allowance.int.test.ts checks both on a table of cases).
 */
export function mightCost(senderRole: number, recipientRole: number, price: number): boolean {
  return senderRole !== 1 && recipientRole === 1 && price > 0;
}

export const mightCostSql = (senderRole: SQLWrapper, recipientRole: SQLWrapper, recipientId: SQLWrapper): SQL =>
  sql`(${senderRole} <> 1 and ${recipientRole} = 1 and exists (select 1 from ${chatSettings} s where s.user_id = ${recipientId} and s.price > 0))`;

/** A creator's chat settings (defaults until they save some). */
export async function settings({ db }: ChatDeps, userId: number): Promise<ChatSettingsView> {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.userId, userId));
  return { price: row?.price ?? 0, free_messages: row?.freeMessages ?? CHAT_FREE_MESSAGES_DEFAULT, allow_paid_messages: true };
}

/** The creator's price per message and free allowance for non-members (/setting/paid_message). */
export async function saveSettings(
  deps: ChatDeps,
  me: Pick<ChatUser, 'user_id' | 'user_role'>,
  input: { price: number; free_messages: number },
): Promise<ChatSettingsView> {
  if (me.user_role !== 1) throw new AppError('CHAT_PRICE_CREATOR_ONLY');
  await deps.db
    .insert(chatSettings)
    .values({ userId: me.user_id, price: input.price, freeMessages: input.free_messages })
    .onConflictDoUpdate({ target: chatSettings.userId, set: { price: input.price, freeMessages: input.free_messages, updatedAt: new Date() } });
  return settings(deps, me.user_id);
}

/** What `me` may still send `peer` for free (`free_left` null: no limit), and who blocked whom. */
export async function allowanceOf(
  deps: ChatDeps,
  me: Pick<ChatUser, 'user_id' | 'user_role'>,
  peer: { id: number; userRole: number },
  known: { blocked?: ChatAllowance['blocked'] } = {},
): Promise<ChatAllowance> {
  const { db } = deps;
  const blocked = known.blocked ?? (await blockState(db, me.user_id, peer.id));
  const free = { free_left: null, price: 0, blocked };
  if (!mightCost(me.user_role, peer.userRole, 1)) return free;
  const { price, free_messages } = await settings(deps, peer.id);
  if (!mightCost(me.user_role, peer.userRole, price)) return free;
  if ((await deps.hasSpent(me.user_id, peer.id)) || (await deps.isMember(me.user_id, peer.id))) return free;
  const ids = pair(me.user_id, peer.id);
  const [used] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.userA, ids.userA), eq(conversations.userB, ids.userB), eq(messages.senderId, me.user_id)));
  return { free_left: Math.max(free_messages - Number(used?.n ?? 0), 0), price, blocked };
}
