/**
 * /chatRoom (by activeContactId, or u1 and u2; the root guard checked the query): the history
 * with "load earlier", live messages, optimistic sends through the offline outbox, catching up
 * from the server when back online, reading, paid messages unlocked with coins, block/unblock.
 */
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionSheet, Box, IconButton } from '#ds';
import { CHAT_PAGE_SIZE, type ChatAllowance, type ChatMessageView } from '../../common/chat';
import { ERRORS } from '../../common/errors';
import { discardChatMessage, flushChatOutbox, pendingChatMessages, retryChatMessage, sendChatMessage } from '../features/chat/chat-client';
import { ChatRoomView, type PendingView } from '../features/chat/ChatRoomView';
import { mergeMessages } from '../features/chat/format';
import { orErrorPage, signedInUser } from '../features/chat/loaders.server';
import { useBuyCoinsOnShortfall } from '../features/pay/buy-coins';
import { newClientId } from '../features/chat/outbox';
import { mediaIdsOf, storedItem } from '../features/publish/items';
import { useUploads } from '../features/publish/useUploads';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { onChatMessage } from '../realtime/chat-events';
import { useRealtimeStore } from '../stores/realtime';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

const positiveId = (value: string | null) => (value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = signedInUser(context.session);
  const q = new URL(request.url).searchParams;
  const u1 = positiveId(q.get('u1'));
  const u2 = positiveId(q.get('u2'));
  const peerId = positiveId(q.get('activeContactId')) ?? (u1 === user.user_id ? u2 : u2 === user.user_id ? u1 : null);
  if (peerId === null) {
    // Only is_login (back from signing in): the list is where the conversations are.
    if (q.has('is_login') && !q.has('activeContactId') && !q.has('u1')) throw redirect('/message');
    throw data({ code: ERRORS.CHAT_USER_NOT_FOUND.code }, { status: 404 });
  }
  const { chat, media } = context.services;
  const conversation = await orErrorPage(chat.open(user, peerId));
  const history = await chat.history(user.user_id, { conversation_id: conversation.conversation_id });
  const vault = user.user_role === 1 ? (await media.vault(user.user_id, { limit: 20 })).list.filter((m) => m.kind === 1).map(({ media_id, kind }) => ({ media_id, kind })) : [];
  return { me: user.user_id, creator: user.user_role === 1, conversation, history, vault };
}

type HistoryPage = { list: ChatMessageView[]; has_more: boolean };

export default function ChatRoom() {
  const { me, creator, conversation, history, vault } = useLoaderData<typeof loader>();
  const conversationId = conversation.conversation_id;
  const peer = conversation.peer;
  const [messages, setMessages] = useState<ChatMessageView[]>(history.list);
  const [hasEarlier, setHasEarlier] = useState(history.has_more);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [pending, setPending] = useState<PendingView[]>([]);
  const [allowance, setAllowance] = useState<ChatAllowance>(conversation.allowance);
  const [draft, setDraft] = useState('');
  const [price, setPrice] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  // Photos and videos anyone may upload for the next message (chunked, with progress).
  const uploads = useUploads([]);
  const [sending, setSending] = useState(false);
  const [unlocking, setUnlocking] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [muted, setMuted] = useState(conversation.mute);
  const [error, setError] = useState<string>();
  const online = useRealtimeStore((s) => s.online);
  const latest = useRef(messages);
  latest.current = messages;
  const unlockKeys = useRef(new Map<number, string>());
  const buyCoinsOnShortfall = useBuyCoinsOnShortfall();

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
      .post('fapi/core/chat/read/', { conversation_id: conversationId }, { silent: true })
      .then(() => api().get<{ TC: number; TN: number; SC: number }>('fapi/core/system/init/', {}, { silent: true }))
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
        const page = await api().get<HistoryPage>('fapi/core/chat/history/', { conversation_id: conversationId, after, limit: 100 }, { silent: true });
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

  // Live messages of this conversation; the echo of one of mine replaces its pending bubble.
  useEffect(
    () =>
      onChatMessage((message) => {
        if (message.conversation_id !== conversationId) return;
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
      const page = await api().get<HistoryPage>('fapi/core/chat/history/', { conversation_id: conversationId, before: first.timetoken, limit: CHAT_PAGE_SIZE }, { silent: true });
      setMessages((current) => mergeMessages(current, page.list));
      setHasEarlier(page.has_more);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoadingEarlier(false);
    }
  };

  const send = async () => {
    const body = draft.trim();
    const attached = uploads.items.filter((i) => i.media_id !== null);
    const fromVault = selected;
    const mediaIds = [...fromVault, ...mediaIdsOf(attached)];
    const clientId = newClientId();
    const entry: PendingView = { client_id: clientId, body, timetoken: Date.now() * 1000, price: price || undefined, media_ids: mediaIds.length ? mediaIds : undefined };
    setPending((current) => [...current, entry]);
    setDraft('');
    setSelected([]);
    for (const item of uploads.items) uploads.remove(item.key);
    setError(undefined);
    setSending(true);
    inFlight.current.add(clientId);
    try {
      const result = await sendChatMessage(me, { to_user_id: peer.id, conversation_id: conversationId, body, price: price || undefined, media_ids: mediaIds, client_id: clientId });
      if (result.status === 'sent') {
        setMessages((current) => mergeMessages(current, [result.stored]));
        setPending((current) => current.filter((p) => p.client_id !== clientId));
        setPrice(0);
        if (allowance.free_left !== null) {
          const opened = await api().post<{ allowance: ChatAllowance }>('fapi/core/chat/open/', { user_id: peer.id }, { silent: true });
          setAllowance(opened.allowance);
        }
      }
    } catch (failure) {
      // Refused (blocked, no coins...): it is not sent and does not wait; the text comes back.
      setPending((current) => current.filter((p) => p.client_id !== clientId));
      setDraft(body);
      setSelected(fromVault);
      for (const item of attached) uploads.addStored(storedItem({ media_id: item.media_id!, kind: item.kind === 'video' ? 2 : 1 }, item.name));
      setError((failure as Error).message);
    } finally {
      inFlight.current.delete(clientId);
      setSending(false);
    }
    // Sent behind older waiting messages, or refused there: the outbox says where each stands.
    await reloadPending();
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

  const unlock = async (message: ChatMessageView) => {
    let key = unlockKeys.current.get(message.id);
    if (!key) unlockKeys.current.set(message.id, (key = `unlock-${message.id}-${newClientId()}`));
    setUnlocking(message.id);
    setError(undefined);
    try {
      const r = await api().post<{ message: ChatMessageView }>('fapi/core/chat/unlock/', { message_id: message.id, idem_key: key }, { silent: true });
      setMessages((current) => mergeMessages(current, [r.message]));
    } catch (failure) {
      // Not enough coins: buy some on /pay/coins, then come back to this chat.
      if (!buyCoinsOnShortfall(failure)) setError((failure as Error).message);
    } finally {
      setUnlocking(null);
    }
  };

  const setBlocked = async (block: boolean) => {
    setError(undefined);
    try {
      await api().post(block ? 'fapi/core/user/block/' : 'fapi/core/user/unblock/', { user_id: peer.id }, { silent: true });
      const opened = await api().post<{ allowance: ChatAllowance }>('fapi/core/chat/open/', { user_id: peer.id }, { silent: true });
      setAllowance(opened.allowance);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  /** A muted conversation's unread messages stay out of TC (the server moves them; the totals are pulled again). */
  const toggleMute = async () => {
    setError(undefined);
    try {
      const r = await api().post<{ mute: boolean }>('fapi/core/chat/mute/', { conversation_id: conversationId, mute: !muted }, { silent: true });
      setMuted(r.mute);
      useRealtimeStore.getState().setCounters(await api().get<{ TC: number; TN: number; SC: number }>('fapi/core/system/init/', {}, { silent: true }));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const name = peer.nickname || peer.user_name;
  return (
    <ScreenFrame title={name} actions={<IconButton icon="more" label="Chat options" onPress={() => setMenuOpen(true)} />}>
      <Box paddingX="medium" paddingY="medium">
        <ChatRoomView
          me={me}
          peer={peer}
          messages={messages}
          pending={pending.filter((p) => !messages.some((m) => m.sender.id === me && m.client_id === p.client_id))}
          hasEarlier={hasEarlier}
          loadingEarlier={loadingEarlier}
          onLoadEarlier={() => void loadEarlier()}
          allowance={allowance}
          draft={draft}
          onDraftChange={setDraft}
          onSend={() => void send()}
          sending={sending}
          unlocking={unlocking}
          onUnlock={(m) => void unlock(m)}
          creator={
            creator
              ? {
                  price,
                  onPriceChange: setPrice,
                  vault,
                  selected,
                  onToggleMedia: (id) => setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])),
                }
              : undefined
          }
          attachments={{ items: uploads.items, onAdd: uploads.add, onRetry: uploads.retry, onRemove: uploads.remove }}
          onUnblock={() => void setBlocked(false)}
          onRetry={(id) => void retry(id)}
          onDiscard={(id) => void discard(id)}
          retrying={retrying}
          error={error}
        />
      </Box>
      <ActionSheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title="Chat options"
        actions={[
          { id: 'mute', label: muted ? 'Unmute this chat' : 'Mute this chat', onPress: () => void toggleMute() },
          allowance.blocked === 'by_me'
            ? { id: 'unblock', label: `Unblock ${name}`, onPress: () => void setBlocked(false) }
            : { id: 'block', label: `Block ${name}`, onPress: () => void setBlocked(true) },
        ]}
      />
    </ScreenFrame>
  );
}
