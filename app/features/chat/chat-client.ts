/**
 * Sending chat messages from the page: each goes into the user's offline outbox first, then to
 * the server; what could not be sent waits there and goes out when the socket is back (the
 * server keeps one message per client id, so a resend is harmless).
 */
import { MSG_TYPE, type ChatMessageView } from '../../../common/chat';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/client';
import { createFlusher, newClientId, openOutbox, type Outbox, type PendingMessage } from './outbox';

async function deliver(message: PendingMessage): Promise<ChatMessageView> {
  const { to_user_id, client_id, msg_type, body, price, media_ids } = message;
  const params: Record<string, unknown> = { to_user_id, client_id, msg_type, body };
  if (price) params.price = price;
  if (media_ids?.length) params.media_ids = media_ids;
  const sent = await api().post<{ message: ChatMessageView; created: boolean }>('fapi/core/chat/send/', params, { silent: true });
  return sent.message;
}

/** The server refused it (4xx): it can never go through. */
const refused = (error: unknown) => error instanceof ApiError && error.failure.kind === 'http' && error.failure.status < 500;

/** For the outbox flush: a refused message is dropped instead of blocking the ones after it. */
async function deliverOrDrop(message: PendingMessage): Promise<void> {
  try {
    await deliver(message);
    return;
  } catch (error) {
    if (!refused(error)) throw error;
    console.warn('[chat] a waiting message was refused and dropped:', (error as Error).message);
  }
}

interface Opened {
  outbox: Outbox;
  flush: () => Promise<number>;
}
let current: { userId: number; ready: Promise<Opened | null> } | null = null;

/** The signed-in user's outbox (null when IndexedDB is unavailable: messages are then sent directly). */
function outboxOf(userId: number): Promise<Opened | null> {
  if (current?.userId !== userId) {
    closeChatOutbox();
    const ready = openOutbox(userId).then(
      (outbox) => ({ outbox, flush: createFlusher(outbox, deliverOrDrop) }),
      () => null,
    );
    current = { userId, ready };
  }
  return current.ready;
}

export type SendResult = { status: 'sent'; message: PendingMessage; stored: ChatMessageView } | { status: 'pending'; message: PendingMessage };

export async function sendChatMessage(
  userId: number,
  input: { to_user_id: number; conversation_id: number; body: string; msg_type?: number; price?: number; media_ids?: number[]; client_id?: string },
): Promise<SendResult> {
  const message: PendingMessage = {
    client_id: input.client_id ?? newClientId(),
    to_user_id: input.to_user_id,
    conversation_id: input.conversation_id,
    msg_type: input.msg_type ?? MSG_TYPE.message,
    body: input.body,
    timetoken: Date.now() * 1000,
    ...(input.price ? { price: input.price } : {}),
    ...(input.media_ids?.length ? { media_ids: input.media_ids } : {}),
  };
  const outbox = (await outboxOf(userId))?.outbox;
  await outbox?.add(message);
  let stored: ChatMessageView;
  try {
    stored = await deliver(message);
  } catch (error) {
    // Refused (4xx) never goes through, so it does not wait; without an outbox nothing can.
    if (!outbox || refused(error)) {
      await outbox?.remove(message.client_id);
      throw error;
    }
    return { status: 'pending', message };
  }
  await outbox?.remove(message.client_id);
  return { status: 'sent', message, stored };
}

/** What still waits in the outbox for one conversation (typed offline, maybe before a reload). */
export async function pendingChatMessages(userId: number, conversationId: number): Promise<PendingMessage[]> {
  return (await (await outboxOf(userId))?.outbox.list(conversationId)) ?? [];
}

/** Sends what waits in the outbox (on reconnect); resolves to how many went out. */
export async function flushChatOutbox(userId: number): Promise<number> {
  return (await outboxOf(userId))?.flush() ?? 0;
}

/** Logout: the next user gets their own outbox. */
export function closeChatOutbox(): void {
  void current?.ready.then((opened) => opened?.outbox.close());
  current = null;
}
