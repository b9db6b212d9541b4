/**
 * The client side of /chatRoom (ADR 083): the history with "load earlier", live messages of the
 * other tabs and the peer, optimistic sends through the offline outbox (the sending tab takes
 * its message from the HTTP answer), catching up from the server when back online, reading,
 * paid messages unlocked with coins, block/unblock and mute.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCount } from '#ds/lib/format';
import { CHAT_PAGE_SIZE, type ChatAllowance, type ChatMessageView } from '../../../common/chat';
import { api } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { onSocketEvent } from '../../realtime/events';
import { useRealtimeStore } from '../../stores/realtime';
import { useSpend } from '../pay/spend';
import { mediaIdsOf, storedItem } from '../publish/items';
import { useUploads } from '../publish/useUploads';
import { discardChatMessage, flushChatOutbox, isSendingHere, pendingChatMessages, retryChatMessage, sendChatMessage } from './chat-client';
import type { PendingView } from './MessageBubble';
import type { VaultItem } from '../publish/VaultDialog';
import { sendPrice } from './RoomComposer';
import { mergeMessages } from './format';
import { newClientId } from './outbox';
import type { ApiAnswer } from '../../lib/api/client';

/** What the route's loader gives: the conversation as chat.open answers it, its last page of history. */
export interface ChatRoomStart {
  me: number;
  conversation: ApiAnswer<'chat.open'>;
  history: ApiAnswer<'chat.history'>;
}

export function useChatRoom({ me, conversation, history }: ChatRoomStart) {
  const conversationId = conversation.conversation_id;
  const peer = conversation.peer;
  const [messages, setMessages] = useState<ChatMessageView[]>(history.list);
  const [hasEarlier, setHasEarlier] = useState(history.has_more);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [pending, setPending] = useState<PendingView[]>([]);
  const [allowance, setAllowance] = useState<ChatAllowance>(conversation.allowance);
  const [draft, setDraft] = useState('');
  const [price, setPrice] = useState(0);
  // Photos and videos anyone may upload for the next message (chunked, with progress).
  // Chat attachments (ADR 084): what fans may upload, with their smaller limits.
  const uploads = useUploads([], undefined, 'chat');
  const [sending, setSending] = useState(false);
  const [unlocking, setUnlocking] = useState<number | null>(null);
  const unlockingNow = useRef<number | null>(null);
  const [muted, setMuted] = useState(conversation.mute);
  const [error, setError] = useState<string>();
  const online = useRealtimeStore((s) => s.online);
  const latest = useRef(messages);
  latest.current = messages;
  const idem = useIdempotencyKey();
  const spend = useSpend();

  useEffect(() => {
    setMessages(history.list);
    setHasEarlier(history.has_more);
    setAllowance(conversation.allowance);
    setMuted(conversation.mute);
  }, [history, conversation]);

  /** Reads the conversation: its count leaves TC/SC on the server; the totals are pulled again. */
  const markRead = useCallback(() => {
    useRealtimeStore.getState().setConversationUnread({ [conversationId]: 0 });
    void api()
      .call('chat.read', { conversation_id: conversationId }, { silent: true })
      .then(() => api().call('system.init', {}, { silent: true }))
      .then((counters) => useRealtimeStore.getState().setCounters(counters))
      .catch(() => undefined);
  }, [conversationId]);

  /** Client ids being sent right now (not yet in the outbox's hands alone). */
  const inFlight = useRef(new Set<string>());

  /** Pending = what waits in the outbox, plus what is being sent this moment. */
  const reloadPending = useCallback(async () => {
    const waiting = await pendingChatMessages(me, conversationId).catch(() => []);
    setPending((current) => {
      const sending = current.filter((p) => inFlight.current.has(p.client_id) && !waiting.some((w) => w.client_id === p.client_id));
      return [...waiting, ...sending].sort((a, b) => a.timetoken - b.timetoken);
    });
  }, [me, conversationId]);

  /** Catch up from the server: everything after the last message shown; what the peer sent meanwhile is read now. */
  const catchUp = useCallback(async () => {
    const last = latest.current[latest.current.length - 1];
    let fromPeer = 0;
    try {
      let after = last?.timetoken ?? 0;
      for (;;) {
        const page = await api().call('chat.history', { conversation_id: conversationId, after, limit: 100 }, { silent: true });
        setMessages((current) => mergeMessages(current, page.list));
        fromPeer += page.list.filter((m) => m.sender.id !== me).length;
        if (!page.has_more || !page.list.length) break;
        after = page.list[page.list.length - 1].timetoken;
      }
    } catch {
      // Still offline: the next reconnect tries again.
    }
    // The server counted them as unread while this page was away; it is open, so they are read.
    if (fromPeer > 0) markRead();
  }, [conversationId, me, markRead]);

  // This conversation is the active one: its messages do not count as unread while it is open.
  useEffect(() => {
    useRealtimeStore.getState().setActiveConversation(conversationId);
    markRead();
    void reloadPending();
    return () => useRealtimeStore.getState().setActiveConversation(null);
  }, [conversationId, markRead, reloadPending]);

  // Live messages of this conversation: the peer's, and mine sent from my other tabs (this tab's
  // own sends come from their HTTP answers); one of mine replaces its pending bubble (outbox).
  useEffect(
    () =>
      onSocketEvent('chat_message', (message) => {
        if (message.conversation_id !== conversationId || (message.sender.id === me && isSendingHere(message.client_id))) return;
        setMessages((current) => mergeMessages(current, [message]));
        if (message.sender.id === me) setPending((current) => current.filter((p) => p.client_id !== message.client_id));
        else markRead();
      }),
    [conversationId, me, markRead],
  );

  // Back online (socket reconnected, or the network came back): the outbox goes out, then catch up.
  useEffect(() => {
    if (!online) return;
    void flushChatOutbox(me).then(async () => {
      await catchUp();
      await reloadPending();
    });
  }, [online, me, catchUp, reloadPending]);
  useEffect(() => {
    const back = () =>
      void flushChatOutbox(me).then(async () => {
        await catchUp();
        await reloadPending();
      });
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [me, catchUp, reloadPending]);

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      const page = await api().call('chat.history', { conversation_id: conversationId, before: first.timetoken, limit: CHAT_PAGE_SIZE }, { silent: true });
      setMessages((current) => mergeMessages(current, page.list));
      setHasEarlier(page.has_more);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoadingEarlier(false);
    }
  };

  /**
   * Sends the draft with its media. A refusal (blocked, no coins...) gives the text and media back
   * and is thrown; what the outbox keeps for later is not.
   */
  const deliverDraft = async () => {
    const body = draft.trim();
    const attached = uploads.items.filter((i) => i.media_id !== null);
    const mediaIds = mediaIdsOf(attached);
    const clientId = newClientId();
    const entry: PendingView = {
      client_id: clientId,
      body,
      timetoken: Date.now() * 1000,
      price: price || undefined,
      media_ids: mediaIds.length ? mediaIds : undefined,
    };
    setPending((current) => [...current, entry]);
    setDraft('');
    for (const item of uploads.items) uploads.remove(item.key);
    setError(undefined);
    setSending(true);
    inFlight.current.add(clientId);
    try {
      const result = await sendChatMessage(me, {
        to_user_id: peer.id,
        conversation_id: conversationId,
        body,
        price: price || undefined,
        media_ids: mediaIds,
        client_id: clientId,
      });
      if (result.status === 'sent') {
        setMessages((current) => mergeMessages(current, [result.stored]));
        setPending((current) => current.filter((p) => p.client_id !== clientId));
        setPrice(0);
        if (allowance.free_left !== null) {
          const opened = await api().call('chat.open', { user_id: peer.id }, { silent: true });
          setAllowance(opened.allowance);
        }
      }
    } catch (failure) {
      // Refused: it is not sent and does not wait; the text and media come back.
      setPending((current) => current.filter((p) => p.client_id !== clientId));
      setDraft(body);
      for (const item of attached) uploads.addStored(storedItem({ media_id: item.media_id!, kind: item.kind === 'video' ? 2 : 1 }, item.name));
      throw failure;
    } finally {
      inFlight.current.delete(clientId);
      setSending(false);
      // Sent behind older waiting messages, or refused there: the outbox says where each stands.
      await reloadPending();
    }
  };

  /** Past a creator's free messages each message costs coins: it goes through the spend door (price, balance, once). */
  const send = async () => {
    const coins = sendPrice(allowance);
    try {
      if (coins > 0)
        await spend({
          title: `Message ${peer.nickname || peer.user_name}`,
          coins,
          purpose: 'to send this message',
          confirmLabel: `Send for ${formatCount(coins)} coins`,
          spend: deliverDraft,
        });
      else await deliverDraft();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  /** A refused waiting message: Retry sends it again in its turn; Delete drops it. */
  const [retrying, setRetrying] = useState<string | null>(null);
  const retry = async (clientId: string) => {
    setRetrying(clientId);
    setError(undefined);
    try {
      const result = await retryChatMessage(me, clientId);
      if (result?.status === 'sent') setMessages((current) => mergeMessages(current, [result.stored]));
    } finally {
      setRetrying(null);
      await reloadPending();
    }
  };
  const discard = async (clientId: string) => {
    await discardChatMessage(me, clientId).catch(() => undefined);
    setPending((current) => current.filter((p) => p.client_id !== clientId));
  };

  /** A paid message: one spend per message (asked once, disarmed while in flight; the unlocked message replaces it). */
  const unlock = async (message: ChatMessageView) => {
    // A second tap while one unlock is in flight does nothing (the button shows it is busy).
    if (!message.locked || unlockingNow.current !== null) return;
    const intention = { message_id: message.id };
    unlockingNow.current = message.id;
    setUnlocking(message.id);
    setError(undefined);
    try {
      await spend({
        title: 'Unlock this message',
        coins: message.price,
        purpose: 'to unlock this message',
        confirmLabel: `Unlock for ${formatCount(message.price)} coins`,
        spend: async () => {
          const r = await api().call('chat.unlock', { ...intention, idem_key: idem.keyFor(intention) }, { silent: true });
          idem.done(intention);
          setMessages((current) => mergeMessages(current, [r.message]));
        },
      });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      unlockingNow.current = null;
      setUnlocking(null);
    }
  };

  const setBlocked = async (block: boolean) => {
    setError(undefined);
    try {
      await api().call(block ? 'user.block' : 'user.unblock', { user_id: peer.id }, { silent: true });
      const opened = await api().call('chat.open', { user_id: peer.id }, { silent: true });
      setAllowance(opened.allowance);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  /** A muted conversation's unread messages stay out of TC (the server moves them; the totals are pulled again). */
  const toggleMute = async () => {
    setError(undefined);
    try {
      const r = await api().call('chat.mute', { conversation_id: conversationId, mute: !muted }, { silent: true });
      setMuted(r.mute);
      useRealtimeStore.getState().setCounters(await api().call('system.init', {}, { silent: true }));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return {
    peer,
    messages,
    // A message of mine already in the list is no longer pending (its HTTP answer or a catch-up brought it).
    pending: pending.filter((p) => !messages.some((m) => m.sender.id === me && m.client_id === p.client_id)),
    hasEarlier,
    loadingEarlier,
    loadEarlier,
    allowance,
    draft,
    setDraft,
    price,
    setPrice,
    /** A vault item goes with the next message, beside the uploads. */
    pickFromVault: (item: VaultItem) => uploads.addStored(storedItem({ media_id: item.media_id, kind: item.kind }, item.file_name)),
    uploads,
    send,
    sending,
    unlock,
    unlocking,
    retry,
    retrying,
    discard,
    setBlocked,
    muted,
    toggleMute,
    error,
  };
}
