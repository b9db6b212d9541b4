import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './LiveChatList.css';

export type LiveChatItem = {
  id: string | number;
  name: string;
  /** What they wrote, or for an event line ("sent a Rose") the event. */
  text: string;
  /** A gift or tip: written as an event, not a message. */
  event?: boolean;
};

export type LiveChatListProps = {
  items: LiveChatItem[];
  /** The creator muted the chat: said under the lines. */
  muted?: boolean;
};

/** The live chat over the video: a log (new lines are announced politely), kept scrolled to the newest. */
export function LiveChatList({ items, muted = false }: LiveChatListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = items.at(-1)?.id;
  useEffect(() => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last]);
  return (
    <>
      <div ref={ref} className={styles.scroller} role="log" aria-label="Live chat" aria-live="polite" tabIndex={0}>
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.line}>
              <span className={styles.name}>{item.name}</span>
              <span className={item.event ? styles.event : undefined}>{item.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {muted && (
        <p className={styles.muted} role="status">
          <Icon name="micOff" size="small" />
          The creator has muted the chat.
        </p>
      )}
    </>
  );
}
