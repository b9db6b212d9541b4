/**
 * The room's message list: newest at the bottom, a day separator before each day, runs of one
 * sender grouped. It opens scrolled to the bottom and follows own sends; loading older messages
 * keeps what is on screen in place; a message that arrives while the reader is scrolled up
 * shows a "New messages" pill instead of moving the page. New messages are announced (a log).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DateSeparator, ItemList } from '#ds';
import type { ChatMediaView, ChatMessageView } from '../../../common/chat';
import { groupEntries } from './format';
import { MessageBubble, PendingBubble, type PendingView } from './MessageBubble';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
/** Within this many pixels of the end counts as "at the bottom". */
const NEAR_BOTTOM_PX = 96;

type Row = { key: string; senderId: number; timetoken: number } & ({ message: ChatMessageView } | { pending: PendingView });

export interface MessageListProps {
  me: number;
  /** Names the list ("Conversation with Luna Rivers"). */
  label: string;
  messages: ChatMessageView[];
  pending: PendingView[];
  unlocking: number | null;
  onUnlock: (message: ChatMessageView) => void;
  retrying: string | null;
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
  mediaSrc: (media: ChatMediaView) => string;
  videoSrc: (media: ChatMediaView) => string;
  /** A message came in while the reader was scrolled up (true), or they reached the bottom (false). */
  onUnseenChange?: (unseen: boolean) => void;
  /** "Today" is relative to this (stories fix it). */
  now?: Date;
}

const atBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX;
export const toBottom = () => window.scrollTo({ top: document.documentElement.scrollHeight });

export function MessageList({
  me,
  label,
  messages,
  pending,
  unlocking,
  onUnlock,
  retrying,
  onRetry,
  onDiscard,
  mediaSrc,
  videoSrc,
  onUnseenChange,
  now,
}: MessageListProps) {
  const rows: Row[] = [
    ...messages.map((m) => ({ key: `m${m.id}`, senderId: m.sender.id, timetoken: m.timetoken, message: m })),
    ...pending.map((p) => ({ key: `p${p.client_id}`, senderId: me, timetoken: p.timetoken, pending: p })),
  ];
  // Dates are Pacific days; "today" is taken once the page runs (the server's render uses its own clock).
  const [today, setToday] = useState(() => now ?? new Date());
  useEffect(() => {
    if (!now) setToday(new Date());
  }, [now]);
  const entries = groupEntries(rows, now ?? today);

  const list = useRef<HTMLDivElement>(null);
  const unseenRef = useRef(false);
  const changeUnseen = useRef(onUnseenChange);
  changeUnseen.current = onUnseenChange;
  const setUnseen = (value: boolean) => {
    if (unseenRef.current === value) return;
    unseenRef.current = value;
    changeUnseen.current?.(value);
  };
  const seen = useRef<{ first?: string; last?: string; anchorTop?: number; atBottom: boolean } | null>(null);
  const firstKey = rows[0]?.key;
  const lastRow = rows[rows.length - 1];

  const rowTop = (key: string | undefined) => (key ? list.current?.querySelector(`[data-row="${key}"]`)?.getBoundingClientRect().top : undefined);

  useIsomorphicLayoutEffect(() => {
    const before = seen.current;
    if (!before) {
      toBottom(); // opened: the newest message is what one reads first
    } else if (before.first !== firstKey && before.last === lastRow?.key && before.anchorTop !== undefined) {
      // Older messages came in above: the message that was first stays where it was on screen.
      const top = rowTop(before.first);
      if (top !== undefined) window.scrollBy({ top: top - before.anchorTop });
    } else if (lastRow && before.last !== lastRow.key) {
      if (lastRow.senderId === me || before.atBottom) {
        toBottom();
        setUnseen(false);
      } else {
        setUnseen(true);
      }
    }
    seen.current = { first: firstKey, last: lastRow?.key, anchorTop: rowTop(firstKey), atBottom: atBottom() };
  });

  // At the bottom, stay there while the list grows under the reader (pictures and fonts arriving).
  useEffect(() => {
    if (!list.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (seen.current?.atBottom) toBottom();
    });
    observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  // Back at the bottom: the pill has done its work. The first row's place is kept for "load earlier".
  useEffect(() => {
    const onScroll = () => {
      const bottom = atBottom();
      if (seen.current) Object.assign(seen.current, { anchorTop: rowTop(seen.current.first), atBottom: bottom });
      if (bottom) setUnseen(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div ref={list} role="log" aria-relevant="additions">
      <ItemList ordered label={label}>
        {entries.map((entry) =>
          entry.kind === 'day' ? (
            <li key={entry.key}>
              <DateSeparator>{entry.label}</DateSeparator>
            </li>
          ) : (
            <li key={entry.item.key} data-row={entry.item.key}>
              {'message' in entry.item ? (
                <MessageBubble
                  message={entry.item.message}
                  me={me}
                  groupStart={entry.groupStart}
                  groupEnd={entry.groupEnd}
                  unlocking={unlocking === entry.item.message.id}
                  onUnlock={() => onUnlock((entry.item as { message: ChatMessageView }).message)}
                  mediaSrc={mediaSrc}
                  videoSrc={videoSrc}
                />
              ) : (
                <PendingBubble
                  pending={entry.item.pending}
                  groupStart={entry.groupStart}
                  groupEnd={entry.groupEnd}
                  retrying={retrying === entry.item.pending.client_id}
                  onRetry={onRetry && (() => onRetry((entry.item as { pending: PendingView }).pending.client_id))}
                  onDiscard={onDiscard && (() => onDiscard((entry.item as { pending: PendingView }).pending.client_id))}
                />
              )}
            </li>
          ),
        )}
      </ItemList>
    </div>
  );
}
