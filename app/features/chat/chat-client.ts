/**
 * Sending chat messages from the page: each goes into the user's offline outbox first, then to
 * the server; what could not be sent waits there and goes out when the socket is back (the
 * server keeps one message per client id, so a resend is harmless). Sends and flushes run one
 * at a time, so messages are stored in the order they were typed; one the server refuses while
 * queued stays in the outbox marked failed until the user deletes or retries it.
 */
import { MSG_TYPE, type ChatMessageView } from '../../../common/chat';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/api-error';
import { onLogout } from '../session/logout';
import { createFlusher, newClientId, nextTimetoken, openOutbox, type Outbox, type PendingMessage } from './outbox';

/** Client ids of the messages this tab is sending now (ADR 083). */
const sendingHere = new Set<string>();

/**
 * Whether this tab is sending the message with this client id: it takes the message from the
 * HTTP answer, and the socket's copy (sent to all the user's tabs) is for the other tabs.
 */
export const isSendingHere = (clientId: string | undefined) => clientId !== undefined && sendingHere.has(clientId);

async function deliver(message: PendingMessage): Promise<ChatMessageView> {
  const { to_user_id, client_id, msg_type, body, price, media_ids } = message;
  const params = { to_user_id, client_id, msg_type, body, ...(price ? { price } : {}), ...(media_ids?.length ? { media_ids } : {}) };
  sendingHere.add(client_id);
  try {
    return (await api().call('chat.send', params, { silent: true })).message;
  } finally {
    sendingHere.delete(client_id);
  }
}

/** The server refused it (4xx): it can never go through as it is. */
const refused = (error: unknown) => error instanceof ApiError && error.failure.kind === 'http' && error.failure.status < 500;
const refusal = (error: unknown) => (refused(error) ? (error as Error).message : null);

interface Opened {
  outbox: Outbox;
  /** Sends what waits, oldest first; only inside `exclusive`. */
  flush: () => Promise<number>;
  /** Runs sends and flushes one after another, so a new message never overtakes a queued one. */
  exclusive: <T>(job: () => Promise<T>) => Promise<T>;
  /** What the server answered for messages the flush sent (for the send that is waiting on it). */
  sentByFlush: Map<string, ChatMessageView>;
}
let current: { userId: number; ready: Promise<Opened | null> } | null = null;
// Logout closes the outbox (registered here, so the shell's logout does not load the chat client).
let stopOnLogout: (() => void) | undefined;

function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The signed-in user's outbox (null when IndexedDB is unavailable: messages are then sent directly). */
function outboxOf(userId: number): Promise<Opened | null> {
  if (current?.userId !== userId) {
    closeChatOutbox();
    const ready = openOutbox(userId).then(
      (outbox) => {
        const sentByFlush = new Map<string, ChatMessageView>();
        const flush = createFlusher(
          outbox,
          async (message) => {
            const stored = await deliver(message);
            sentByFlush.set(message.client_id, stored);
            // Only the latest few are waited for; older answers are not needed.
            if (sentByFlush.size > 100) sentByFlush.delete(sentByFlush.keys().next().value!);
          },
          refusal,
        );
        return { outbox, flush, exclusive: serial(), sentByFlush };
      },
      () => null,
    );
    current = { userId, ready };
    stopOnLogout?.();
    stopOnLogout = onLogout(closeChatOutbox);
  }
  return current.ready;
}

export type SendResult =
  | { status: 'sent'; message: PendingMessage; stored: ChatMessageView }
  | { status: 'pending'; message: PendingMessage }
  /** Refused by the server after waiting in the outbox: it stays there, marked, until deleted or retried. */
  | { status: 'failed'; message: PendingMessage; error: string };

/** Where a message that went into the outbox stands after a flush. */
async function outcome(opened: Opened, message: PendingMessage): Promise<SendResult> {
  const waiting = (await opened.outbox.list(message.conversation_id)).find((m) => m.client_id === message.client_id);
  if (waiting?.failed !== undefined) return { status: 'failed', message: waiting, error: waiting.failed };
  if (waiting) return { status: 'pending', message };
  const stored = opened.sentByFlush.get(message.client_id);
  opened.sentByFlush.delete(message.client_id);
  return stored ? { status: 'sent', message, stored } : { status: 'pending', message };
}

/**
 * Sends a message. It is written to the outbox first (it survives a reload). When older messages
 * of the conversation still wait there (typed offline, the reconnect flush not done yet), it
 * goes out through the flush behind them, so the order typed is the order stored. Otherwise it is
 * sent at once; a refusal then throws (nothing is kept: the page gives the text back).
 */
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
    timetoken: nextTimetoken(),
    ...(input.price ? { price: input.price } : {}),
    ...(input.media_ids?.length ? { media_ids: input.media_ids } : {}),
  };
  const opened = await outboxOf(userId);
  if (!opened) return { status: 'sent', message, stored: await deliver(message) };
  await opened.outbox.add(message);
  return opened.exclusive(async () => {
    const waiting = await opened.outbox.list(message.conversation_id);
    if (!waiting.some((m) => m.client_id === message.client_id)) return outcome(opened, message); // a flush took it meanwhile
    const ahead = waiting.some((m) => m.client_id !== message.client_id && m.failed === undefined && m.timetoken <= message.timetoken);
    if (ahead) {
      await opened.flush();
      return outcome(opened, message);
    }
    let stored: ChatMessageView;
    try {
      stored = await deliver(message);
    } catch (error) {
      // Refused (4xx) never goes through, so it does not wait.
      if (refused(error)) {
        await opened.outbox.remove(message.client_id);
        throw error;
      }
      return { status: 'pending', message };
    }
    await opened.outbox.remove(message.client_id);
    return { status: 'sent', message, stored };
  });
}

/** Sends a refused message again (the user pressed Retry): it goes out in its turn with whatever else waits. */
export async function retryChatMessage(userId: number, clientId: string): Promise<SendResult | null> {
  const opened = await outboxOf(userId);
  if (!opened) return null;
  return opened.exclusive(async () => {
    const found = (await opened.outbox.list()).find((m) => m.client_id === clientId);
    if (!found) return null;
    const { failed: _refusedBefore, ...message } = found;
    await opened.outbox.add(message);
    await opened.flush();
    return outcome(opened, message);
  });
}

/** Drops a refused (or waiting) message from the outbox (the user pressed Delete). */
export async function discardChatMessage(userId: number, clientId: string): Promise<void> {
  const opened = await outboxOf(userId);
  if (!opened) return;
  await opened.exclusive(() => opened.outbox.remove(clientId));
}

/** What still waits in the outbox for one conversation (typed offline, maybe before a reload), refused ones included. */
export async function pendingChatMessages(userId: number, conversationId: number): Promise<PendingMessage[]> {
  return (await (await outboxOf(userId))?.outbox.list(conversationId)) ?? [];
}

/** Sends what waits in the outbox (on reconnect); resolves to how many went out. */
export async function flushChatOutbox(userId: number): Promise<number> {
  const opened = await outboxOf(userId);
  return opened ? opened.exclusive(opened.flush) : 0;
}

/** Logout: the next user gets their own outbox. */
export function closeChatOutbox(): void {
  void current?.ready.then((opened) => opened?.outbox.close());
  current = null;
}
