/**
 * Every spend of coins goes through one door (issue 20, ADR 096): useSpend() asks once with the
 * price and the balance, disarms while the spend is in flight and after it succeeded, sends a
 * visitor to log in and back, and says why when it sends the fan to buy coins. <SpendHost/>
 * (mounted once by the app shell) renders the question.
 *
 * Only one spend is open at a time: a second call while one is waiting or in flight (a double tap
 * on the original button, a second tap on confirm) answers 'cancelled' and spends nothing; the
 * spend's own idempotency key is the server's guard for retries.
 */
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { create } from 'zustand';
import { coinsText, LazySpendSheet, type SpendSheetPhase, useToast } from '#ds';
import type { RootLoaderData } from '../../root.server';
import { api } from '../../lib/api';
import { useWallet } from '../../stores/wallet';
import { buyCoinsPath, isNotEnoughCoins } from './buy-coins';

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

/** "You need 25 coins to unlock this post; you have 3". */
export const shortfallMessage = (request: Pick<SpendRequest, 'coins' | 'purpose'>, balance: number) =>
  `You need ${coinsText(request.coins)} ${request.purpose}; you have ${balance.toLocaleString('en-US')}`;

interface Flow {
  request: SpendRequest;
  phase: SpendSheetPhase;
  /** The sheet shows (false while a spend under the threshold runs without asking). */
  open: boolean;
  message?: string;
  resolve: (outcome: SpendOutcome) => void;
}

interface FlowState {
  /** The open spend, mutated in place so a second press sees its phase at once; `v` re-renders. */
  flow: Flow | null;
  v: number;
  /** The last success's (or ending refusal's) words, for the host to toast. */
  toast: { n: number; message: string; tone: 'success' | 'danger' } | null;
}

const useSpendFlow = create<FlowState>(() => ({ flow: null, v: 0, toast: null }));

const update = (flow: Flow, change: Partial<Flow>) => {
  if (useSpendFlow.getState().flow !== flow) return;
  Object.assign(flow, change);
  useSpendFlow.setState((s) => ({ v: s.v + 1 }));
};

function finish(flow: Flow, outcome: SpendOutcome) {
  if (useSpendFlow.getState().flow !== flow) return;
  useSpendFlow.setState({ flow: null });
  flow.resolve(outcome);
}

/** Loads (or reloads) the balance and the "Ask before spending" threshold; callers share one load. */
export async function refreshWallet(): Promise<void> {
  const wallet = useWallet.getState();
  if (wallet.pending) {
    await wallet.pending;
    return;
  }
  // Started inside a promise so that any failure (even a client not configured yet) counts as a failed load.
  const pending = Promise.resolve()
    .then(() => Promise.all([api().call('pay.wallet', {}, { silent: true }), api().call('pay.spend_setting', {}, { silent: true })]))
    .then(
      ([w, setting]) => useWallet.getState().loaded({ coins: w.coins, askAboveCoins: setting.ask_above_coins }),
      () => useWallet.getState().failed(),
    );
  wallet.loading(pending);
  await pending;
}

const balanceOf = (answer: unknown): number | null =>
  answer && typeof answer === 'object' && 'balance' in answer && typeof answer.balance === 'number' ? answer.balance : null;

async function run(flow: Flow) {
  update(flow, { phase: 'busy', message: undefined });
  try {
    const answer = await flow.request.spend();
    const balance = balanceOf(answer);
    if (balance !== null) useWallet.getState().setCoins(balance);
    else void refreshWallet();
    if (flow.request.doneMessage) useSpendFlow.setState((s) => ({ toast: { n: (s.toast?.n ?? 0) + 1, message: flow.request.doneMessage!, tone: 'success' } }));
    finish(flow, 'done');
  } catch (failure) {
    if (flow.request.endsWithToast?.(failure)) {
      const message = failure instanceof Error ? failure.message : 'Something went wrong. Please try again.';
      useSpendFlow.setState((s) => ({ toast: { n: (s.toast?.n ?? 0) + 1, message, tone: 'danger' } }));
      finish(flow, 'failed');
    } else if (isNotEnoughCoins(failure)) {
      await refreshWallet();
      const coins = useWallet.getState().coins ?? 0;
      update(flow, { open: true, phase: 'short', message: shortfallMessage(flow.request, coins) });
    } else {
      update(flow, { open: true, phase: 'error', message: failure instanceof Error ? failure.message : 'Something went wrong. Please try again.' });
    }
  }
}

/** Decides, once the balance and threshold are known: short, ask, or spend without asking. */
async function begin(flow: Flow) {
  if (useWallet.getState().status !== 'ready') {
    update(flow, { open: true, phase: 'loading' });
    await refreshWallet();
  } else {
    // Known already: ask at once, and bring the balance up to date while the question shows.
    void refreshWallet();
  }
  const { coins, askAboveCoins } = useWallet.getState();
  const { request } = flow;
  if (coins !== null && coins < request.coins) update(flow, { open: true, phase: 'short', message: shortfallMessage(request, coins) });
  else if (askAboveCoins !== null && request.coins <= askAboveCoins) {
    update(flow, { open: false });
    await run(flow);
  } else update(flow, { open: true, phase: 'confirm' });
}

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
        void begin(flow);
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
    if (status === 'idle') void refreshWallet();
  }, [status]);
  return status === 'failed' ? undefined : coins;
}

/** Where the question appears; mounted once by the app shell. */
export function SpendHost() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const flow = useSpendFlow((s) => s.flow);
  useSpendFlow((s) => s.v);
  const toastNote = useSpendFlow((s) => s.toast);
  const balance = useWallet((s) => s.coins);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const account = root?.viewer.loggedIn ? root.viewer.userName : null;

  // Another account (or none): the balance and threshold were someone else's.
  const lastAccount = useRef(account);
  useEffect(() => {
    if (lastAccount.current === account) return;
    lastAccount.current = account;
    useWallet.getState().reset();
  }, [account]);
  useEffect(() => {
    if (toastNote) toast.show(toastNote.message, { tone: toastNote.tone });
  }, [toastNote, toast]);

  if (!flow) return null;
  const { request } = flow;
  // The sheet's code (Radix's dialog) loads with the first spend (ADR 105).
  return (
    <Suspense fallback={null}>
      <LazySpendSheet
        open={flow.open}
        onOpenChange={(open) => {
          if (open || flow.phase === 'busy') return;
          finish(flow, flow.phase === 'short' ? 'short' : flow.phase === 'error' ? 'failed' : 'cancelled');
        }}
        title={request.title}
        note={request.note}
        coins={request.coins}
        balance={balance}
        phase={flow.phase}
        confirmLabel={request.confirmLabel ?? `Pay ${coinsText(request.coins)}`}
        message={flow.message}
        onConfirm={() => {
          if (flow.phase === 'confirm' || flow.phase === 'error') void run(flow);
        }}
        onBuyCoins={() => {
          finish(flow, 'short');
          navigate(buyCoinsPath(location.pathname + location.search));
        }}
      />
    </Suspense>
  );
}

/** Tests only: forget an open spend between tests. */
export const resetSpendFlow = () => useSpendFlow.setState({ flow: null, v: 0, toast: null });
