/**
 * The home and user-post view history (spec section 3: list, index, offset, has_next): what a
 * list showed and where the reader was, kept in session storage so going back returns to the
 * same post at the same scroll position.
 */
export interface ViewHistory<T> {
  list: T[];
  /** The post at the top of the screen, and how far it had scrolled past the top (px). */
  index: number;
  offset: number;
  has_next: boolean;
  /** Where the next page starts. */
  next: string | null;
}

const PREFIX = 'view_history:';
/** Enough for a long scroll without filling session storage. */
const MAX_ITEMS = 200;

export function saveHistory<T>(key: string, history: ViewHistory<T>, storage: Storage | undefined = globalThis.sessionStorage): void {
  const start = Math.max(0, history.list.length - MAX_ITEMS);
  const kept = { ...history, list: history.list.slice(start), index: Math.max(0, history.index - start) };
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Full or unavailable: going back starts from the top.
  }
}

export function loadHistory<T>(key: string, storage: Storage | undefined = globalThis.sessionStorage): ViewHistory<T> | null {
  try {
    const raw = storage?.getItem(PREFIX + key);
    if (!raw) return null;
    const h = JSON.parse(raw) as ViewHistory<T>;
    return Array.isArray(h.list) && Number.isInteger(h.index) && typeof h.offset === 'number' ? h : null;
  } catch {
    return null;
  }
}

/** The first item whose bottom is below the top of the screen, and how far its top is above it. */
export function topItem(rects: { top: number; bottom: number }[]): { index: number; offset: number } {
  const index = rects.findIndex((r) => r.bottom > 0);
  if (index < 0) return { index: Math.max(0, rects.length - 1), offset: 0 };
  return { index, offset: Math.max(0, -rects[index].top) };
}

/**
 * The new first page, keeping the shown page's post objects where a post is unchanged (and the shown page itself
 * when nothing changed), so memoised cards do not re-render: a first visit's anonymous session revalidates the
 * page at once, with the same posts (ADR 115).
 */
export function keepUnchanged<T extends { post_id: number }>(shown: { list: T[]; next: string | null }, next: { list: T[]; next: string | null }) {
  const before = new Map(shown.list.map((post) => [post.post_id, post]));
  const list = next.list.map((post) => {
    const old = before.get(post.post_id);
    return old && JSON.stringify(old) === JSON.stringify(post) ? old : post;
  });
  const same = list.length === shown.list.length && list.every((post, i) => post === shown.list[i]) && next.next === shown.next;
  return same ? shown : { list, next: next.next };
}
