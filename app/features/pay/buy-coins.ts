/**
 * Not enough coins for a paid action (gift, tip, flirt, unlock, membership): the app sends the
 * fan to /pay/coins with a way back here, where the action can be pressed again.
 */
import { useLocation, useNavigate } from '@remix-run/react';
import { useCallback } from 'react';
import { NOT_ENOUGH_COINS } from '../../../common/errors-core';
import { ApiError } from '../../lib/api/api-error';

export const isNotEnoughCoins = (failure: unknown) =>
  failure instanceof ApiError && failure.failure.kind === 'http' && failure.failure.code === NOT_ENOUGH_COINS.code;

/** "/pay/coins?redirect=<path and query>" */
export const buyCoinsPath = (returnTo: string) => `/pay/coins?redirect=${encodeURIComponent(returnTo)}`;

/** A handler for a failed paid request: true (and off to buy coins) when coins were short. */
export function useBuyCoinsOnShortfall() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (failure: unknown) => {
      if (!isNotEnoughCoins(failure)) return false;
      navigate(buyCoinsPath(location.pathname + location.search));
      return true;
    },
    [navigate, location.pathname, location.search],
  );
}
