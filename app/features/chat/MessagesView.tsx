/** /message as a view: the conversation list with tabs (all, unread, spenders), live unread badges and "load more". */
import { useEffect, useState } from 'react';
import { Avatar, Badge, Button, DateTime, EmptyState, ItemList, ListRow, Stack, Tabs, Text, TextLink } from '#ds';
import { MESSAGE_TABS, type ConversationView, type MessageTab } from '../../../common/chat';
import { listDay, listTimeStyle, previewOf, timetokenDate } from './format';

export interface MessagesViewProps {
  me: number;
  /** A creator's list has the Spenders tab (fans are the spenders: a fan's list has none). */
  creator: boolean;
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
  /** Rows' times are relative to this (stories fix it). */
  now?: Date;
}

const TAB_LABELS: Record<MessageTab, string> = { all: 'All', unread: 'Unread', spenders: 'Spenders' };

/** The tabs a user has: Spenders only for a creator. */
export const messageTabsFor = (creator: boolean): readonly MessageTab[] => (creator ? MESSAGE_TABS : MESSAGE_TABS.filter((t) => t !== 'spenders'));

export function chatRoomHref(peerId: number): string {
  return `/chatRoom?activeContactId=${peerId}`;
}

export function MessagesView({
  me,
  creator,
  conversations,
  unread = {},
  tab,
  onTabChange,
  hasMore,
  loadingMore = false,
  onLoadMore,
  error,
  spenderUnread = 0,
  now,
}: MessagesViewProps) {
  // "Today" as the page sees it (the server's render uses its own clock).
  const [clock, setClock] = useState(() => now ?? new Date());
  useEffect(() => {
    if (!now) setClock(new Date());
  }, [now]);
  const today = now ?? clock;
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
            action={which === 'all' ? <TextLink href="/user/list">Find creators</TextLink> : undefined}
          />
        ) : (
          <ItemList label={`${TAB_LABELS[which]} conversations`} gap="none">
            {items.map((c) => {
              const name = c.peer.nickname || c.peer.user_name;
              const count = countOf(c);
              const last = c.last_timetoken > 0 ? timetokenDate(c.last_timetoken) : null;
              return (
                <li key={c.conversation_id}>
                  <ListRow
                    href={chatRoomHref(c.peer.id)}
                    label={`${name}${count ? `, ${count > 99 ? '99+' : count} unread` : ''}`}
                    leading={<Avatar src={c.peer.portrait || undefined} name={name} decorative />}
                    title={name}
                    description={previewOf(c.last_message, me)}
                    meta={
                      <>
                        {last && (
                          <Text as="span" size="xs" tone={count > 0 ? 'accent' : 'muted'}>
                            {listTimeStyle(last, today) === 'time' ? <DateTime value={last} format="time" /> : listDay(last, today)}
                          </Text>
                        )}
                        {count > 0 ? (
                          <Badge count={count} />
                        ) : c.mute ? (
                          <Text as="span" size="xs" tone="muted">
                            Muted
                          </Text>
                        ) : null}
                      </>
                    }
                  />
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
      items={messageTabsFor(creator).map((id) => ({ id, label: TAB_LABELS[id], content: list(id), badge: id === 'spenders' ? spenderUnread : undefined }))}
    />
  );
}
