/**
 * Every spend of coins goes through one door (issue 20): useSpend() asks once with the price and
 * the balance, disarms while the spend is in flight and after it succeeded, sends a visitor to log
 * in and back, and says why when it sends the fan to buy coins. <SpendHost/> (mounted once by the
 * app shell) renders the question.
 *
 * Contract shared by every spend site; the first version spends without asking.
 */
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useRef } from 'react';
import type { RootLoaderData } from '../../root.server';
import { useBuyCoinsOnShortfall } from './buy-coins';

export interface SpendRequest {
  /** The question's subject in words, e.g. "Unlock this post", "Tip Luna Rivers". */
  title: string;
  /** The coins this tap spends. */
  coins: number;
  /** The purpose for the shortfall message: "to unlock this post" gives "You need 25 coins to unlock this post; you have 3". */
  purpose: string;
  /** Performs the spend (with its own idempotency key); throws the API's error on failure. */
  spend: () => Promise<void>;
}

/** 'done' after the spend went through; otherwise nothing was spent. */
export type SpendOutcome = 'done' | 'cancelled' | 'login' | 'short' | 'failed';

export function useSpend(): (request: SpendRequest) => Promise<SpendOutcome> {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const navigate = useNavigate();
  const location = useLocation();
  const buyCoinsOnShortfall = useBuyCoinsOnShortfall();
  const inFlight = useRef(false);
  const loggedIn = root?.viewer.loggedIn ?? false;
  return useCallback(
    async (request: SpendRequest) => {
      if (!loggedIn) {
        navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
        return 'login';
      }
      if (inFlight.current) return 'cancelled';
      inFlight.current = true;
      try {
        await request.spend();
        return 'done';
      } catch (failure) {
        if (buyCoinsOnShortfall(failure)) return 'short';
        throw failure;
      } finally {
        inFlight.current = false;
      }
    },
    [loggedIn, navigate, location.pathname, location.search, buyCoinsOnShortfall],
  );
}

/** Where the question appears; mounted once by the app shell. */
export function SpendHost() {
  return null;
}
