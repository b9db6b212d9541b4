/**
 * The page's one API client, configured by the shell once the root data is known. The client itself
 * (the route table, request signing, the error catalogue's resolution) loads with the first call, not
 * with the page: every call is asynchronous anyway (ADR 105).
 */
import type { ApiClient, ApiClientOptions } from './client';
import { getTimeDifference } from './pollers';
import { timezoneKnown } from '../device';

let options: ApiClientOptions | null = null;
let client: Promise<ApiClient> | null = null;

// The identity headers include the device's time zone, read off the main thread on a first visit.
const loaded = () => (client ??= Promise.all([import('./client'), timezoneKnown()]).then(([{ createApiClient }]) => createApiClient(options!)));

/** The same calls as the client's, each waiting for the client's code the first time. */
const facade: ApiClient = {
  call: ((...args: Parameters<ApiClient['call']>) => loaded().then((c) => c.call(...args))) as ApiClient['call'],
  upload: ((...args: Parameters<ApiClient['upload']>) => loaded().then((c) => c.upload(...args))) as ApiClient['upload'],
};

export function configureApi(given: Omit<ApiClientOptions, 'timeDifference'>): ApiClient {
  options = { ...given, timeDifference: getTimeDifference };
  client = null;
  return facade;
}

export function api(): ApiClient {
  if (!options) throw new Error('The API client is used before the app shell configured it.');
  return facade;
}
