/**
 * Chat (issue 7): one conversation per pair of users; every message is written (with the
 * unread counts it raises) in one transaction before anything is emitted; timetokens are
 * microseconds, strictly increasing per conversation; a message re-sent with the same
 * client id (the page's offline outbox) is stored once.
 */
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, MSG_TYPE } from '../../../common/chat';
import type { Database } from '../../db';
import { conversationMembers, conversations, messages, unreadCounters, users } from '../../db/schema';
import { AppError } from '../errors';
import type { SessionUser } from '../sessions';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ChatMessage {
  id: number;
  conversation_id: number;
  client_id: string;
  sender: { id: number; user_name: string; nickname: string; portrait: string };
  msg_type: number;
  body: string;
  has_spent: boolean;
  /** Microseconds since the epoch. */
  timetoken: number;
  created_at: string;
}

export interface ConversationSummary {
  conversation_id: number;
  peer: { id: number; user_name: string; nickname: string; portrait: string; user_role: 0 | 1 };
  unread: number;
  mute: boolean;
  last_timetoken: number;
  last_message: ChatMessage | null;
}

export interface ChatOptions {
  db: Database;
  /** Delivers a stored message to a user's sockets, with `mute` as that user sees the conversation. */
  deliver: (userId: number, message: ChatMessage & { mute: boolean }) => void;
  /** Whether `from` has spent on `to` (the money issue answers it; until then nobody has). */
  hasSpent?: (from: number, to: number) => Promise<boolean>;
}

function signedUp(user: SessionUser | undefined): SessionUser {
  if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
  return user;
}

const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

const senderColumns = { id: users.id, user_name: users.userName, nickname: users.nickname, portrait: users.portrait };

function toMessage(row: typeof messages.$inferSelect, sender: ChatMessage['sender']): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    client_id: row.clientId,
    sender,
    msg_type: row.msgType,
    body: row.body,
    has_spent: row.hasSpent,
    timetoken: row.timetoken,
    created_at: row.createdAt.toISOString(),
  };
}

/** The conversation of two users, made with both members' rows on first use. */
async function conversationOf(tx: Tx | Database, a: number, b: number): Promise<number> {
  const ids = pair(a, b);
  await tx.insert(conversations).values(ids).onConflictDoNothing();
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, ids.userA), eq(conversations.userB, ids.userB)));
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: row.id, userId: a, peerId: b },
      { conversationId: row.id, userId: b, peerId: a },
    ])
    .onConflictDoNothing();
  return row.id;
}

async function memberOf(db: Tx | Database, userId: number, conversationId: number) {
  const [member] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  if (!member) throw new AppError('CONVERSATION_NOT_FOUND');
  return member;
}

/** Adds to a user's totals (TC, SC), never below zero. */
async function addToCounters(tx: Tx, userId: number, tc: number, sc: number) {
  if (tc === 0 && sc === 0) return;
  await tx
    .insert(unreadCounters)
    .values({ userId, tc: Math.max(tc, 0), sc: Math.max(sc, 0) })
    .onConflictDoUpdate({
      target: unreadCounters.userId,
      set: { tc: sql`greatest(${unreadCounters.tc} + ${tc}, 0)`, sc: sql`greatest(${unreadCounters.sc} + ${sc}, 0)` },
    });
}

export function createChatService({ db, deliver, hasSpent = async () => false }: ChatOptions) {
  async function recipientOf(toUserId: number) {
    const [row] = await db.select({ ...senderColumns, isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, toUserId));
    if (!row || row.isAnonymous) throw new AppError('CHAT_USER_NOT_FOUND', undefined, { field: 'to_user_id' });
    return row;
  }

/** The user's conversations, latest first, keyset-paged by (last timetoken, id). */
async function list(
    session: SessionUser | undefined,
    options: { before?: { timetoken: number; id: number }; limit?: number; conversationId?: number } = {},
  ): Promise<ConversationSummary[]> {
    const me = signedUp(session);
    const m = conversationMembers;
    const rows = await db
      .select({ member: m, peer: { ...senderColumns, user_role: users.userRole } })
      .from(m)
      .innerJoin(users, eq(users.id, m.peerId))
      .where(
        and(
          eq(m.userId, me.user_id),
          options.conversationId !== undefined ? eq(m.conversationId, options.conversationId) : gt(m.lastTimetoken, 0),
          options.before
            ? or(lt(m.lastTimetoken, options.before.timetoken), and(eq(m.lastTimetoken, options.before.timetoken), lt(m.conversationId, options.before.id)))
            : undefined,
        ),
      )
      .orderBy(desc(m.lastTimetoken), desc(m.conversationId))
      .limit(Math.min(options.limit ?? CHAT_PAGE_SIZE, 100));
    const lastMessages = await Promise.all(
      rows.map(async ({ member }) => {
        if (!member.lastTimetoken) return null;
        const [last] = await db
          .select({ message: messages, sender: senderColumns })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(and(eq(messages.conversationId, member.conversationId), eq(messages.timetoken, member.lastTimetoken)));
        return last ? toMessage(last.message, last.sender) : null;
      }),
    );
    return rows.map(({ member, peer }, i) => ({
      conversation_id: member.conversationId,
      peer: { ...peer, user_role: peer.user_role === 1 ? 1 : 0 },
      unread: member.unread,
      mute: member.muted,
      last_timetoken: member.lastTimetoken,
      last_message: lastMessages[i],
    }));
  }

  return {
    /** Stores a message and then delivers it to both users' sockets. A repeated client id returns the stored one. */
    async send(
      session: SessionUser | undefined,
      input: { to_user_id: number; client_id: string; msg_type: number; body: string },
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const me = signedUp(session);
      if (input.to_user_id === me.user_id) throw new AppError('CHAT_SELF', undefined, { field: 'to_user_id' });
      const body = input.body.trim();
      if (!body) throw new AppError('CHAT_MESSAGE_EMPTY', undefined, { field: 'body' });
      if (body.length > CHAT_MESSAGE_MAX_LENGTH) throw new AppError('CHAT_MESSAGE_TOO_LONG', undefined, { field: 'body' });
      await recipientOf(input.to_user_id);
      const spent = await hasSpent(me.user_id, input.to_user_id);
      const sender = { id: me.user_id, user_name: me.user_name, nickname: me.nickname, portrait: me.portrait };

      const result = await db.transaction(async (tx) => {
        const conversationId = await conversationOf(tx, me.user_id, input.to_user_id);
        // The row lock orders the conversation's messages; the clock never goes backwards in it.
        const [clock] = await tx
          .update(conversations)
          .set({ lastTimetoken: sql`greatest((extract(epoch from clock_timestamp()) * 1000000)::bigint, ${conversations.lastTimetoken} + 1)` })
          .where(eq(conversations.id, conversationId))
          .returning({ timetoken: conversations.lastTimetoken });
        const [row] = await tx
          .insert(messages)
          .values({
            conversationId,
            senderId: me.user_id,
            clientId: input.client_id,
            msgType: input.msg_type,
            body,
            hasSpent: spent,
            timetoken: clock.timetoken,
          })
          .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
          .returning();
        // Sent before (the outbox retried): the stored message stands, nothing is counted again.
        if (!row) return null;
        await tx
          .update(conversationMembers)
          .set({ lastTimetoken: row.timetoken })
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, me.user_id)));
        const counts = row.msgType !== MSG_TYPE.notice;
        const [recipient] = await tx
          .update(conversationMembers)
          .set({
            lastTimetoken: row.timetoken,
            unread: sql`${conversationMembers.unread} + ${counts ? 1 : 0}`,
            unreadSpent: sql`${conversationMembers.unreadSpent} + ${counts && spent ? 1 : 0}`,
          })
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, input.to_user_id)))
          .returning({ muted: conversationMembers.muted });
        if (counts) await addToCounters(tx, input.to_user_id, recipient.muted ? 0 : 1, spent ? 1 : 0);
        return { message: toMessage(row, sender), mute: recipient.muted };
      });

      if (!result) {
        const [stored] = await db
          .select()
          .from(messages)
          .where(and(eq(messages.senderId, me.user_id), eq(messages.clientId, input.client_id)));
        const [peer] = await db
          .select({ id: conversationMembers.peerId })
          .from(conversationMembers)
          .where(and(eq(conversationMembers.conversationId, stored.conversationId), eq(conversationMembers.userId, me.user_id)));
        if (peer.id !== input.to_user_id || stored.body !== body || stored.msgType !== input.msg_type) {
          throw new AppError('CHAT_CLIENT_ID_REUSED', undefined, { field: 'client_id' });
        }
        return { message: toMessage(stored, sender), created: false };
      }
      deliver(input.to_user_id, { ...result.message, mute: result.mute });
      deliver(me.user_id, { ...result.message, mute: false });
      return { message: result.message, created: true };
    },

    /** The conversation with `peerId` (made on first use), as /chatRoom opens it. */
    async open(session: SessionUser | undefined, peerId: number): Promise<ConversationSummary> {
      const me = signedUp(session);
      if (peerId === me.user_id) throw new AppError('CHAT_SELF', undefined, { field: 'user_id' });
      await recipientOf(peerId);
      const conversationId = await db.transaction((tx) => conversationOf(tx, me.user_id, peerId));
      const [summary] = await list(session, { conversationId });
      return summary;
    },

    list,

    /**
     * A page of a conversation in time order: before a timetoken (scrolling back) or after one
     * (catching up after being offline), else the latest.
     */
    async history(
      session: SessionUser | undefined,
      input: { conversation_id: number; before?: number; after?: number; limit?: number },
    ): Promise<{ list: ChatMessage[]; has_more: boolean }> {
      const me = signedUp(session);
      await memberOf(db, me.user_id, input.conversation_id);
      const limit = Math.min(input.limit ?? CHAT_PAGE_SIZE, 100);
      const forward = input.after !== undefined;
      const rows = await db
        .select({ message: messages, sender: senderColumns })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(
            eq(messages.conversationId, input.conversation_id),
            forward ? gt(messages.timetoken, input.after!) : input.before !== undefined ? lt(messages.timetoken, input.before) : undefined,
          ),
        )
        .orderBy(forward ? asc(messages.timetoken) : desc(messages.timetoken))
        .limit(limit + 1);
      const has_more = rows.length > limit;
      const page = rows.slice(0, limit).map((r) => toMessage(r.message, r.sender));
      return { list: forward ? page : page.reverse(), has_more };
    },

    /** Marks a conversation read: its unread count leaves the user's totals. */
    async read(session: SessionUser | undefined, conversationId: number): Promise<{ unread: number }> {
      const me = signedUp(session);
      await db.transaction(async (tx) => {
        const [member] = await tx
          .select()
          .from(conversationMembers)
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, me.user_id)))
          .for('update');
        if (!member) throw new AppError('CONVERSATION_NOT_FOUND');
        if (member.unread === 0 && member.unreadSpent === 0) return;
        await tx
          .update(conversationMembers)
          .set({ unread: 0, unreadSpent: 0 })
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, me.user_id)));
        await addToCounters(tx, me.user_id, member.muted ? 0 : -member.unread, -member.unreadSpent);
      });
      return { unread: 0 };
    },

    /** Mutes or unmutes a conversation: a muted conversation's unread messages do not count in TC. */
    async mute(session: SessionUser | undefined, conversationId: number, mute: boolean): Promise<{ mute: boolean }> {
      const me = signedUp(session);
      await db.transaction(async (tx) => {
        const [member] = await tx
          .select()
          .from(conversationMembers)
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, me.user_id)))
          .for('update');
        if (!member) throw new AppError('CONVERSATION_NOT_FOUND');
        if (member.muted === mute) return;
        await tx
          .update(conversationMembers)
          .set({ muted: mute })
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, me.user_id)));
        await addToCounters(tx, me.user_id, mute ? -member.unread : member.unread, 0);
      });
      return { mute };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
