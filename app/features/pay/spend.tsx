/**
 * Every spend of coins goes through one door (issue 20, ADR 096): useSpend() asks once with the
 * price and the balance, disarms while the spend is in flight and after it succeeded, sends a
 * visitor to log in and back, and says why when it sends the fan to buy coins. <SpendHost/>
 * (spend-host.tsx, mounted once the page is idle) renders the question; its code, and the flow's,
 * load with it or with the first spend (ADR 116).
 *
 * Only one spend is open at a time: a second call while one is waiting or in flight (a double tap
 * on the original button, a second tap on confirm) answers 'cancelled' and spends nothing; the
 * spend's own idempotency key is the server's guard for retries.
 */
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import type { SpendSheetPhase } from '#ds';
import type { RootLoaderData } from '../../root.server';
import { useWallet } from '../../stores/wallet';

export interface SpendRequest {
  /** The question's subject in words, e.g. "Unlock this post", "Tip Luna Rivers". */
  title: string;
  /** The coins this tap spends. */
  coins: number;
  /** The purpose for the shortfall message: "to unlock this post" gives "You need 25 coins to unlock this post; you have 3". */
  purpose: string;
  /**
   * Performs the spend (with its own idempotency key); throws the API's error on failure. When it
   * resolves to an answer with a numeric `balance` (the money API's spends do), that is the
   * wallet's new balance; otherwise the balance is fetched again.
   */
  spend: () => Promise<unknown>;
  /** The confirm button, e.g. "Unlock for 25 coins"; default "Pay 25 coins". */
  confirmLabel?: string;
  /** Toasted after the spend went through, e.g. "Sent 10 coins to Luna Rivers". */
  doneMessage?: string;
  /** A line under the question saying what the coins buy, e.g. "3 min held now, then 20 coins/min". */
  note?: string;
  /**
   * Failures that end the spend with the error tip (a toast of the error's message) instead of the
   * sheet's "Try again": refusals that trying again cannot fix (the creator is busy, takes no calls).
   */
  endsWithToast?: (failure: unknown) => boolean;
}

/** 'done' after the spend went through; otherwise nothing was spent. */
export type SpendOutcome = 'done' | 'cancelled' | 'login' | 'short' | 'failed';

export interface Flow {
  request: SpendRequest;
  phase: SpendSheetPhase;
  /** The sheet shows (false while a spend under the threshold runs without asking). */
  open: boolean;
  message?: string;
  resolve: (outcome: SpendOutcome) => void;
}

export interface FlowState {
  /** The open spend, mutated in place so a second press sees its phase at once; `v` re-renders. */
  flow: Flow | null;
  v: number;
  /** The last success's (or ending refusal's) words, for the host to toast. */
  toast: { n: number; message: string; tone: 'success' | 'danger' } | null;
}

export const useSpendFlow = create<FlowState>(() => ({ flow: null, v: 0, toast: null }));

const loadHost = () => import('./spend-host');

export function useSpend(): (request: SpendRequest) => Promise<SpendOutcome> {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = root?.viewer.loggedIn ?? false;
  return useCallback(
    async (request: SpendRequest) => {
      if (!loggedIn) {
        navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
        return 'login';
      }
      if (useSpendFlow.getState().flow) return 'cancelled';
      return new Promise<SpendOutcome>((resolve) => {
        const flow: Flow = { request, phase: 'loading', open: false, resolve };
        useSpendFlow.setState({ flow });
        loadHost().then(
          (host) => host.begin(flow),
          () => {
            // The flow's code could not load (offline): nothing was spent.
            useSpendFlow.setState({ flow: null });
            resolve('failed');
          },
        );
      });
    },
    [loggedIn, navigate, location.pathname, location.search],
  );
}

/** The wallet's coins for a screen that shows the balance beside a spend (null while loading, undefined when it failed); loads them on first use. */
export function useWalletCoins(): number | null | undefined {
  const coins = useWallet((s) => s.coins);
  const status = useWallet((s) => s.status);
  useEffect(() => {
    if (status === 'idle') void loadHost().then((host) => host.refreshWallet());
  }, [status]);
  return status === 'failed' ? undefined : coins;
}

/** Tests only: forget an open spend between tests. */
export const resetSpendFlow = () => useSpendFlow.setState({ flow: null, v: 0, toast: null });
