/** /message as a view: the conversation list with tabs (all, unread, spenders), live unread badges and "load more". */
import { Avatar, Badge, Box, Button, DateTime, EmptyState, ItemList, ItemRowLink, Stack, Tabs, Text } from '#ds';
import { MESSAGE_TABS, type ConversationView, type MessageTab } from '../../../common/chat';
import { previewOf, timetokenDate } from './format';

export interface MessagesViewProps {
  me: number;
  conversations: ConversationView[];
  /** Live per-conversation unread counts (the realtime store), over the loaded ones. */
  unread?: Record<number, number>;
  tab: MessageTab;
  onTabChange: (tab: MessageTab) => void;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  error?: string;
  /** SC: unread messages from spenders, on the Spenders tab. */
  spenderUnread?: number;
}

const TAB_LABELS: Record<MessageTab, string> = { all: 'All', unread: 'Unread', spenders: 'Spenders' };

export function chatRoomHref(peerId: number): string {
  return `/chatRoom?activeContactId=${peerId}`;
}

export function MessagesView({
  me,
  conversations,
  unread = {},
  tab,
  onTabChange,
  hasMore,
  loadingMore = false,
  onLoadMore,
  error,
  spenderUnread = 0,
}: MessagesViewProps) {
  const countOf = (c: ConversationView) => unread[c.conversation_id] ?? c.unread;
  const shown = (which: MessageTab) => conversations.filter((c) => (which === 'unread' ? countOf(c) > 0 : which === 'spenders' ? c.peer_has_spent : true));

  const list = (which: MessageTab) => {
    const items = shown(which);
    return (
      <Stack gap="small">
        {error && (
          <Text tone="danger">
            <span role="alert">{error}</span>
          </Text>
        )}
        {items.length === 0 && !error ? (
          <EmptyState
            icon="chat"
            title={which === 'all' ? 'No messages yet' : which === 'unread' ? 'No unread messages' : 'No messages from spenders'}
            description={which === 'all' ? 'Conversations with creators and fans show here.' : undefined}
          />
        ) : (
          <ItemList label={`${TAB_LABELS[which]} conversations`}>
            {items.map((c) => {
              const name = c.peer.nickname || c.peer.user_name;
              const count = countOf(c);
              return (
                <li key={c.conversation_id}>
                  <ItemRowLink href={chatRoomHref(c.peer.id)} label={`${name}${count ? `, ${count > 99 ? '99+' : count} unread` : ''}`}>
                    <Avatar src={c.peer.portrait || undefined} name={name} decorative />
                    <Box flexGrow={1} display="flex" flexDirection="column" gap="xxsmall">
                      <Text weight="semibold" maxLines={1}>
                        {name}
                      </Text>
                      <Text size="sm" tone="muted" maxLines={1}>
                        {previewOf(c.last_message, me)}
                      </Text>
                    </Box>
                    <Box display="flex" flexDirection="column" alignItems="flex-end" gap="xxsmall">
                      {c.last_timetoken > 0 && (
                        <Text size="xs" tone="muted">
                          <DateTime value={timetokenDate(c.last_timetoken)} format="time" />
                        </Text>
                      )}
                      {count > 0 && <Badge count={count} />}
                    </Box>
                  </ItemRowLink>
                </li>
              );
            })}
          </ItemList>
        )}
        {hasMore && (
          <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
            Load more
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Tabs
      label="Messages"
      selectedId={tab}
      onSelectionChange={(id) => onTabChange(id as MessageTab)}
      items={MESSAGE_TABS.map((id) => ({ id, label: TAB_LABELS[id], content: list(id), badge: id === 'spenders' ? spenderUnread : undefined }))}
    />
  );
}
