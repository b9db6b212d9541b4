/**
 * What the server hands to Remix loaders and actions: the domain services (in-process,
 * the same ones the REST API calls), the verified session and the CSP nonce.
 */
import type { Services } from './api/endpoint';
import type { PublicConfig } from './config';
import type { CurrentSession } from './domain/sessions';

export interface AppContext {
  services: Services;
  session: CurrentSession | null;
  cspNonce: string;
  publicEnv: PublicConfig;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends AppContext {}
}
declare module '@remix-run/server-runtime' {
  interface AppLoadContext extends AppContext {}
}
