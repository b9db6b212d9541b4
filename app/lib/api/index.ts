/** The page's one API client, configured by the shell once the root data is known. */
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';
import { getTimeDifference } from './pollers';

let client: ApiClient | null = null;

export function configureApi(options: Omit<ApiClientOptions, 'timeDifference'>): ApiClient {
  client = createApiClient({ ...options, timeDifference: getTimeDifference });
  return client;
}

export function api(): ApiClient {
  if (!client) throw new Error('The API client is used before the app shell configured it.');
  return client;
}
