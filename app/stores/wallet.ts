import { create } from 'zustand';

/**
 * The signed-in user's coins and "Ask before spending" threshold (issue 20, ADR 096), for the
 * spend question and the screens that show the balance beside a spend. Loaded on first need,
 * set from the balances spends and purchases answer, reloaded after a spend that gave none.
 */
export interface WalletState {
  /** null until loaded (or when loading failed). */
  coins: number | null;
  askAboveCoins: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loading: (promise: Promise<unknown>) => void;
  loaded: (values: { coins: number; askAboveCoins: number }) => void;
  failed: () => void;
  setCoins: (coins: number) => void;
  setAskAboveCoins: (coins: number) => void;
  /** Signed out, or another account: forget everything. */
  reset: () => void;
  /** The load in flight, so callers wait for the same one. */
  pending: Promise<unknown> | null;
}

const initial = { coins: null, askAboveCoins: null, status: 'idle' as const, pending: null };

export const useWallet = create<WalletState>((set) => ({
  ...initial,
  loading: (pending) => set({ status: 'loading', pending }),
  loaded: ({ coins, askAboveCoins }) => set({ coins, askAboveCoins, status: 'ready', pending: null }),
  failed: () => set({ status: 'failed', pending: null }),
  setCoins: (coins) => set({ coins: Math.max(0, coins) }),
  setAskAboveCoins: (askAboveCoins) => set({ askAboveCoins }),
  reset: () => set(initial),
}));
