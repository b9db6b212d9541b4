/**
 * Chat (issue 7): one conversation per pair of users; every message is written (with the
 * unread counts it raises) in one transaction before anything is emitted; timetokens are
 * microseconds, strictly increasing per conversation; a message re-sent with the same
 * client id (the page's offline outbox) is stored once.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import {
  CHAT_FREE_MESSAGES_DEFAULT,
  CHAT_MEDIA_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  MSG_TYPE,
  type ChatAllowance,
  type ChatMediaView,
  type ChatMessageView,
  type ChatSettingsView,
  type ConversationView,
} from '../../../common/chat';
import { isUniqueViolation, type Database, type Tx } from '../../db';
import { prepared, preparedSql } from '../../db/prepared';
import {
  chatSettings,
  conversationMembers,
  conversations,
  media,
  messageMedia,
  messagePayloads,
  messages,
  messageUnlocks,
  sessions,
  unreadCounters,
  users,
} from '../../db/schema';
import { block, blockedBetweenSql, blockState, listBlocked, unblock, type BlockedUser } from '../blocks';
import { AppError } from '../errors';
import { type MoneyConfig, spend, spentOnSql } from '../money';
import { findSession, liveSessionSql, sessionParams, type SessionUser, type UncheckedSession } from '../sessions';


export type ChatMessage = ChatMessageView;
export type ConversationSummary = ConversationView;

export interface ChatOptions {
  db: Database;
  /** Delivers a stored message to a user's sockets, with `mute` as that user sees the conversation. */
  deliver: (userId: number, message: ChatMessage & { mute: boolean }) => void;
  /** Whether `from` has spent on `to`: money's hasSpentOn (the one-statement send reads the same ledger fragment, spentOnSql). Left out, nobody has. */
  hasSpent?: (from: number, to: number) => Promise<boolean>;
  /** Whether the fan is a member of the creator (the membership issue answers it; until then nobody is). */
  isMember?: (fanId: number, creatorId: number) => Promise<boolean>;
  /** Paid messages and the allowance move coins through the ledger with these. */
  money?: MoneyConfig;
}

/** Thrown inside a payment's transaction when the message was stored meanwhile: the payment rolls back. */
class AlreadyStored extends Error {}


function signedUp(user: SessionUser | undefined): SessionUser {
  if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
  return user;
}

const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

const senderColumns = { id: users.id, user_name: users.userName, nickname: users.nickname, portrait: users.portrait };

interface Extras {
  price: number;
  media: ChatMediaView[];
  /** The viewer paid for it. */
  unlocked: boolean;
}
const NO_EXTRAS: Extras = { price: 0, media: [], unlocked: false };

/** A stored message as `viewerId` sees it: a priced message stays locked for its recipient until paid. */
function toMessage(row: typeof messages.$inferSelect, sender: ChatMessage['sender'], viewerId: number, extras: Extras = NO_EXTRAS): ChatMessage {
  const locked = extras.price > 0 && viewerId !== row.senderId && !extras.unlocked;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    client_id: row.clientId,
    sender,
    msg_type: row.msgType,
    body: locked ? '' : row.body,
    has_spent: row.hasSpent,
    timetoken: row.timetoken,
    created_at: row.createdAt.toISOString(),
    price: extras.price,
    locked,
    media: extras.media,
  };
}

/** Prices, media and the viewer's unlocks of a page of messages (three queries, not one per message). */
async function extrasOf(db: Database | Tx, viewerId: number, messageIds: number[]): Promise<Map<number, Extras>> {
  const map = new Map<number, Extras>();
  if (!messageIds.length) return map;
  const [prices, items, unlocks] = await Promise.all([
    db.select().from(messagePayloads).where(inArray(messagePayloads.messageId, messageIds)),
    db
      .select({ messageId: messageMedia.messageId, media_id: media.id, kind: media.kind, width: media.width, height: media.height })
      .from(messageMedia)
      .innerJoin(media, eq(media.id, messageMedia.mediaId))
      .where(inArray(messageMedia.messageId, messageIds))
      .orderBy(asc(messageMedia.messageId), asc(messageMedia.position)),
    db
      .select({ messageId: messageUnlocks.messageId })
      .from(messageUnlocks)
      .where(and(eq(messageUnlocks.userId, viewerId), inArray(messageUnlocks.messageId, messageIds))),
  ]);
  const of = (id: number) => {
    let e = map.get(id);
    if (!e) map.set(id, (e = { price: 0, media: [], unlocked: false }));
    return e;
  };
  for (const p of prices) of(p.messageId).price = p.price;
  for (const { messageId, ...item } of items) of(messageId).media.push(item);
  for (const u of unlocks) of(u.messageId).unlocked = true;
  return map;
}

async function viewAll(db: Database | Tx, viewerId: number, rows: { message: typeof messages.$inferSelect; sender: ChatMessage['sender'] }[]) {
  const extras = await extrasOf(db, viewerId, rows.map((r) => r.message.id));
  return rows.map((r) => toMessage(r.message, r.sender, viewerId, extras.get(r.message.id)));
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

export function createChatService({ db, deliver, hasSpent = async () => false, isMember = async () => false, money }: ChatOptions) {
  async function recipientOf(toUserId: number) {
    const [row] = await db
      .select({ ...senderColumns, isAnonymous: users.isAnonymous, userRole: users.userRole })
      .from(users)
      .where(eq(users.id, toUserId));
    if (!row || row.isAnonymous) throw new AppError('CHAT_USER_NOT_FOUND', undefined, { field: 'to_user_id' });
    return row;
  }

  function moneyConfig(): MoneyConfig {
    if (!money) throw new Error('chat: paid messages need the money config');
    return money;
  }

  /** A creator's chat settings (defaults until they save some). */
  async function settingsOf(userId: number): Promise<ChatSettingsView> {
    const [row] = await db.select().from(chatSettings).where(eq(chatSettings.userId, userId));
    return { price: row?.price ?? 0, free_messages: row?.freeMessages ?? CHAT_FREE_MESSAGES_DEFAULT, allow_paid_messages: true };
  }

  /**
   * What `fanId` may still send `peer` for free (spec section 5: non-members get a message
   * allowance, unlimited once they join or unlock): only towards a creator who charges for chat,
   * and only until the fan is a member or has spent on them (an unlock or a paid message counts).
   * Chat's one-statement send leaves every fan-to-charging-creator message to this rule.
   */
  async function allowanceOf(
    fanId: number,
    peer: { id: number; userRole: number },
    known: { blocked?: ChatAllowance['blocked'] } = {},
  ): Promise<ChatAllowance> {
    const blocked = known.blocked ?? (await blockState(db, fanId, peer.id));
    if (peer.userRole !== 1) return { free_left: null, price: 0, blocked };
    const settings = await settingsOf(peer.id);
    if (settings.price === 0) return { free_left: null, price: 0, blocked };
    if ((await hasSpent(fanId, peer.id)) || (await isMember(fanId, peer.id))) return { free_left: null, price: 0, blocked };
    const ids = pair(fanId, peer.id);
    const [used] = await db
      .select({ n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(conversations.userA, ids.userA), eq(conversations.userB, ids.userB), eq(messages.senderId, fanId)));
    return { free_left: Math.max(settings.free_messages - Number(used?.n ?? 0), 0), price: settings.price, blocked };
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
    const lastRows = await Promise.all(
      rows.map(async ({ member }) => {
        if (!member.lastTimetoken) return null;
        const [last] = await db
          .select({ message: messages, sender: senderColumns })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(and(eq(messages.conversationId, member.conversationId), eq(messages.timetoken, member.lastTimetoken)));
        return last ?? null;
      }),
    );
    const present = lastRows.filter((r) => r !== null);
    const views = new Map((await viewAll(db, me.user_id, present)).map((v) => [v.id, v]));
    const spenders = await Promise.all(rows.map(({ peer }) => hasSpent(peer.id, me.user_id)));
    return rows.map(({ member, peer }, i) => ({
      conversation_id: member.conversationId,
      peer: { ...peer, user_role: peer.user_role === 1 ? 1 : 0 },
      unread: member.unread,
      mute: member.muted,
      last_timetoken: member.lastTimetoken,
      last_message: lastRows[i] ? views.get(lastRows[i]!.message.id) ?? null : null,
      peer_has_spent: spenders[i],
    }));
  }

  async function storedBy(senderId: number, clientId: string) {
    const [stored] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
    return stored ?? null;
  }

  return {
    /**
     * Stores a message and then delivers it to both users' sockets. A repeated client id returns
     * the stored one (and is never charged again). A creator may put a price and their own media
     * on a message; a non-member fan past a creator's free allowance pays the creator's price
     * (`charged`: the coins this call took, 0 when it was free or sent before).
     */
    async send(
      session: SessionUser | UncheckedSession | undefined,
      input: { to_user_id: number; client_id: string; msg_type: number; body: string; price?: number; media_ids?: number[] },
    ): Promise<{ message: ChatMessage; created: boolean; charged: number }> {
      const body = input.body.trim();
      const mediaIds = [...new Set(input.media_ids ?? [])];
      const price = input.price ?? 0;
      // A plain message (no price, no media) between people who have talked before is the common case.
      const plain = !price && !mediaIds.length && body.length > 0 && body.length <= CHAT_MESSAGE_MAX_LENGTH;

      /**
       * Stores the message in one statement: the conversation's clock (its row lock orders the
       * messages; the clock never goes backwards), the message with its has_spent flag, both
       * members' rows (the recipient's unread counts rise, not for notices) and the recipient's
       * totals (TC unless muted, SC for a spender). Stores nothing (null) when the conversation
       * does not exist yet or this client id was stored before; and, unless the caller has
       * `checked` them, when the recipient is not someone to write to, either one blocked the
       * other, or the message might cost something (a fan writing to a creator who charges).
       * The sender (`me`) is the user `me`, or, as `chat_store_session`, the user of a live
       * session (`liveSessionSql`, placeholders hash, graceStart, now) who has signed up.
       */
      const store = async (runner: Tx | Database, checked: boolean, who: { me: number } | NonNullable<ReturnType<typeof sessionParams>>) => {
        const bySession = !('me' in who);
        const { rows } = await preparedSql(runner as Database, bySession ? 'chat_store_session' : 'chat_store', () => {
          const [toP, clientIdP, unreadUpP] = ['to', 'clientId', 'unreadUp'].map((n) => sql.placeholder(n));
          const meId = sql`me.id`;
          const meRow = bySession
            ? sql`select u.id, u.user_role, u.user_name, u.nickname, u.portrait from ${sessions} join ${users} u on u.id = ${sessions.userId}
                where ${liveSessionSql()} and not u.is_anonymous`
            : sql`select id, user_role, user_name, nickname, portrait from ${users} where id = ${sql.placeholder('me')}`;
          return sql`
          with me as (${meRow}), ok as (
            select c.id, ${spentOnSql(meId, toP)} as spent from ${conversations} c, me
            where c.user_a = least(me.id, ${toP}) and c.user_b = greatest(me.id, ${toP})
              and not exists (select 1 from ${messages} where sender_id = me.id and client_id = ${clientIdP})
              and (${sql.placeholder('checked')}::boolean or exists (
                select 1 from ${users} r where r.id = ${toP} and not r.is_anonymous and not ${blockedBetweenSql(meId, toP)}
                  and (me.user_role = 1 or r.user_role <> 1
                    or not exists (select 1 from ${chatSettings} s where s.user_id = r.id and s.price > 0))))
          ), clock as (
            update ${conversations} set last_timetoken = greatest((extract(epoch from clock_timestamp()) * 1000000)::bigint, ${conversations}.last_timetoken + 1)
            from ok where ${conversations}.id = ok.id
            returning ${conversations}.id, ${conversations}.last_timetoken, ok.spent
          ), msg as (
            insert into ${messages} (conversation_id, sender_id, client_id, msg_type, body, has_spent, timetoken)
            select clock.id, me.id, ${clientIdP}, ${sql.placeholder('msgType')}, ${sql.placeholder('body')}, spent, last_timetoken from clock, me
            on conflict (sender_id, client_id) do nothing
            returning id, conversation_id, sender_id, client_id, msg_type, body, has_spent, timetoken, created_at
          ), members as (
            update ${conversationMembers} m set last_timetoken = msg.timetoken,
              unread = m.unread + case when m.user_id = ${toP} then ${unreadUpP}::int else 0 end,
              unread_spent = m.unread_spent + case when m.user_id = ${toP} and msg.has_spent then ${unreadUpP}::int else 0 end
            from msg where m.conversation_id = msg.conversation_id
            returning m.user_id, m.muted, msg.has_spent
          ), totals as (
            insert into ${unreadCounters} (user_id, tc, sc)
            select user_id, case when muted then 0 else ${unreadUpP}::int end, case when has_spent then ${unreadUpP}::int else 0 end from members
            where user_id = ${toP} and ${unreadUpP}::int > 0
            on conflict (user_id) do update set tc = ${unreadCounters}.tc + excluded.tc, sc = ${unreadCounters}.sc + excluded.sc
          )
          select msg.*, coalesce((select muted from members where user_id = ${toP}), false) as muted,
            me.user_name as sender_user_name, me.nickname as sender_nickname, me.portrait as sender_portrait
          from msg, me`;
        }).execute({
          ...who,
          to: input.to_user_id,
          clientId: input.client_id,
          msgType: input.msg_type,
          body,
          unreadUp: input.msg_type !== MSG_TYPE.notice ? 1 : 0,
          checked,
        });
        const [raw] = rows;
        if (!raw) return null;
        const row: typeof messages.$inferSelect = {
          id: Number(raw.id),
          conversationId: Number(raw.conversation_id),
          senderId: Number(raw.sender_id),
          clientId: String(raw.client_id),
          msgType: Number(raw.msg_type),
          body: String(raw.body),
          hasSpent: Boolean(raw.has_spent),
          timetoken: Number(raw.timetoken),
          createdAt: new Date(raw.created_at as string | Date),
        };
        const sender = { id: row.senderId, user_name: String(raw.sender_user_name), nickname: String(raw.sender_nickname), portrait: String(raw.sender_portrait) };
        return { row, mute: Boolean(raw.muted), sender };
      };
      const delivered = ({ row, mute, sender }: NonNullable<Awaited<ReturnType<typeof store>>>, extras: Extras, charged = 0) => {
        const mine = toMessage(row, sender, sender.id, extras);
        deliver(input.to_user_id, { ...toMessage(row, sender, input.to_user_id, { ...extras, unlocked: false }), mute });
        deliver(sender.id, { ...mine, mute: false });
        return { message: mine, created: true, charged };
      };

      // The common case is that one statement: one round trip, the session's token checked in it
      // too when the caller has not looked it up (ADR 076). Otherwise nothing was stored, and the
      // reads below tell why (no session, an error, a retried send, a first message, a price to pay).
      let tried = false;
      if (session && 'token' in session) {
        const params = plain ? sessionParams(session.token) : null;
        tried = params !== null;
        const stored = params ? await store(db, false, params) : null;
        if (stored) return delivered(stored, NO_EXTRAS);
        session = (await findSession(db, session.token))?.user;
      }
      const me = signedUp(session);
      if (input.to_user_id === me.user_id) throw new AppError('CHAT_SELF', undefined, { field: 'to_user_id' });
      if (!body && !mediaIds.length) throw new AppError('CHAT_MESSAGE_EMPTY', undefined, { field: 'body' });
      if (body.length > CHAT_MESSAGE_MAX_LENGTH) throw new AppError('CHAT_MESSAGE_TOO_LONG', undefined, { field: 'body' });
      if (mediaIds.length > CHAT_MEDIA_MAX) throw new AppError('CHAT_TOO_MANY_MEDIA', undefined, { field: 'media_ids' });
      if (price > 0 && me.user_role !== 1) throw new AppError('CHAT_PRICE_CREATOR_ONLY', undefined, { field: 'price' });
      const sender = { id: me.user_id, user_name: me.user_name, nickname: me.nickname, portrait: me.portrait };
      const ids = pair(me.user_id, input.to_user_id);
      if (plain && !tried) {
        const stored = await store(db, false, { me: me.user_id });
        if (stored) return delivered(stored, NO_EXTRAS);
      }

      // One read for the recipient, the conversation (if any) and an earlier send of this client id;
      // the blocks beside it (in parallel on PostgreSQL's pool).
      const [[recipient], blocked] = await Promise.all([
        prepared(db, 'chat_send_read', (d) =>
          d
            .select({
              ...senderColumns,
              isAnonymous: users.isAnonymous,
              userRole: users.userRole,
              conversationId: sql<number | null>`(select ${conversations.id} from ${conversations} where ${conversations.userA} = ${sql.placeholder('userA')} and ${conversations.userB} = ${sql.placeholder('userB')})`.mapWith(Number),
              storedId: sql<number | null>`(select ${messages.id} from ${messages} where ${messages.senderId} = ${sql.placeholder('me')} and ${messages.clientId} = ${sql.placeholder('clientId')})`.mapWith(Number),
            })
            .from(users)
            .where(eq(users.id, sql.placeholder('to')))
            .prepare('chat_send_read'),
        ).execute({ ...ids, me: me.user_id, clientId: input.client_id, to: input.to_user_id }),
        blockState(db, me.user_id, input.to_user_id),
      ]);
      if (!recipient || recipient.isAnonymous) throw new AppError('CHAT_USER_NOT_FOUND', undefined, { field: 'to_user_id' });

      const replay = async (): Promise<{ message: ChatMessage; created: false; charged: 0 } | null> => {
        const stored = await storedBy(me.user_id, input.client_id);
        if (!stored) return null;
        const [peer] = await db
          .select({ id: conversationMembers.peerId })
          .from(conversationMembers)
          .where(and(eq(conversationMembers.conversationId, stored.conversationId), eq(conversationMembers.userId, me.user_id)));
        const extras = (await extrasOf(db, me.user_id, [stored.id])).get(stored.id) ?? NO_EXTRAS;
        const sameMedia = extras.media.map((m) => m.media_id).join() === mediaIds.join();
        if (peer.id !== input.to_user_id || stored.body !== body || stored.msgType !== input.msg_type || extras.price !== price || !sameMedia) {
          throw new AppError('CHAT_CLIENT_ID_REUSED', undefined, { field: 'client_id' });
        }
        return { message: toMessage(stored, sender, me.user_id, extras), created: false, charged: 0 };
      };
      // Sent before (the outbox retried): the stored message stands, nothing is counted or charged again.
      if (recipient.storedId) {
        const earlier = await replay();
        if (earlier) return earlier;
      }

      if (blocked === 'by_me') throw new AppError('CHAT_BLOCKED_BY_ME');
      if (blocked === 'by_peer') throw new AppError('CHAT_BLOCKED_BY_PEER');
      const mediaItems = mediaIds.length
        ? await db
            .select({ media_id: media.id, kind: media.kind, width: media.width, height: media.height })
            .from(media)
            .where(and(eq(media.ownerId, me.user_id), inArray(media.id, mediaIds)))
        : [];
      if (mediaItems.length !== mediaIds.length) throw new AppError('MEDIA_NOT_FOUND', undefined, { field: 'media_ids' });
      const allowance = me.user_role === 1 ? null : await allowanceOf(me.user_id, recipient, { blocked });
      const charge = allowance && allowance.free_left === 0 ? allowance.price : 0;

      const write = async (tx: Tx) => {
        if (!recipient.conversationId) await conversationOf(tx, me.user_id, input.to_user_id);
        const stored = await store(tx, true, { me: me.user_id });
        if (!stored) throw new AlreadyStored();
        if (price > 0) await tx.insert(messagePayloads).values({ messageId: stored.row.id, price });
        if (mediaIds.length) await tx.insert(messageMedia).values(mediaIds.map((mediaId, position) => ({ messageId: stored.row.id, position, mediaId })));
        return stored;
      };

      let result: Awaited<ReturnType<typeof write>> | null = null;
      let charged = 0;
      try {
        if (charge > 0) {
          // Past the allowance: the creator's price is paid in the message's own transaction.
          const paid = await spend(db, moneyConfig(), {
            fanId: me.user_id,
            creatorId: input.to_user_id,
            coins: charge,
            kind: 'chat_message',
            idemKey: `chat:${input.client_id}`,
            also: async (tx) => {
              result = await write(tx);
            },
          });
          if (paid.replayed) result = null;
          else charged = charge;
        } else if (recipient.conversationId && !price && !mediaIds.length) {
          // Checked above: the one statement again, atomic on its own.
          result = await store(db, true, { me: me.user_id });
        } else {
          result = await db.transaction(write);
        }
      } catch (error) {
        if (!(error instanceof AlreadyStored) && !isUniqueViolation(error)) throw error;
        result = null;
      }
      if (!result) {
        const stored = await replay();
        if (!stored) throw new Error('chat: a message vanished after a conflicting send');
        return stored;
      }
      return delivered(result, { price, media: mediaIds.map((id) => mediaItems.find((m) => m.media_id === id)!), unlocked: false }, charged);
    },

    /** The conversation with `peerId` (made on first use), as /chatRoom opens it, with what the viewer may send. */
    async open(session: SessionUser | undefined, peerId: number): Promise<ConversationSummary & { allowance: ChatAllowance }> {
      const me = signedUp(session);
      if (peerId === me.user_id) throw new AppError('CHAT_SELF', undefined, { field: 'user_id' });
      const peer = await recipientOf(peerId);
      const conversationId = await db.transaction((tx) => conversationOf(tx, me.user_id, peerId));
      const [summary] = await list(session, { conversationId });
      const allowance =
        me.user_role === 1 ? { free_left: null, price: 0, blocked: await blockState(db, me.user_id, peerId) } : await allowanceOf(me.user_id, peer);
      return { ...summary, allowance };
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
      const page = await viewAll(db, me.user_id, rows.slice(0, limit));
      return { list: forward ? page : page.reverse(), has_more };
    },

    /**
     * The recipient pays a priced message's price (ledger `spend`, kind message_unlock, the
     * creator's share) and the unlock is written in that payment's transaction: never twice,
     * even when several unlocks race with different keys. The sender always sees their own.
     */
    async unlock(session: SessionUser | undefined, input: { message_id: number; idem_key: string }): Promise<{ message: ChatMessage; charged: boolean }> {
      const me = signedUp(session);
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
        const r = await spend(db, moneyConfig(), {
          fanId: me.user_id,
          creatorId: found.message.senderId,
          coins: before.price,
          kind: 'message_unlock',
          idemKey: input.idem_key,
          details: { message: found.message.id },
          also: (tx, transactionId) => tx.insert(messageUnlocks).values({ userId: me.user_id, messageId: found.message.id, transactionId }).then(() => undefined),
        });
        charged = !r.replayed;
      } catch (error) {
        // Another unlock of this message (another key) committed first: it stands, this one rolled back.
        if (!isUniqueViolation(error)) throw error;
      }
      const after = await view();
      if (after.locked) throw new Error('chat: an unlock was paid but not recorded');
      return { message: after, charged };
    },

    /** /user/blocked: whom the user blocked; blocking stops messages (and coins) both ways. */
    async blocked(session: SessionUser | undefined): Promise<BlockedUser[]> {
      return listBlocked(db, signedUp(session).user_id);
    },
    async block(session: SessionUser | undefined, userId: number): Promise<{ blocked: true }> {
      await block(db, signedUp(session).user_id, userId);
      return { blocked: true };
    },
    async unblock(session: SessionUser | undefined, userId: number): Promise<{ blocked: false }> {
      await unblock(db, signedUp(session).user_id, userId);
      return { blocked: false };
    },

    /** The creator's price per message and free allowance for non-members (/setting/paid_message). */
    async settings(session: SessionUser | undefined): Promise<ChatSettingsView> {
      return settingsOf(signedUp(session).user_id);
    },

    async saveSettings(session: SessionUser | undefined, input: { price: number; free_messages: number }): Promise<ChatSettingsView> {
      const me = signedUp(session);
      if (me.user_role !== 1) throw new AppError('CHAT_PRICE_CREATOR_ONLY');
      await db
        .insert(chatSettings)
        .values({ userId: me.user_id, price: input.price, freeMessages: input.free_messages })
        .onConflictDoUpdate({ target: chatSettings.userId, set: { price: input.price, freeMessages: input.free_messages, updatedAt: new Date() } });
      return settingsOf(me.user_id);
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

/**
 * The chat port of the media access check: may `viewerId` see media `mediaId` because it was
 * sent to them in a chat message that is free or that they unlocked? (The sender owns the media.)
 */
export async function canViewChatMedia(db: Database, mediaId: number, viewerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messageMedia)
    .innerJoin(messages, eq(messages.id, messageMedia.messageId))
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, viewerId)))
    .leftJoin(messagePayloads, eq(messagePayloads.messageId, messages.id))
    .leftJoin(messageUnlocks, and(eq(messageUnlocks.messageId, messages.id), eq(messageUnlocks.userId, viewerId)))
    .where(
      and(
        eq(messageMedia.mediaId, mediaId),
        sql`${messages.senderId} <> ${viewerId}`,
        or(sql`coalesce(${messagePayloads.price}, 0) = 0`, sql`${messageUnlocks.messageId} is not null`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
