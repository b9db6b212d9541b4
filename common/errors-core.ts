/**
 * The part of the error catalogue (errors.ts) that a page's first load checks: the entries the
 * error page, the sign-in redirect and a spend name, the client's texts, the error page's message
 * by status and the reload on a missing chunk. errors.ts holds them in ERRORS and re-exports the
 * rest, so the whole catalogue reaches the browser only with the API client (ADR 115).
 */

export interface CatalogueEntry {
  /** HTTP status the API answers with. */
  status: number;
  /** Default message (the spec's text where it has one). */
  message: string;
  /** What the client does with it. */
  action: 'prompt' | 'auth' | 'errorPage' | 'notFound';
}

/** Not logged in or session expired: log out, or go to /login?redirect=... */
export const AUTH_REQUIRED = { code: 1001, status: 401, message: 'Please log in to continue', action: 'auth' } as const;
/** The request's ts is outside the accepted window: the page has been open too long. */
export const STALE_REQUEST = {
  code: 9002,
  status: 400,
  message: "It looks like you've been here for a while. Please refresh the page to continue. (9002)",
  action: 'errorPage',
} as const;
/** A profile or page that does not exist (or is hidden from the viewer's location). */
export const PROFILE_NOT_FOUND = { code: 30023, status: 404, message: 'Sorry, the profile or page does not exist.', action: 'notFound' } as const;
/** A spend the wallet cannot cover: the fan is offered the coins page (pay/buy-coins.ts). */
export const NOT_ENOUGH_COINS = { code: 40210, status: 402, message: "You don't have enough coins. Please buy coins to continue.", action: 'prompt' } as const;
/** The sign-up step checks a name as it is typed (login/LoginScreen.tsx). */
export const USER_NAME_TAKEN = { code: 40901, status: 409, message: 'This username is already taken. Please choose another.', action: 'prompt' } as const;
export const INTERNAL = { code: 50000, status: 500, message: 'Something went wrong, please try later.', action: 'prompt' } as const;

// Client-side texts (spec section 8)

export const TEXTS = {
  timeout: 'Poor network. You may try later. (101)',
  network: 'No network, please try later.',
  pageNotFound: 'This page could not be found',
  errorCodeSuffix: (status: number) => ` Error Code: ${status}`,
} as const;

/** The error page's message, chosen by status (spec section 8: "Error page by status"). */
export function errorPageMessage(status: number, ownMessage?: string): string {
  switch (status) {
    case 400:
      return 'Something went wrong, please try later. (102)';
    case 401:
      return "It appears you're not authorized to view this page, please try later. (401)";
    case 403:
      return "It seems like you don't have permission to access this page. (403)";
    case 404:
      return 'Page not found. Please open it later or contact our customer support. (404)';
    default:
      return ownMessage || INTERNAL.message;
  }
}

/** "/login?redirect={encoded full path}" (spec section 2). */
export function loginRedirectPath(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}

/** Chunk load failures ("Loading chunk N failed", or Vite's dynamic import failure) reload the page, at most once a minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(message);
}
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
