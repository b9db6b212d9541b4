/** The vault's pages on the client (keyset by media id, newest first): merging, removing. */
import type { VaultItem } from '../publish/VaultDialog';

export interface VaultPage {
  list: VaultItem[];
  /** The last id of this page when there are more (GET /core/media/vault/list/ next_cursor). */
  next_cursor: number | null;
}

/** The first page again (after an upload) merged into what is shown: new items on top, nothing twice, newest first. */
export function mergeNewest(shown: VaultItem[], fresh: VaultItem[]): VaultItem[] {
  const byId = new Map<number, VaultItem>();
  for (const item of [...shown, ...fresh]) byId.set(item.media_id, item);
  return [...byId.values()].sort((a, b) => b.media_id - a.media_id);
}

/** A next page appended (an item already shown is not shown twice). */
export function appendPage(shown: VaultItem[], page: VaultItem[]): VaultItem[] {
  const seen = new Set(shown.map((m) => m.media_id));
  return [...shown, ...page.filter((m) => !seen.has(m.media_id))];
}

export const withoutIds = (shown: VaultItem[], ids: number[]) => shown.filter((m) => !ids.includes(m.media_id));
