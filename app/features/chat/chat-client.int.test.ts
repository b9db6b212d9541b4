/** The page's chat sending against the real server, with a real IndexedDB implementation: offline, then back. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp, startIdentityServer, withToken } from '../../../test/identity';
import type { TestServer } from '../../../test/server';
import { configureApi } from '../../lib/api';
import { closeChatOutbox, flushChatOutbox, sendChatMessage } from './chat-client';
import { openOutbox } from './outbox';

let t: TestServer & { dataDir: string };
let offline = false;
let a: { token: string; userId: number };
let b: { token: string; userId: number };

beforeAll(async () => {
  t = await startIdentityServer();
  a = await signUp(t, 'outbox_sender');
  b = await signUp(t, 'outbox_recipient');
  configureApi({
    apiOrigin: t.url,
    signKey: t.config.SIGN_KEY,
    identity: () => ({ 'x-user-type': '0' }),
    // A browser sends its session cookie; "offline" fails like fetch does without a network.
    fetch: async (input, init) => {
      if (offline) throw new TypeError('Failed to fetch');
      return fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: `__antk=${a.token}` } });
    },
  });
});
afterAll(async () => {
  closeChatOutbox();
  await t?.close();
});

const historyOf = async (conversationId: number) =>
  (await json(await t.call('GET', '/api/core/chat/history/', { conversation_id: conversationId }, withToken(b.token)))).body.data.list as { body: string }[];

describe('sending from the page', () => {
  it('online: sent at once, nothing left waiting; offline: waits in the outbox and goes out once when back', async () => {
    const conversation = (await json(await t.call('POST', '/api/core/chat/open/', { user_id: b.userId }, withToken(a.token)))).body.data.conversation_id;
    const sent = await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'first' });
    expect(sent.status).toBe('sent');

    offline = true;
    const waiting = await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'while offline' });
    expect(waiting.status).toBe('pending');
    const outbox = await openOutbox(a.userId);
    expect((await outbox.list()).map((m) => m.body)).toEqual(['while offline']);
    expect(await flushChatOutbox(a.userId)).toBe(0); // still offline: it keeps waiting

    offline = false;
    expect(await flushChatOutbox(a.userId)).toBe(1);
    expect(await flushChatOutbox(a.userId)).toBe(0);
    expect(await outbox.list()).toEqual([]);
    outbox.close();
    expect((await historyOf(conversation)).map((m) => m.body)).toEqual(['first', 'while offline']);
  });

  it('a message the server refuses is not kept', async () => {
    await expect(sendChatMessage(a.userId, { to_user_id: a.userId, conversation_id: 1, body: 'to myself' })).rejects.toThrow('You cannot send a message to yourself.');
    const outbox = await openOutbox(a.userId);
    expect(await outbox.list()).toEqual([]);
    outbox.close();
  });
});
