/**
 * The offline outbox (spec section 3): a chat message is written here before it is sent and
 * removed once the server has it, so a message typed on a flaky connection survives a reload
 * and goes out when the socket is back, once (the server stores a client id once). One
 * IndexedDB database per user, with indexes on conversation_id and timetoken.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const OUTBOX_OPEN_TIMEOUT_MS = 10_000;

export interface PendingMessage {
  client_id: string;
  to_user_id: number;
  conversation_id: number;
  msg_type: number;
  body: string;
  /** Local microseconds, for the order they were typed in. */
  timetoken: number;
  /** A creator's price on the message (coins). */
  price?: number;
  media_ids?: number[];
  /** The server refused it (4xx) with this message: it is not sent again until the user retries it. */
  failed?: string;
}

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: PendingMessage; indexes: { conversation_id: number; timetoken: number } };
}

export interface Outbox {
  add(message: PendingMessage): Promise<void>;
  remove(clientId: string): Promise<void>;
  /** Oldest first; of one conversation when given. */
  list(conversationId?: number): Promise<PendingMessage[]>;
  close(): void;
}

export class OutboxTimeoutError extends Error {
  constructor() {
    super(`The offline outbox did not open within ${OUTBOX_OPEN_TIMEOUT_MS} ms`);
  }
}

export const OUTBOX_VERSION = 1;

/**
 * Opens the user's outbox. Another tab holding an older version blocks an upgrade forever,
 * hence the timeout (the page then sends without an outbox).
 */
export async function openOutbox(userId: number, options: { timeoutMs?: number; version?: number } = {}): Promise<Outbox> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const opening = openDB<OutboxSchema>(`chat-outbox-${userId}`, options.version ?? OUTBOX_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion >= 1) return;
      const store = db.createObjectStore('messages', { keyPath: 'client_id' });
      store.createIndex('conversation_id', 'conversation_id');
      store.createIndex('timetoken', 'timetoken');
    },
  });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutboxTimeoutError()), options.timeoutMs ?? OUTBOX_OPEN_TIMEOUT_MS);
  });
  let db: IDBPDatabase<OutboxSchema>;
  try {
    db = await Promise.race([opening, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return {
    add: async (message) => void (await db.put('messages', message)),
    remove: (clientId) => db.delete('messages', clientId),
    async list(conversationId) {
      const all =
        conversationId === undefined
          ? await db.getAllFromIndex('messages', 'timetoken')
          : await db.getAllFromIndex('messages', 'conversation_id', conversationId);
      return all.sort((a, b) => a.timetoken - b.timetoken);
    },
    close: () => db.close(),
  };
}

/** A client id for a new message: random, url-safe, accepted by the server's 8-64 rule. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let lastTimetoken = 0;
/**
 * Local microseconds for a new message, strictly increasing on this page: several messages typed
 * within one millisecond (queued offline) would otherwise tie and be listed in client-id order.
 */
export function nextTimetoken(): number {
  lastTimetoken = Math.max(Date.now() * 1000, lastTimetoken + 1);
  return lastTimetoken;
}

export type Deliver = (message: PendingMessage) => Promise<unknown>;
/** The server's message when an error is a refusal (the message can never go through as it is), else null. */
export type Refusal = (error: unknown) => string | null;

/**
 * Sends every pending message, oldest first, removing each once the server has it. One flush
 * at a time; a failure stops the flush (order is kept) and the rest wait for the next one. A
 * refused message is kept, marked failed with the server's message (the page offers Delete or
 * Retry), and skipped by later flushes; the ones after it go on.
 */
export function createFlusher(outbox: Outbox, deliver: Deliver, refusal: Refusal = () => null) {
  let running: Promise<number> | null = null;
  return function flush(): Promise<number> {
    running ??= (async () => {
      let sent = 0;
      try {
        for (const message of await outbox.list()) {
          if (message.failed !== undefined) continue;
          try {
            await deliver(message);
          } catch (error) {
            const reason = refusal(error);
            if (reason === null) throw error;
            await outbox.add({ ...message, failed: reason });
            continue;
          }
          await outbox.remove(message.client_id);
          sent++;
        }
      } catch {
        // Offline again: what is left waits.
      }
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  };
}
