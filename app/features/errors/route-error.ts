/**
 * What an error page shows for a route error (spec section 8): catalogue codes first
 * (9002, 30023), then the status texts (400, 401, 403, 404), then the error's own message;
 * a route-loading error shows its status (default 500). Unknown pages: "This page could not be found".
 * A page's data that could not be fetched at all (offline, the server unreachable) is the spec's
 * network error, without a status: nothing answered.
 */
import { isRouteErrorResponse } from '@remix-run/react';
import { errorPageMessage, PROFILE_NOT_FOUND, STALE_REQUEST, TEXTS } from '../../../common/errors-core';

export interface ErrorView {
  /** None when nothing answered (a network failure). */
  status?: number;
  message: string;
}

/**
 * The data a loader throws with a catalogue error: `throw data({ code, message }, { status })`. The
 * message is the page's for statuses other than 400, 401, 403 and 404: the browser does not hold
 * the whole catalogue to look a code up (ADR 115).
 */
export interface RouteErrorData {
  code?: number;
  message?: string;
  /** Set for paths that match no page. */
  notFound?: boolean;
}

export function routeErrorView(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const data = (typeof error.data === 'object' && error.data ? error.data : {}) as RouteErrorData;
    if (data.notFound) return { status: 404, message: TEXTS.pageNotFound };
    if (data.code === STALE_REQUEST.code) return { status: 500, message: STALE_REQUEST.message };
    if (data.code === PROFILE_NOT_FOUND.code) return { status: 404, message: PROFILE_NOT_FOUND.message };
    return { status: error.status, message: errorPageMessage(error.status, data.message ?? error.statusText) };
  }
  if (isNetworkFailure(error)) return { message: TEXTS.network };
  const message = error instanceof Error ? error.message : undefined;
  return { status: 500, message: errorPageMessage(500, message) };
}

/** fetch's own rejection when no answer came: a TypeError, worded by each browser ("Failed to fetch", "Load failed", "NetworkError when…"). */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return /failed to fetch|load failed|networkerror/i.test(error.message);
}
