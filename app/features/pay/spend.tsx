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
import type { RootLoaderData } from '../../root.server';
import { useWallet } from '../../stores/wallet';
import { useSpendFlow, type Flow, type SpendOutcome, type SpendRequest } from './spend-flow';

export type { SpendOutcome, SpendRequest } from './spend-flow';

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
