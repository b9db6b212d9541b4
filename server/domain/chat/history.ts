/** Reading a conversation's messages, and unlocking a priced one. */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { CHAT_PAGE_SIZE } from '../../../common/chat';
import { isUniqueViolation } from '../../db';
import { messages, messageUnlocks, users } from '../../db/schema';
import { AppError } from '../errors';
import { messageVisibleTo } from '../moderation/visibility';
import { spend } from '../money';
import { type ChatDeps, type ChatMessage, type ChatUser, moneyConfig } from './deps';
import { senderColumns, viewAll } from './messages';
import { memberOf } from './pair';

/**
 * A page of a conversation in time order: before a timetoken (scrolling back) or after one
 * (catching up after being offline), else the latest.
 */
export async function history(
  { db }: ChatDeps,
  userId: number,
  input: { conversation_id: number; before?: number; after?: number; limit?: number },
): Promise<{ list: ChatMessage[]; has_more: boolean }> {
  await memberOf(db, userId, input.conversation_id);
  const limit = Math.min(input.limit ?? CHAT_PAGE_SIZE, 100);
  const forward = input.after !== undefined;
  const rows = await db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, input.conversation_id),
        messageVisibleTo(userId),
        forward ? gt(messages.timetoken, input.after!) : input.before !== undefined ? lt(messages.timetoken, input.before) : undefined,
      ),
    )
    .orderBy(forward ? asc(messages.timetoken) : desc(messages.timetoken))
    .limit(limit + 1);
  const has_more = rows.length > limit;
  const page = await viewAll(db, userId, rows.slice(0, limit));
  return { list: forward ? page : page.reverse(), has_more };
}

/**
 * The recipient pays a priced message's price (ledger `spend`, kind message_unlock, the
 * creator's share) and the unlock is written in that payment's transaction: never twice,
 * even when several unlocks race with different keys. The sender always sees their own.
 * (`me` is the whole user: the unlock notice names them.)
 */
export async function unlock(
  deps: ChatDeps,
  me: ChatUser,
  input: { message_id: number; idem_key: string },
): Promise<{ message: ChatMessage; charged: boolean }> {
  const { db } = deps;
  const [found] = await db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, input.message_id));
  if (!found) throw new AppError('CHAT_MESSAGE_NOT_FOUND', undefined, { field: 'message_id' });
  // Not a member of its conversation: it does not exist for this user.
  await memberOf(db, me.user_id, found.message.conversationId).catch(() => {
    throw new AppError('CHAT_MESSAGE_NOT_FOUND', undefined, { field: 'message_id' });
  });
  const view = async () => (await viewAll(db, me.user_id, [found]))[0];
  const before = await view();
  if (!before.locked) return { message: before, charged: false };
  let charged = false;
  try {
    const r = await spend(db, moneyConfig(deps), {
      fanId: me.user_id,
      creatorId: found.message.senderId,
      coins: before.price,
      kind: 'message_unlock',
      idemKey: input.idem_key,
      details: { message: found.message.id },
      also: (tx, transactionId) =>
        tx
          .insert(messageUnlocks)
          .values({ userId: me.user_id, messageId: found.message.id, transactionId })
          .then(() => undefined),
    });
    charged = !r.replayed;
  } catch (error) {
    // Another unlock of this message (another key) committed first: it stands, this one rolled back.
    if (!isUniqueViolation(error)) throw error;
  }
  const after = await view();
  if (after.locked) throw new Error('chat: an unlock was paid but not recorded');
  return { message: after, charged };
}
