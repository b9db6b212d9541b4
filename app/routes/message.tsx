/** /message: the conversation list (tab kept in session storage, live updates, keyset "load more"). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Box } from '#ds';
import { CHAT_PAGE_SIZE, MESSAGE_TAB_DEFAULT, MESSAGE_TAB_STORAGE_KEY, type ConversationView, type MessageTab } from '../../common/chat';
import { requireSignedUp } from '../features/session/access.server';
import { mergeConversations } from '../features/chat/format';
import { MessagesView, messageTabsFor } from '../features/chat/MessagesView';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { onSocketEvent } from '../realtime/events';
import { useRealtimeStore } from '../stores/realtime';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  const list = await context.services.chat.list(user.user_id, {});
  return { me: user.user_id, creator: user.user_role === 1, list, hasMore: list.length === CHAT_PAGE_SIZE };
}

export default function Messages() {
  const loaded = useLoaderData<typeof loader>();
  const [conversations, setConversations] = useState<ConversationView[]>(loaded.list);
  const [hasMore, setHasMore] = useState(loaded.hasMore);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string>();
  const [tab, setTab] = useState<MessageTab>(MESSAGE_TAB_DEFAULT);
  const unread = useRealtimeStore((s) => s.conversations);
  const spenderUnread = useRealtimeStore((s) => s.SC);

  useEffect(() => setConversations(loaded.list), [loaded.list]);
  // The tab chosen earlier in this browser session (spec section 3: only it persists there).
  useEffect(() => {
    const saved = window.sessionStorage.getItem(MESSAGE_TAB_STORAGE_KEY);
    if (saved && (messageTabsFor(loaded.creator) as readonly string[]).includes(saved)) setTab(saved as MessageTab);
  }, [loaded.creator]);
  // The server's per-conversation counts; live messages add to them in the store.
  useEffect(() => {
    useRealtimeStore.getState().setConversationUnread(Object.fromEntries(loaded.list.map((c) => [c.conversation_id, c.unread])));
  }, [loaded.list]);

  // A new message moves its conversation to the top (a conversation not loaded yet comes from the server).
  useEffect(
    () =>
      onSocketEvent('chat_message', (message) => {
        setConversations((current) => {
          const found = current.find((c) => c.conversation_id === message.conversation_id);
          if (!found) {
            void api()
              .call('chat.conversations', { limit: 1 }, { silent: true })
              .then((page) => setConversations((now) => [...page.list, ...now.filter((c) => !page.list.some((p) => p.conversation_id === c.conversation_id))]))
              .catch(() => undefined);
            return current;
          }
          const updated = { ...found, last_message: message, last_timetoken: message.timetoken };
          return [updated, ...current.filter((c) => c !== found)];
        });
      }),
    [],
  );

  // Back online (the socket reconnected): messages may have come meanwhile, so the first page and
  // its per-conversation counts are loaded again (the shell pulls TC/SC/TN itself).
  const online = useRealtimeStore((s) => s.online);
  const wasOnline = useRef(online);
  useEffect(() => {
    const reconnected = online && !wasOnline.current;
    wasOnline.current = online;
    if (!reconnected) return;
    api()
      .call('chat.conversations', { limit: CHAT_PAGE_SIZE }, { silent: true })
      .then((page) => {
        setConversations((current) => mergeConversations(current, page.list));
        useRealtimeStore.getState().setConversationUnread(Object.fromEntries(page.list.map((c) => [c.conversation_id, c.unread])));
      })
      .catch(() => undefined); // offline again: the next reconnect tries again
  }, [online]);

  const changeTab = (next: MessageTab) => {
    setTab(next);
    window.sessionStorage.setItem(MESSAGE_TAB_STORAGE_KEY, next);
  };

  const loadMore = async () => {
    const last = conversations[conversations.length - 1];
    if (!last) return;
    setLoadingMore(true);
    setError(undefined);
    try {
      const page = await api().call(
        'chat.conversations',
        { before_timetoken: last.last_timetoken, before_id: last.conversation_id, limit: CHAT_PAGE_SIZE },
        { silent: true },
      );
      setConversations((current) => [...current, ...page.list.filter((c) => !current.some((x) => x.conversation_id === c.conversation_id))]);
      useRealtimeStore.getState().setConversationUnread(Object.fromEntries(page.list.map((c) => [c.conversation_id, c.unread])));
      setHasMore(page.has_more);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <ScreenFrame title="Messages">
      <Box paddingX="medium" paddingY="medium">
        <MessagesView
          me={loaded.me}
          creator={loaded.creator}
          conversations={conversations}
          unread={unread}
          tab={tab}
          onTabChange={changeTab}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={() => void loadMore()}
          error={error}
          spenderUnread={spenderUnread}
        />
      </Box>
    </ScreenFrame>
  );
}
