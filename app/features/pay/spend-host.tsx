/**
 * The spend flow of spend.tsx and the host that renders its question (ADR 096): loaded once the page
 * is idle or with the first spend, whichever comes first (ADR 116).
 */
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { Suspense, useEffect, useRef } from 'react';
import { coinsText, LazySpendSheet, useToast, formatCount } from '#ds';
import type { RootLoaderData } from '../../root.server';
import { api } from '../../lib/api';
import { useWallet } from '../../stores/wallet';
import { buyCoinsPath, isNotEnoughCoins } from './buy-coins';
import { useSpendFlow, type Flow, type SpendOutcome, type SpendRequest } from './spend-flow';

/** "You need 25 coins to unlock this post; you have 3." */
const shortfallMessage = (request: Pick<SpendRequest, 'coins' | 'purpose'>, balance: number) =>
  `You need ${coinsText(request.coins)} ${request.purpose}; you have ${formatCount(balance)}.`;

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
export async function begin(flow: Flow) {
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
