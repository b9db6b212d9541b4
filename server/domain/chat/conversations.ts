/** The user's conversations: the list, opening one, reading and muting (the unread counters follow). */
import { messageVisibleTo } from '../moderation/visibility';
import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, type ChatAllowance } from '../../../common/chat';
import { conversationMembers, messages, users } from '../../db/schema';
import { AppError } from '../errors';
import { allowanceOf } from './allowance';
import type { ChatDeps, ChatUser, ConversationSummary } from './deps';
import { senderColumns, viewAll } from './messages';
import { conversationOf } from './pair';
import { addToCounters } from '../unread-counters';
import { totalsOf } from './unread';

/** The user's conversations, latest first, keyset-paged by (last timetoken, id). */
export async function list(
  { db, hasSpent }: ChatDeps,
  userId: number,
  options: { before?: { timetoken: number; id: number }; limit?: number; conversationId?: number } = {},
): Promise<ConversationSummary[]> {
  const m = conversationMembers;
  const rows = await db
    .select({ member: m, peer: { ...senderColumns, user_role: users.userRole } })
    .from(m)
    .innerJoin(users, eq(users.id, m.peerId))
    .where(
      and(
        eq(m.userId, userId),
        options.conversationId !== undefined ? eq(m.conversationId, options.conversationId) : gt(m.lastTimetoken, 0),
        options.before
          ? or(lt(m.lastTimetoken, options.before.timetoken), and(eq(m.lastTimetoken, options.before.timetoken), lt(m.conversationId, options.before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(m.lastTimetoken), desc(m.conversationId))
    .limit(Math.min(options.limit ?? CHAT_PAGE_SIZE, 100));
  const lastRows = await Promise.all(
    rows.map(async ({ member }) => {
      if (!member.lastTimetoken) return null;
      const [last] = await db
        .select({ message: messages, sender: senderColumns })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(and(eq(messages.conversationId, member.conversationId), eq(messages.timetoken, member.lastTimetoken), messageVisibleTo(userId)));
      return last ?? null;
    }),
  );
  const present = lastRows.filter((r) => r !== null);
  const views = new Map((await viewAll(db, userId, present)).map((v) => [v.id, v]));
  const spenders = await Promise.all(rows.map(({ peer }) => hasSpent(peer.id, userId)));
  return rows.map(({ member, peer }, i) => ({
    conversation_id: member.conversationId,
    peer: { ...peer, user_role: peer.user_role === 1 ? 1 : 0 },
    unread: member.unread,
    mute: member.muted,
    last_timetoken: member.lastTimetoken,
    last_message: lastRows[i] ? (views.get(lastRows[i]!.message.id) ?? null) : null,
    peer_has_spent: spenders[i],
  }));
}

/** A signed-up user who may receive messages, or CHAT_USER_NOT_FOUND. */
export async function recipientOf({ db }: ChatDeps, toUserId: number) {
  const [row] = await db
    .select({ ...senderColumns, isAnonymous: users.isAnonymous, userRole: users.userRole })
    .from(users)
    .where(eq(users.id, toUserId));
  if (!row || row.isAnonymous) throw new AppError('CHAT_USER_NOT_FOUND', undefined, { field: 'to_user_id' });
  return row;
}

/** The conversation with `peerId` (made on first use), as /chatRoom opens it, with what the viewer may send. */
export async function open(
  deps: ChatDeps,
  me: Pick<ChatUser, 'user_id' | 'user_role'>,
  peerId: number,
): Promise<ConversationSummary & { allowance: ChatAllowance }> {
  if (peerId === me.user_id) throw new AppError('CHAT_SELF', undefined, { field: 'user_id' });
  const peer = await recipientOf(deps, peerId);
  const conversationId = await deps.db.transaction((tx) => conversationOf(tx, me.user_id, peerId));
  const [summary] = await list(deps, me.user_id, { conversationId });
  return { ...summary, allowance: await allowanceOf(deps, me, peer) };
}

type Counts = { unread: number; unreadSpent: number; muted: boolean };

/** Changes the user's member row of a conversation under its lock, moving the totals by the difference. */
async function updateMember({ db }: ChatDeps, userId: number, conversationId: number, change: (member: Counts) => Partial<Counts> | null) {
  await db.transaction(async (tx) => {
    const where = and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId));
    const [member] = await tx.select().from(conversationMembers).where(where).for('update');
    if (!member) throw new AppError('CONVERSATION_NOT_FOUND');
    const changed = change(member);
    if (!changed) return;
    await tx.update(conversationMembers).set(changed).where(where);
    const [before, after] = [totalsOf(member), totalsOf({ ...member, ...changed })];
    await addToCounters(tx, userId, { tc: after.tc - before.tc, sc: after.sc - before.sc });
  });
}

/** Marks a conversation read: its unread count leaves the user's totals. */
export async function read(deps: ChatDeps, userId: number, conversationId: number): Promise<{ unread: number }> {
  await updateMember(deps, userId, conversationId, (m) => (m.unread === 0 && m.unreadSpent === 0 ? null : { unread: 0, unreadSpent: 0 }));
  return { unread: 0 };
}

/** Mutes or unmutes a conversation: a muted conversation's unread messages do not count in TC. */
export async function mute(deps: ChatDeps, userId: number, conversationId: number, muted: boolean): Promise<{ mute: boolean }> {
  await updateMember(deps, userId, conversationId, (m) => (m.muted === muted ? null : { muted }));
  return { mute: muted };
}
