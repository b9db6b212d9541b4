/** The vault's list as the page shows it: the first page, "Load more" (keyset), a refresh after uploads, removals. */
import { useCallback, useRef, useState } from 'react';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api/client';
import { type VaultPage, appendPage, mergeNewest, withoutIds } from './pages';
import type { VaultItem } from '../publish/VaultDialog';

export const VAULT_PAGE_SIZE = 30;

const fetchVault = (cursor?: number): Promise<VaultPage> =>
  api().call('media.vault.list', { limit: VAULT_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, { silent: true });

export interface VaultPages {
  /** null until the first page arrives. */
  list: VaultItem[] | null;
  hasMore: boolean;
  loadingMore: boolean;
  error?: string;
  /** Loads the first page (again), replacing the list. */
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
  /** The first page again, merged on top (new uploads). */
  refreshNewest: () => Promise<void>;
  remove: (ids: number[]) => void;
}

export function useVaultPages(first?: VaultPage, fetchPage: (cursor?: number) => Promise<VaultPage> = fetchVault): VaultPages {
  const [list, setList] = useState<VaultItem[] | null>(first?.list ?? null);
  const [next, setNext] = useState<number | null>(first?.next_cursor ?? null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string>();
  const busy = useRef(false);

  const reload = useCallback(async () => {
    setList(null);
    setError(undefined);
    try {
      const page = await fetchPage();
      setList(page.list);
      setNext(page.next_cursor);
    } catch (failure) {
      setList([]);
      setError((failure as ApiError).message);
    }
  }, [fetchPage]);

  const loadMore = useCallback(async () => {
    if (next === null || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    try {
      const page = await fetchPage(next);
      setList((shown) => appendPage(shown ?? [], page.list));
      setNext(page.next_cursor);
      setError(undefined);
    } catch (failure) {
      setError((failure as ApiError).message);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [fetchPage, next]);

  const refreshNewest = useCallback(async () => {
    try {
      const page = await fetchPage();
      // New items come on top; the cursor of what was loaded below them stays right.
      setList((shown) => mergeNewest(shown ?? [], page.list));
    } catch {
      // The upload itself succeeded; the next visit shows it.
    }
  }, [fetchPage]);

  const remove = useCallback((ids: number[]) => setList((shown) => (shown ? withoutIds(shown, ids) : shown)), []);

  return { list, hasMore: next !== null, loadingMore, error, reload, loadMore, refreshNewest, remove };
}
