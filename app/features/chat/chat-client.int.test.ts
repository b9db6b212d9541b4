/** The page's chat sending against the real server, with a real IndexedDB implementation: offline, then back. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, signUp, startIdentityServer, withToken } from '../../../test/identity';
import type { TestServer } from '../../../test/server';
import { configureApi } from '../../lib/api';
import { closeChatOutbox, discardChatMessage, flushChatOutbox, pendingChatMessages, retryChatMessage, sendChatMessage } from './chat-client';
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
    await expect(sendChatMessage(a.userId, { to_user_id: a.userId, conversation_id: 1, body: 'to myself' })).rejects.toThrow(
      'You cannot send a message to yourself.',
    );
    const outbox = await openOutbox(a.userId);
    expect(await outbox.list()).toEqual([]);
    outbox.close();
  });

  it('a message sent right after reconnecting, before the flush, goes out behind the queued ones', async () => {
    const conversation = (await json(await t.call('POST', '/api/core/chat/open/', { user_id: b.userId }, withToken(a.token)))).body.data.conversation_id;
    offline = true;
    expect((await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'queued 1' })).status).toBe('pending');
    expect((await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'queued 2' })).status).toBe('pending');
    offline = false;
    // Back online; the reconnect flush has not run yet when the next message is sent.
    const next = await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'typed after reconnect' });
    expect(next.status).toBe('sent');
    expect(next.status === 'sent' && next.stored.body).toBe('typed after reconnect');
    expect(await pendingChatMessages(a.userId, conversation)).toEqual([]);
    expect((await historyOf(conversation)).map((m) => m.body).slice(-3)).toEqual(['queued 1', 'queued 2', 'typed after reconnect']);
  });

  it('the reconnect flush and a send at the same moment still keep the typed order', async () => {
    const conversation = (await json(await t.call('POST', '/api/core/chat/open/', { user_id: b.userId }, withToken(a.token)))).body.data.conversation_id;
    offline = true;
    for (const body of ['w1', 'w2', 'w3']) await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body });
    offline = false;
    const [flushed, sent] = await Promise.all([
      flushChatOutbox(a.userId),
      sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'w4' }),
    ]);
    expect(flushed + (sent.status === 'sent' ? 1 : 0)).toBeGreaterThanOrEqual(3);
    expect((await historyOf(conversation)).map((m) => m.body).slice(-4)).toEqual(['w1', 'w2', 'w3', 'w4']);
  });

  it('a queued message the server refuses is kept, marked failed with its message; the ones after it go out; Retry and Delete', async () => {
    const conversation = (await json(await t.call('POST', '/api/core/chat/open/', { user_id: b.userId }, withToken(a.token)))).body.data.conversation_id;
    offline = true;
    // Too long for the server (it allows 2,000 characters): refused with 400 when it goes out.
    const refused = await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'x'.repeat(2001) });
    expect(refused.status).toBe('pending');
    await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'after the refused one' });
    offline = false;
    const warn = vi.spyOn(console, 'warn');
    expect(await flushChatOutbox(a.userId)).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    const waiting = await pendingChatMessages(a.userId, conversation);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ client_id: refused.message.client_id, failed: expect.stringMatching(/\S/) });
    expect((await historyOf(conversation)).map((m) => m.body).at(-1)).toBe('after the refused one');
    // A later flush does not try it again; a new message is not held back by it.
    expect(await flushChatOutbox(a.userId)).toBe(0);
    const later = await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'later' });
    expect(later.status).toBe('sent');
    // Retry: refused again, still there with the server's message; Delete: gone.
    const again = await retryChatMessage(a.userId, refused.message.client_id);
    expect(again).toMatchObject({ status: 'failed', error: waiting[0].failed });
    await discardChatMessage(a.userId, refused.message.client_id);
    expect(await pendingChatMessages(a.userId, conversation)).toEqual([]);
  });

  it('a message sent behind a queued one that is then refused comes back failed', async () => {
    const conversation = (await json(await t.call('POST', '/api/core/chat/open/', { user_id: b.userId }, withToken(a.token)))).body.data.conversation_id;
    offline = true;
    await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'fine while queued' });
    offline = false;
    const tooLong = await sendChatMessage(a.userId, { to_user_id: b.userId, conversation_id: conversation, body: 'y'.repeat(2001) });
    expect(tooLong).toMatchObject({ status: 'failed', error: expect.stringMatching(/\S/) });
    expect((await historyOf(conversation)).map((m) => m.body).at(-1)).toBe('fine while queued');
    await discardChatMessage(a.userId, tooLong.message.client_id);
  });
});
