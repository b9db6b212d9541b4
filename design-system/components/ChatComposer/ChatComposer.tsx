import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ChatComposer.css';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Enter sends where there is a keyboard and a fine pointer (a desktop); on touch screens Enter is a new line. */
export function useEnterSends(): boolean {
  const [fine, setFine] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(pointer: fine)');
    setFine(query.matches);
    const change = () => setFine(query.matches);
    query.addEventListener?.('change', change);
    return () => query.removeEventListener?.('change', change);
  }, []);
  return fine;
}

export type ChatComposerProps = {
  /** The text field's accessible name ("Message"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Something to send (text or media) and nothing in the way. */
  canSend: boolean;
  /** A message is going out (told to assistive technology; the next one may still be sent). */
  sending?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** The send button's name: "Send", or with its price ("Send for 5 coins"). */
  sendLabel?: string;
  /** The attach icon before the field: opens the system's file chooser (camera roll on phones). */
  attach?: { onSelect: (files: File[]) => void; accept?: string; multiple?: boolean; label?: string; disabled?: boolean };
  /** More icon buttons before the field. */
  leading?: ReactNode;
  /** Icon buttons between the field and send (a creator's "Set a price"). */
  trailing?: ReactNode;
  /** Above the field: attachment thumbnails, the price chip, an allowance note. */
  tray?: ReactNode;
  /** Floats just above the composer, centred: the "New messages" pill. */
  floating?: ReactNode;
  /** Overrides the pointer check (stories, tests). */
  enterSends?: boolean;
  /** A one-line chat (a live's): Enter sends on every device, Shift+Enter too. */
  oneLine?: boolean;
};

/**
 * The chat composer (design brief, "Chat"): pinned to the bottom of the screen, attach icon,
 * a text field that grows to about five lines, the send icon inline. Enter sends on a desktop
 * (Shift+Enter is a new line); on touch screens Enter is a new line, as messaging apps do, and the
 * button sends. Ctrl+Enter and Cmd+Enter send everywhere; in a one-line chat Enter always sends.
 */
export function ChatComposer({
  label,
  value,
  onChange,
  onSend,
  canSend,
  sending = false,
  placeholder,
  maxLength,
  sendLabel = 'Send',
  attach,
  leading,
  trailing,
  tray,
  floating,
  enterSends,
  oneLine = false,
}: ChatComposerProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const fine = useEnterSends();
  const enter = oneLine || (enterSends ?? fine);
  // Grows with its text (the stylesheet caps it at about five lines, then it scrolls).
  useIsomorphicLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [value]);
  // A message still going out does not hold the next one back (the page queues them in order).
  const submit = () => {
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const sends = event.ctrlKey || event.metaKey || oneLine || (enter && !event.shiftKey);
    if (!sends) return;
    event.preventDefault();
    submit();
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {floating && <div className={styles.floating}>{floating}</div>}
      {tray && <div className={styles.tray}>{tray}</div>}
      <div className={styles.row}>
        {(attach || leading) && (
          <div className={styles.tools}>
            {attach && (
              <>
                <IconButton icon="attach" label={attach.label ?? 'Attach a photo or video'} disabled={attach.disabled} onPress={() => files.current?.click()} />
                <input
                  ref={files}
                  type="file"
                  accept={attach.accept}
                  multiple={attach.multiple ?? true}
                  hidden
                  tabIndex={-1}
                  aria-hidden="true"
                  data-file-button-input=""
                  onChange={(event) => {
                    const chosen = Array.from(event.target.files ?? []);
                    event.target.value = '';
                    if (chosen.length > 0) attach.onSelect(chosen);
                  }}
                />
              </>
            )}
            {leading}
          </div>
        )}
        <textarea
          ref={field}
          className={styles.field}
          aria-label={label}
          rows={1}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          enterKeyHint={enter ? 'send' : 'enter'}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {trailing && <div className={styles.tools}>{trailing}</div>}
        <div className={styles.tools}>
          <IconButton type="submit" icon="send" label={sendLabel} variant="primary" disabled={!canSend} aria-busy={sending || undefined} />
        </div>
      </div>
    </form>
  );
}

/** A chat screen's body: the conversation above, the composer last (pinned to the bottom of the screen). */
export function ChatLayout({ children }: { children: ReactNode }) {
  return <div className={styles.layout}>{children}</div>;
}
