/**
 * "Sign in with Google" as OpenID Connect: authorization code with PKCE, state and nonce, via
 * openid-client. Any issuer works (the tests run a local provider). The provider's metadata
 * is discovered once per process and again after a failure.
 */
import * as client from 'openid-client';
import type { Config } from '../../config';
import { AppError } from '../errors';
import { log } from '../../log';

export interface OidcStart {
  url: string;
  /** What the browser keeps (in a sealed, short-lived cookie) until it comes back. */
  pending: { state: string; nonce: string; verifier: string; redirect: string };
}

export interface OidcClaims {
  issuer: string;
  subject: string;
  email: string | null;
}

export function redirectUriOf(config: Config, origin: string): string {
  return config.OIDC_REDIRECT_URI ?? `${origin}/google_login/`;
}

function isLocalHttp(url: URL) {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function oidcClient(config: Config) {
  let discovered: Promise<client.Configuration> | undefined;
  const enabled = Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID);

  function configuration(): Promise<client.Configuration> {
    if (!enabled) throw new AppError('OAUTH_UNAVAILABLE');
    discovered ??= (async () => {
      const issuer = new URL(config.OIDC_ISSUER!);
      const secret = config.OIDC_CLIENT_SECRET;
      return client.discovery(
        issuer,
        config.OIDC_CLIENT_ID!,
        secret,
        secret ? client.ClientSecretPost(secret) : client.None(),
        // Plain http only for a provider on this machine (development and the tests).
        isLocalHttp(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    })().catch((error) => {
      discovered = undefined;
      log.error({ err: error }, 'OIDC discovery failed');
      throw new AppError('OAUTH_UNAVAILABLE');
    });
    return discovered;
  }

  return {
    enabled,
    async start(redirectUri: string, redirect: string): Promise<OidcStart> {
      const cfg = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, pending: { state, nonce, verifier, redirect } };
    },
    /** Exchanges the code of the callback and verifies the ID token (signature, issuer, audience, nonce). */
    async finish(redirectUri: string, search: string, pending: OidcStart['pending']): Promise<OidcClaims> {
      const cfg = await configuration();
      const currentUrl = new URL(redirectUri);
      currentUrl.search = search;
      try {
        const tokens = await client.authorizationCodeGrant(cfg, currentUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims?.sub) throw new Error('no subject in the ID token');
        let profile: Record<string, unknown> = claims;
        // Google puts the email in the ID token; providers that do not give it at the userinfo endpoint.
        if (typeof claims.email !== 'string' && tokens.access_token) {
          profile = await client.fetchUserInfo(cfg, tokens.access_token, claims.sub);
        }
        const email = typeof profile.email === 'string' && profile.email_verified === true ? profile.email.toLowerCase() : null;
        return { issuer: claims.iss, subject: claims.sub, email };
      } catch (error) {
        log.error({ err: error }, 'OIDC sign-in failed');
        throw new AppError('OAUTH_FAILED');
      }
    },
  };
}
