/**
 * Sending a message: the checks, the allowance and its payment, and delivery to both users'
 * sockets after the message is stored (store.ts holds the one statement of the common case).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHAT_MEDIA_MAX, CHAT_MESSAGE_MAX_LENGTH } from '../../../common/chat';
import { isUniqueViolation, type Tx } from '../../db';
import { prepared } from '../../db/prepared';
import { conversationMembers, conversations, media, messageMedia, messagePayloads, messages, users } from '../../db/schema';
import { blockState } from '../blocks';
import { AppError } from '../errors';
import { assertUsableFor } from '../media/purpose';
import { spend } from '../money';
import { findSession, sessionParams, type UncheckedSession } from '../sessions';
import { allowanceOf } from './allowance';
import { type ChatDeps, type ChatMessage, type ChatUser, moneyConfig } from './deps';
import { type Extras, extrasOf, NO_EXTRAS, senderColumns, toMessage } from './messages';
import { conversationOf, pair } from './pair';
import { storeMessage, type Stored } from './store';

export interface SendInput {
  to_user_id: number;
  client_id: string;
  msg_type: number;
  body: string;
  price?: number;
  media_ids?: number[];
}

export interface SendResult {
  message: ChatMessage;
  created: boolean;
  /** The coins this call took: 0 when it was free or sent before. */
  charged: number;
}

/** Thrown inside a payment's transaction when the message was stored meanwhile: the payment rolls back. */
class AlreadyStored extends Error {}

/** The message length limit, on the trimmed body (the endpoint only bounds the raw input's size). */
export function checkBodyLength(body: string): void {
  if (body.length > CHAT_MESSAGE_MAX_LENGTH) throw new AppError('CHAT_MESSAGE_TOO_LONG', undefined, { field: 'body' });
}

/**
 * Stores a message and then delivers it to both users' sockets. A repeated client id returns
 * the stored one (and is never charged again). A creator may put a price and their own media
 * on a message; a non-member fan past a creator's free allowance pays the creator's price.
 *
 * The sender is a signed-up user, or a session token not looked up yet (ADR 076): the common
 * case is then one statement that checks the token too; otherwise the session is looked up here
 * and must be a signed-up user's (AUTH_REQUIRED).
 */
export async function send(deps: ChatDeps, sender: ChatUser | UncheckedSession, input: SendInput): Promise<SendResult> {
  const { db, deliver } = deps;
  const body = input.body.trim();
  const mediaIds = [...new Set(input.media_ids ?? [])];
  const price = input.price ?? 0;
  const storeInput = { ...input, body };
  // A plain message (no price, no media) between people who have talked before is the common case.
  const plain = !price && !mediaIds.length && body.length > 0 && body.length <= CHAT_MESSAGE_MAX_LENGTH;

  const delivered = ({ row, mute, sender: from }: Stored, extras: Extras, charged = 0): SendResult => {
    const mine = toMessage(row, from, from.id, extras);
    deliver(input.to_user_id, { ...toMessage(row, from, input.to_user_id, { ...extras, unlocked: false }), mute });
    deliver(from.id, { ...mine, mute: false });
    return { message: mine, created: true, charged };
  };

  // The common case is that one statement: one round trip, the session's token checked in it
  // too when the caller has not looked it up (ADR 076). Otherwise nothing was stored, and the
  // reads below tell why (no session, an error, a retried send, a first message, a price to pay).
  let tried = false;
  let me: ChatUser;
  if ('token' in sender) {
    const params = plain ? sessionParams(sender.token) : null;
    tried = params !== null;
    const stored = params ? await storeMessage(db, false, params, storeInput) : null;
    if (stored) return delivered(stored, NO_EXTRAS);
    const user = (await findSession(db, sender.token))?.user;
    if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
    me = user;
  } else {
    me = sender;
  }
  if (input.to_user_id === me.user_id) throw new AppError('CHAT_SELF', undefined, { field: 'to_user_id' });
  if (!body && !mediaIds.length) throw new AppError('CHAT_MESSAGE_EMPTY', undefined, { field: 'body' });
  checkBodyLength(body);
  if (mediaIds.length > CHAT_MEDIA_MAX) throw new AppError('CHAT_TOO_MANY_MEDIA', undefined, { field: 'media_ids' });
  if (price > 0 && me.user_role !== 1) throw new AppError('CHAT_PRICE_CREATOR_ONLY', undefined, { field: 'price' });
  const from = { id: me.user_id, user_name: me.user_name, nickname: me.nickname, portrait: me.portrait };
  const ids = pair(me.user_id, input.to_user_id);
  if (plain && !tried) {
    const stored = await storeMessage(db, false, { me: me.user_id }, storeInput);
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
          conversationId: sql<
            number | null
          >`(select ${conversations.id} from ${conversations} where ${conversations.userA} = ${sql.placeholder('userA')} and ${conversations.userB} = ${sql.placeholder('userB')})`.mapWith(
            Number,
          ),
          storedId: sql<
            number | null
          >`(select ${messages.id} from ${messages} where ${messages.senderId} = ${sql.placeholder('me')} and ${messages.clientId} = ${sql.placeholder('clientId')})`.mapWith(
            Number,
          ),
        })
        .from(users)
        .where(eq(users.id, sql.placeholder('to')))
        .prepare('chat_send_read'),
    ).execute({ ...ids, me: me.user_id, clientId: input.client_id, to: input.to_user_id }),
    blockState(db, me.user_id, input.to_user_id),
  ]);
  if (!recipient || recipient.isAnonymous) throw new AppError('CHAT_USER_NOT_FOUND', undefined, { field: 'to_user_id' });

  const replay = async (): Promise<SendResult | null> => {
    const [stored] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, me.user_id), eq(messages.clientId, input.client_id)));
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
    return { message: toMessage(stored, from, me.user_id, extras), created: false, charged: 0 };
  };
  // Sent before (the outbox retried): the stored message stands, nothing is counted or charged again.
  if (recipient.storedId) {
    const earlier = await replay();
    if (earlier) return earlier;
  }

  if (blocked === 'by_me') throw new AppError('CHAT_BLOCKED_BY_ME');
  if (blocked === 'by_peer') throw new AppError('CHAT_BLOCKED_BY_PEER');
  const found = mediaIds.length
    ? await db
        .select({ media_id: media.id, kind: media.kind, width: media.width, height: media.height, purposes: media.purposes })
        .from(media)
        .where(and(eq(media.ownerId, me.user_id), inArray(media.id, mediaIds)))
    : [];
  if (found.length !== mediaIds.length) throw new AppError('MEDIA_NOT_FOUND', undefined, { field: 'media_ids' });
  assertUsableFor(found, 'chat', 'media_ids');
  const mediaItems = found.map(({ purposes: _, ...item }) => item);
  const allowance = await allowanceOf(deps, me, recipient, { blocked });
  const charge = allowance.free_left === 0 ? allowance.price : 0;

  const write = async (tx: Tx) => {
    if (!recipient.conversationId) await conversationOf(tx, me.user_id, input.to_user_id);
    const stored = await storeMessage(tx, true, { me: me.user_id }, storeInput);
    if (!stored) throw new AlreadyStored();
    if (price > 0) await tx.insert(messagePayloads).values({ messageId: stored.row.id, price });
    if (mediaIds.length) await tx.insert(messageMedia).values(mediaIds.map((mediaId, position) => ({ messageId: stored.row.id, position, mediaId })));
    return stored;
  };

  let result: Stored | null = null;
  let charged = 0;
  try {
    if (charge > 0) {
      // Past the allowance: the creator's price is paid in the message's own transaction.
      const paid = await spend(db, moneyConfig(deps), {
        fanId: me.user_id,
        creatorId: input.to_user_id,
        coins: charge,
        kind: 'chat_message',
        // The message's own client id is its key: one intention, like any other key (ADR 134).
        idemKey: input.client_id,
        also: async (tx) => {
          result = await write(tx);
        },
      });
      if (paid.replayed) result = null;
      else charged = charge;
    } else if (recipient.conversationId && !price && !mediaIds.length) {
      // Checked above: the one statement again, atomic on its own.
      result = await storeMessage(db, true, { me: me.user_id }, storeInput);
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
}
